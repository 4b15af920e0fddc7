// Lint diagnostics -> LSP diagnostics: the same code, message, severity and range `lint` reports,
// with the rule's documentation URL (the SARIF helpUri) and the hints kept in `data` for hover.
// Positions come from the linter's file offsets: the editor's text is the linted text, so no
// second position mapper is needed.
import type { Diagnostic as LspDiagnostic, Position, Range } from "vscode-languageserver";
import type { Diagnostic } from "../lint/diagnostic.js";
import type { Span } from "../syntax/ast.js";
import { ruleDocsUrl } from "../report/rule-docs.js";

/** Offset (UTF-16, 0-based) -> LSP position, as the editor's document computes it. */
export type PositionAt = (offset: number) => Position;

export function rangeOf(span: Span, positionAt: PositionAt): Range {
  return { start: positionAt(span.start.offset), end: positionAt(span.end.offset) };
}

const severities = { error: 1, warning: 2, info: 3 } as const;

/** What a served diagnostic carries besides what LSP shows. */
export interface DiagnosticData {
  rule: string;
  hints: string[];
}

export const SOURCE = "pql-audience";

export function toLspDiagnostic(d: Diagnostic, positionAt: PositionAt, uriOf: (file: string) => string): LspDiagnostic {
  const data: DiagnosticData = { rule: d.rule, hints: d.hints };
  return {
    range: rangeOf(d.range, positionAt),
    severity: severities[d.severity],
    code: d.code,
    codeDescription: { href: ruleDocsUrl({ code: d.code, name: d.rule }) },
    source: SOURCE,
    message: d.message,
    ...(d.related && d.related.length > 0
      ? {
          relatedInformation: d.related.map((r) => ({
            // Related places in other files have no document here: their line and column are the linter's (1-based).
            location: { uri: uriOf(r.file), range: lineColumnRange(r.range) },
            message: r.message,
          })),
        }
      : {}),
    data,
  };
}

/** A span's 1-based line and column as an LSP range (for files the server has no text of). */
export function lineColumnRange(span: Span): Range {
  return {
    start: { line: span.start.line - 1, character: span.start.column - 1 },
    end: { line: span.end.line - 1, character: span.end.column - 1 },
  };
}

/** The diagnostics a run shows: a suppressed one is silenced, as in `lint`'s reports. */
export function shown(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => !d.suppressed);
}
