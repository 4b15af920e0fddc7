// The default on a terminal: every diagnostic as a rustc-style code frame, grouped by file in
// source order, then what a person acts on: the edge verdicts and the problem counts.
import type { Diagnostic } from "../lint/diagnostic.js";
import type { FileResult, LintResult } from "../lint/lint-result.js";
import { LineMap } from "../syntax/positions.js";
import { ansi, painter, renderFrame, type FrameInput } from "./code-frame.js";
import { byPosition, docsCommand, edgeSummary, problemCounts, problemExtras, shownDiagnostics } from "./findings.js";
import type { ReportOptions } from "./reporter.js";

export function stylish(result: LintResult, options: ReportOptions): string {
  const sources = new Map<string, LineMap>(result.files.map((f) => [f.file, new LineMap(f.source)]));
  const sourceOf = (file: string) => sources.get(file)?.text;
  const frames: string[] = [];
  for (const file of result.files) {
    const lines = sources.get(file.file)!;
    for (const d of shownDiagnostics(file, options.showSuppressed))
      frames.push(renderFrame(frameOf(d, file), lines, { color: options.color, width: options.width, sourceOf }));
  }
  const body = frames.map((f) => `${f}\n\n`).join("");
  return `${body}${footer(result, options)}\n`;
}

/** Some of a file's diagnostics as stylish frames, in source order: lint's findings where another command (evaluate, test) shows them. */
export function diagnosticFrames(
  file: Pick<FileResult, "file" | "source">,
  diagnostics: readonly Diagnostic[],
  options: { color?: boolean; width?: number } = {},
): string[] {
  const lines = new LineMap(file.source);
  return [...diagnostics]
    .sort(byPosition)
    .map((d) =>
      renderFrame(frameOf(d, file), lines, { color: options.color ?? false, ...(options.width ? { width: options.width } : {}) }),
    );
}

/** A diagnostic as a frame: its hints, fix and docs command; a suppression as a note. */
export function frameOf(d: Diagnostic, file: Pick<FileResult, "file">): FrameInput {
  return {
    severity: d.severity,
    code: d.code,
    rule: d.rule,
    message: d.message,
    file: d.file || file.file,
    range: d.range,
    label: d.label,
    hints: d.hints,
    related: d.related,
    notes: d.suppressed ? [`suppressed (${d.suppressed.kind}): ${d.suppressed.reason}`] : [],
    fix: d.fix ? `${d.fix.description} (apply with --fix)` : undefined,
    docs: docsCommand(d.rule),
  };
}

function footer(result: LintResult, options: ReportOptions): string {
  const paint = painter(options.color);
  const s = result.summary;
  const counts = problemCounts(result);
  const style = s.errors > 0 ? ansi.bold + ansi.red : s.warnings > 0 ? ansi.bold + ansi.yellow : ansi.bold + ansi.green;
  const extras = problemExtras(s);
  const countLine = paint(style, counts) + (extras.length > 0 ? paint(ansi.dim, `; ${extras.join("; ")}`) : "");
  return `${edgeSummary(s)}\n${countLine}`;
}
