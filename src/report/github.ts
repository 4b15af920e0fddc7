// GitHub Actions workflow commands: one `::error|warning|notice` line per diagnostic, which
// GitHub turns into annotations on the pull request's diff. Escaping follows the runner's
// rules (actions/toolkit `command.ts`): data escapes % CR LF; property values also : and ,.
import type { Diagnostic, Severity } from "../lint/diagnostic.js";
import type { FileResult, LintResult } from "../lint/lint-result.js";
import { activeDiagnostics, repoPath } from "./findings.js";
import type { ReportOptions } from "./reporter.js";

/** Escapes the message part (after `::`). */
export function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** Escapes a property value (`file=`, `title=`...), where `:` and `,` are separators. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

export function githubCommand(severity: Severity): "error" | "warning" | "notice" {
  return severity === "info" ? "notice" : severity;
}

/** One workflow command for one diagnostic. */
export function annotation(d: Diagnostic, path: string): string {
  const { start, end } = d.range;
  const props: [string, string | number][] = [
    ["file", path],
    ["line", start.line],
    ["col", start.column],
    ["endLine", end.line],
  ];
  // GitHub reads col/endColumn only on a one-line range; endColumn is exclusive, as Ruff emits it.
  if (end.line === start.line) props.push(["endColumn", Math.max(end.column, start.column + 1)]);
  props.push(["title", `${d.code} ${d.rule}`]);
  const message = [d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n");
  return `::${githubCommand(d.severity)} ${props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",")}::${escapeData(message)}`;
}

/** Suppressed diagnostics are not annotated: the author already decided about them. */
export function github(result: LintResult, options: ReportOptions): string {
  return result.files.map((file) => githubFile(file, options)).join("");
}

/** One file's annotations (each ending in a line break), for the report and for streaming it. */
export function githubFile(file: FileResult, options: ReportOptions): string {
  let out = "";
  for (const d of activeDiagnostics(file)) out += `${annotation(d, repoPath(d.file || file.file, options.repoPathPrefix))}\n`;
  return out;
}
