// One line per diagnostic, `path:line:col: severity CODE message [rule-name]`: greppable and
// understood by editors' errorformat and VS Code problem matchers. The default when piped.
import type { FileResult, LintResult, LintSummary } from "../lint/lint-result.js";
import { filesWithProblems, problemCountsOf, problemExtras, shownDiagnostics } from "./findings.js";
import type { ReportOptions } from "./reporter.js";

export function concise(result: LintResult, options: ReportOptions): string {
  const body = result.files.map((file) => conciseFile(file, options)).join("");
  return `${body}${conciseFooter(result.summary, filesWithProblems(result))}`;
}

/** One file's lines (each ending in a line break), for the report and for streaming it. */
export function conciseFile(file: FileResult, options: ReportOptions): string {
  let out = "";
  for (const d of shownDiagnostics(file, options.showSuppressed)) {
    const { line, column } = d.range.start;
    const suppressed = d.suppressed ? ` (suppressed: ${oneLine(d.suppressed.reason)})` : "";
    out += `${d.file || file.file}:${line}:${column}: ${d.severity} ${d.code} ${oneLine(d.message)} [${d.rule}]${suppressed}\n`;
  }
  return out;
}

/** The closing line: counts, suppressed, fixable. */
export function conciseFooter(summary: LintSummary, withProblems: number): string {
  const extras = problemExtras(summary);
  return `${problemCountsOf(summary, withProblems)}${extras.length > 0 ? `; ${extras.join("; ")}` : ""}\n`;
}

/** A line-based format cannot carry line breaks: fold them into spaces. */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, " ");
}
