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
