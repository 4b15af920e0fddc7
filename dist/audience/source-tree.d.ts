import { type Node as YamlNode } from "yaml";
import type { JsonNode } from "./json-source.js";
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
export declare class JsonTree implements SourceTree {
    private readonly root;
    readonly range: Range;
    readonly head: Range;
    constructor(root: JsonNode);
    locate(path: FieldPath, part?: "key" | "value"): Range | undefined;
}
export declare class YamlTree implements SourceTree {
    private readonly root;
    readonly range: Range;
    readonly head: Range;
    constructor(root: YamlNode | null, range: Range);
    /** The YAML node at `path` (for reading a scalar's style and source). */
    node(path: FieldPath): YamlNode | null | undefined;
    locate(path: FieldPath, part?: "key" | "value"): Range | undefined;
    private find;
}
