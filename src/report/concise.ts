// One line per diagnostic, `path:line:col: severity CODE message [rule-name]`: greppable and
// understood by editors' errorformat and VS Code problem matchers. The default when piped.
import type { LintResult } from "../lint/types.js";
import { problemCounts, problemExtras, shownDiagnostics } from "./findings.js";
import type { ReportOptions } from "./reporter.js";

export function concise(result: LintResult, options: ReportOptions): string {
  const lines: string[] = [];
  for (const file of result.files) {
    for (const d of shownDiagnostics(file, options.showSuppressed)) {
      const { line, column } = d.range.start;
      const suppressed = d.suppressed ? ` (suppressed: ${oneLine(d.suppressed.reason)})` : "";
      lines.push(`${d.file || file.file}:${line}:${column}: ${d.severity} ${d.code} ${oneLine(d.message)} [${d.rule}]${suppressed}`);
    }
  }
  const extras = problemExtras(result.summary);
  lines.push(problemCounts(result) + (extras.length > 0 ? `; ${extras.join("; ")}` : ""));
  return `${lines.join("\n")}\n`;
}

/** A line-based format cannot carry line breaks: fold them into spaces. */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, " ");
}
