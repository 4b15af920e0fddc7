import type { FieldPath, Range, SourceTree } from "./source-tree.js";
import type { SourceMapBuilder } from "./source-map.js";
import { type ScalarStyle } from "./yaml-scalar.js";
export interface SimpleScalar {
    kind: "scalar";
    start: number;
    /** The end of the value as `yaml` gives it (`range[1]`): past the closing quote, or past a block's last line break. */
    end: number;
    style: ScalarStyle;
    /** The indentation of the mapping holding it (the `indent` of `yaml`'s CST token). */
    indent: number;
    value: string | number | boolean | null;
    /** How a quoted or block scalar was decoded: its source map, handed to the loader. */
    decoded?: SourceMapBuilder;
}
export interface SimpleMap {
    kind: "map";
    start: number;
    end: number;
    entries: SimpleEntry[];
}
export interface SimpleEntry {
    key: string;
    keyStart: number;
    keyEnd: number;
    value: SimpleNode;
}
export type SimpleNode = SimpleScalar | SimpleMap;
export interface SimpleYaml {
    /** The document as plain data (what `yaml`'s `toJS()` gives). */
    data: Record<string, unknown>;
    tree: SimpleYamlTree;
}
/** Reads `text` if it is in the subset, else undefined (read it with `yaml`). */
export declare function readSimpleYaml(text: string): SimpleYaml | undefined;
/** Field locations in a document read by readSimpleYaml, with the same ranges as YamlTree. */
export declare class SimpleYamlTree implements SourceTree {
    private readonly root;
    readonly range: Range;
    readonly head: Range;
    constructor(root: SimpleMap, range: Range);
    /** The node at `path` (for a scalar's style and source). */
    node(path: FieldPath): SimpleNode | undefined;
    locate(path: FieldPath, part?: "key" | "value"): Range | undefined;
    private find;
}
