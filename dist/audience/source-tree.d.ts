import { type Node as YamlNode } from "yaml";
import type { JsonNode } from "./json-source.js";
export type { FieldPath, Range, SourceTree } from "./field-path.js";
import type { FieldPath, Range, SourceTree } from "./field-path.js";
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
