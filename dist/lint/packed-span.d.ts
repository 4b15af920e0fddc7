import type { Span } from "../syntax/ast.js";
export type PackedSpan = readonly [number, number, number, number, number, number];
export declare function pack(span: Span): PackedSpan;
export declare function unpack(p: PackedSpan): Span;
