// A span as six numbers, for what a long run keeps in memory per file: about 40 bytes instead of
// three objects. Unpacked into a Span only when a finding is reported.
import type { Span } from "../syntax/ast.js";

export type PackedSpan = readonly [number, number, number, number, number, number];

export function pack(span: Span): PackedSpan {
  return [span.start.offset, span.start.line, span.start.column, span.end.offset, span.end.line, span.end.column];
}

export function unpack(p: PackedSpan): Span {
  return { start: { offset: p[0], line: p[1], column: p[2] }, end: { offset: p[3], line: p[4], column: p[5] } };
}
