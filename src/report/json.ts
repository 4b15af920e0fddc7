// The machine-readable report: a versioned, documented contract (schema/lint-report.schema.json,
// docs/reports.md). Add fields freely; renaming or removing one means `version: 2`.
import type { Verdict } from "../analysis/verdict.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import type { LintResult } from "../lint/lint-result.js";
import type { Span } from "../syntax/ast.js";
import { activeDiagnostics, docsCommand, filesWithProblems, suppressedDiagnostics } from "./findings.js";
import { TOOL_NAME, type ReportOptions } from "./reporter.js";

export const JSON_REPORT_VERSION = 1;

/** 1-based line and column (UTF-16 code units) and the 0-based UTF-16 offset of the same place. */
export interface JsonPosition {
  line: number;
  column: number;
  offset: number;
}

/** Half-open: `end` is just past the last character. */
export interface JsonRange {
  start: JsonPosition;
  end: JsonPosition;
}

export interface JsonDiagnostic {
  code: string;
  rule: string;
  severity: "error" | "warning" | "info";
  message: string;
  range: JsonRange;
  label: string | null;
  hints: string[];
  fix: { description: string; edits: { range: JsonRange; text: string }[] } | null;
  related: { path: string; range: JsonRange; message: string }[];
  docs: { command: string; url: string | null };
}

export interface JsonSuppressedDiagnostic extends JsonDiagnostic {
  suppression: { kind: "inSource" | "external"; reason: string };
}

export interface JsonAudience {
  name: string;
  verdict: {
    eligible: boolean | null;
    type: Verdict["type"];
    reasons: { code: string; rule: string; severity: "error" | "warning" | "info"; message: string }[];
  };
}

export interface JsonFileReport {
  path: string;
  diagnostics: JsonDiagnostic[];
  suppressed: JsonSuppressedDiagnostic[];
  audiences: JsonAudience[];
}

export interface JsonReport {
  version: typeof JSON_REPORT_VERSION;
  tool: { name: string; version: string };
  files: JsonFileReport[];
  summary: LintResult["summary"] & { filesWithProblems: number };
}

export function toJsonReport(result: LintResult, options: ReportOptions): JsonReport {
  return {
    version: JSON_REPORT_VERSION,
    tool: { name: TOOL_NAME, version: options.toolVersion },
    files: result.files.map((file) => ({
      path: file.file,
      diagnostics: activeDiagnostics(file).map((d) => jsonDiagnostic(d, options)),
      suppressed: suppressedDiagnostics(file).map((d) => ({
        ...jsonDiagnostic(d, options),
        suppression: { kind: d.suppressed!.kind, reason: d.suppressed!.reason },
      })),
      audiences: file.audiences.map((a) => ({
        name: a.name,
        verdict: {
          eligible: a.verdict.eligible,
          type: a.verdict.type,
          // Positions of reasons are in the diagnostics (file line:col); here only what and why.
          reasons: a.verdict.reasons.map((r) => ({ code: r.code, rule: r.rule, severity: r.severity, message: r.message })),
        },
      })),
    })),
    summary: { ...result.summary, filesWithProblems: filesWithProblems(result) },
  };
}

export function json(result: LintResult, options: ReportOptions): string {
  return `${JSON.stringify(toJsonReport(result, options), null, 2)}\n`;
}

/** One diagnostic as the JSON report writes it (evaluate and test carry lint's findings in this shape too). */
export function jsonDiagnostic(d: Diagnostic, options: Pick<ReportOptions, "ruleDocsUrl">): JsonDiagnostic {
  return {
    code: d.code,
    rule: d.rule,
    severity: d.severity,
    message: d.message,
    range: jsonRange(d.range),
    label: d.label ?? null,
    hints: [...d.hints],
    fix: d.fix ? { description: d.fix.description, edits: d.fix.edits.map((e) => ({ range: jsonRange(e.range), text: e.text })) } : null,
    related: (d.related ?? []).map((r) => ({ path: r.file, range: jsonRange(r.range), message: r.message })),
    docs: { command: docsCommand(d.rule), url: options.ruleDocsUrl?.({ code: d.code, name: d.rule }) ?? null },
  };
}

function jsonRange(span: Span): JsonRange {
  const { start, end } = span;
  return {
    start: { line: start.line, column: start.column, offset: start.offset },
    end: { line: end.line, column: end.column, offset: end.offset },
  };
}
