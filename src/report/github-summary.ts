// The markdown job summary (written to $GITHUB_STEP_SUMMARY by the CLI). GitHub shows only
// about ten annotations per level per step; this table lists every finding and every audience's
// edge verdict, within the summary's 1 MiB limit.
import type { LintResult } from "../lint/lint-result.js";
import { plural } from "../text/plural.js";
import { activeDiagnostics, edgeSummary, problemCounts, problemExtras, verdictWords } from "./findings.js";
import type { ReportOptions } from "./reporter.js";

/** GitHub rejects a step summary over 1 MiB; stay well under it (other steps may append). */
export const SUMMARY_BUDGET_BYTES = 900_000;

const SEVERITY_BADGE = { error: "❌ error", warning: "⚠️ warning", info: "ℹ️ info" } as const;

/**
 * A table cell: pipes escaped (GitHub needs `\|` even inside code spans in a table), line breaks
 * as <br>, and HTML made inert outside code spans only: inside them `&lt;` would show literally.
 */
export function markdownCell(text: string): string {
  return text
    .split(/(`[^`\r\n]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")))
    .join("")
    .replace(/\|/g, "\\|")
    .replace(/\r?\n|\r/g, "<br>");
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export function githubSummary(result: LintResult, options: ReportOptions & { budgetBytes?: number }): string {
  const budget = options.budgetBytes ?? SUMMARY_BUDGET_BYTES;
  const extras = problemExtras(result.summary);
  const head = [
    "## pql-audience lint",
    "",
    `**${problemCounts(result)}**${extras.length > 0 ? ` · ${extras.join(" · ")}` : ""}`,
    "",
    edgeSummary(result.summary),
    "",
  ];

  const findings = result.files.flatMap((file) =>
    activeDiagnostics(file).map(
      (d) =>
        `| ${SEVERITY_BADGE[d.severity]} | ${markdownCell(`${d.file || file.file}:${d.range.start.line}:${d.range.start.column}`)} | ${d.code} ${markdownCell(d.rule)} | ${markdownCell([d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n"))} |`,
    ),
  );
  const audiences = result.files.flatMap((file) =>
    file.audiences.map((a) => `| ${markdownCell(a.name)} | ${markdownCell(file.file)} | ${markdownCell(verdictWords(a.verdict))} |`),
  );

  const sections: { title: string; header: string[]; rows: string[]; what: string }[] = [
    {
      title: "### Findings",
      header: ["| Severity | Location | Rule | Message |", "| --- | --- | --- | --- |"],
      rows: findings,
      what: "finding",
    },
    { title: "### Audiences", header: ["| Audience | File | Edge |", "| --- | --- | --- |"], rows: audiences, what: "audience" },
  ];
  const out = [...head];
  let used = utf8Length(out.join("\n"));
  for (const section of sections) {
    if (section.rows.length === 0) continue;
    const top = [section.title, "", ...section.header];
    out.push(...top);
    used += utf8Length(top.join("\n")) + top.length;
    let shown = 0;
    for (const row of section.rows) {
      const size = utf8Length(row) + 1;
      if (used + size > budget) break;
      out.push(row);
      used += size;
      shown++;
    }
    if (shown < section.rows.length) {
      const left = section.rows.length - shown;
      out.push("", `… ${plural(left, `more ${section.what}`)} not shown (summary size limit); see the log or the SARIF report.`);
    }
    out.push("");
  }
  return `${out.join("\n").trimEnd()}\n`;
}
