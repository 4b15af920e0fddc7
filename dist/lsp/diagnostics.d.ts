import type { Diagnostic as LspDiagnostic, Position, Range } from "vscode-languageserver";
import type { Diagnostic } from "../lint/diagnostic.js";
import type { Span } from "../syntax/ast.js";
/** Offset (UTF-16, 0-based) -> LSP position, as the editor's document computes it. */
export type PositionAt = (offset: number) => Position;
export declare function rangeOf(span: Span, positionAt: PositionAt): Range;
/** What a served diagnostic carries besides what LSP shows. */
export interface DiagnosticData {
    rule: string;
    hints: string[];
}
export declare const SOURCE = "pql-audience";
export declare function toLspDiagnostic(d: Diagnostic, positionAt: PositionAt, uriOf: (file: string) => string): LspDiagnostic;
/** A span's 1-based line and column as an LSP range (for files the server has no text of). */
export declare function lineColumnRange(span: Span): Range;
/** The diagnostics a run shows: a suppressed one is silenced, as in `lint`'s reports. */
export declare function shown(diagnostics: readonly Diagnostic[]): Diagnostic[];
