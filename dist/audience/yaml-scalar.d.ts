import { SourceMapBuilder } from "./source-map.js";
export type ScalarStyle = "PLAIN" | "QUOTE_SINGLE" | "QUOTE_DOUBLE" | "BLOCK_LITERAL" | "BLOCK_FOLDED";
/**
 * Decodes the scalar whose source is [start, end) of `text` (its `range[0]` and `range[1]`),
 * or returns undefined when the source is not one we can map exactly.
 * `parentIndent` is the `indent` of the scalar's CST token (block scalars need it).
 */
export declare function decodeYamlScalar(text: string, style: ScalarStyle, start: number, end: number, parentIndent: number): SourceMapBuilder | undefined;
