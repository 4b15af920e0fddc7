import { SourceMapBuilder } from "./source-map.js";
export type JsonNode = JsonObject | JsonArray | JsonString | JsonScalar;
interface NodeBase {
    /** Source range [start, end) of the whole value (quotes included for strings). */
    start: number;
    end: number;
}
export interface JsonEntry {
    key: string;
    keyStart: number;
    keyEnd: number;
    value: JsonNode;
}
export interface JsonObject extends NodeBase {
    type: "object";
    entries: JsonEntry[];
}
export interface JsonArray extends NodeBase {
    type: "array";
    items: JsonNode[];
}
export interface JsonString extends NodeBase {
    type: "string";
    value: string;
    /** Decoded offset -> source offsets (filled while decoding, so escapes map exactly). */
    map: SourceMapBuilder;
}
export interface JsonScalar extends NodeBase {
    type: "number" | "boolean" | "null";
    value: number | boolean | null;
}
export interface JsonSyntaxError {
    message: string;
    start: number;
    end: number;
}
export type JsonParseResult = {
    ok: true;
    node: JsonNode;
} | {
    ok: false;
    error: JsonSyntaxError;
};
export declare function parseJson(text: string): JsonParseResult;
/** The plain JavaScript value of a node (objects without a prototype trap for `__proto__`). */
export declare function jsonValue(node: JsonNode): unknown;
export {};
