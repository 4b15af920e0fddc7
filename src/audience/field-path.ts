// Where a field of an audience file is (its path of keys and indexes, a range of the file), and
// the one interface over the JSON tree and the YAML document that finds it: apart from
// source-tree.ts's trees, so that the loader's public declarations name them without yaml's.

export type FieldPath = readonly PropertyKey[];

/** A source range [start, end) of the file. */
export type Range = readonly [number, number];

export interface SourceTree {
  /** The range of the value at `path` (the key, with `part: "key"`), or undefined if absent. */
  locate(path: FieldPath, part?: "key" | "value"): Range | undefined;
  /** The range of the whole document (an audience). */
  readonly range: Range;
  /** Where to point at the top level when there is no better place (the first key, or `{`). */
  readonly head: Range;
}
