// `diff --format markdown`: a pull-request comment. A table (audience, status, before -> after,
// realized, exited, share change), then each audience's sample collapsed in a <details> block,
// with the evaluator's outline. `--format github` writes the same to the job summary and
// annotates the changed files (diffAnnotations).
import type { DiffAudience, DiffRun, DiffSampleProfile } from "../diff/index.js";
import { escapeData, escapeProperty } from "./github.js";
import { markdownCell, SUMMARY_BUDGET_BYTES } from "./github-summary.js";
import { count, overLimitWords, profileName, shareChange, shown, sizes, statusCounts } from "./diff-words.js";

const BADGE = {
  changed: "✏️ changed",
  "changed-through": "↪️ changed-through",
  new: "🆕 new",
  deleted: "🗑️ deleted",
  unchanged: "unchanged",
} as const;

export function diffMarkdown(run: DiffRun, options: { all?: boolean; budgetBytes?: number } = {}): string {
  const listed = run.audiences.filter((a) => shown(a, options.all === true));
  const out = [
    "## pql-audience diff",
    "",
    `${markdownCell(`\`${run.base}\` → ${run.head === "working tree" ? "the working tree" : `\`${run.head}\``}`)} · ${count(run.profiles)} profiles · ${statusCounts(run)}`,
    "",
  ];
  if (listed.length > 0) {
    out.push("| Audience | Status | Before → after | Realized | Exited | Share change |", "| --- | --- | --- | ---: | ---: | ---: |");
    for (const a of listed) out.push(row(a, run.profiles));
    out.push("");
  }
  if (run.failOnChange !== undefined)
    for (const a of run.audiences.filter((x) => x.overLimit))
      out.push(`> [!CAUTION]\n> ${markdownCell(overLimitWords(a, run.failOnChange))}`, "");
  if (run.problems.length > 0) {
    out.push("### Not counted", "");
    for (const p of run.problems) out.push(`- **${p.side}**: ${markdownCell(p.file ? `${p.file}: ${p.message}` : p.message)}`);
    out.push("");
  }
  // The samples last: past the summary's size limit they are what gives way.
  const budget = options.budgetBytes ?? SUMMARY_BUDGET_BYTES;
  let used = utf8Bytes(out.join("\n"));
  let left = 0;
  for (const a of listed) {
    const block = details(a);
    if (block === "") continue;
    const size = utf8Bytes(block) + 1;
    if (used + size > budget) {
      left++;
      continue;
    }
    out.push(block);
    used += size;
  }
  if (left > 0) out.push(`… the samples of ${left} more audiences are not shown (summary size limit); see the log.`, "");
  return `${out.join("\n").trimEnd()}\n`;
}

function row(a: DiffAudience, profiles: number): string {
  const audience = `${markdownCell(a.name)}<br>\`${markdownCell(a.file)}\`${a.renamedFrom ? ` (was \`${markdownCell(a.renamedFrom)}\`)` : ""}`;
  const status =
    a.through.length > 0 ? `${BADGE[a.status]} via ${a.through.map((f) => `\`${markdownCell(f)}\``).join(" → ")}` : BADGE[a.status];
  return `| ${audience} | ${status} | ${sizes(a, "→")} | +${count(a.realized)} | −${count(a.exited)} | ${shareChange(a, profiles)} |`;
}

/** An audience's sample, collapsed: its primary identities and the evaluator's outline, in a fence no data can close. */
function details(a: DiffAudience): string {
  const { realized, exited } = a.sample;
  if (realized.length === 0 && exited.length === 0) return "";
  const lines: string[] = [];
  const add = (word: string, sample: readonly DiffSampleProfile[]) => {
    if (sample.length === 0) return;
    lines.push(word);
    for (const s of sample) {
      lines.push(`  ${profileName(s)}${s.overBudget ? " (its outline went over the evaluation budget)" : ""}`);
      for (const line of s.outline)
        lines.push(`    ${"  ".repeat(line.depth)}${(line.value === null ? "unknown" : String(line.value)).padEnd(7)} ${line.text}`);
    }
  };
  add(`realized (${count(realized.length)} of ${count(a.realized)})`, realized);
  add(`exited (${count(exited.length)} of ${count(a.exited)})`, exited);
  const text = lines.join("\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "?");
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  // The summary is the audience's name, as inert HTML.
  const summary = `${markdownCell(a.name)}: ${count(a.realized)} realized, ${count(a.exited)} exited`;
  return ["<details>", `<summary>${summary}</summary>`, "", `${fence}text`, text, fence, "", "</details>", ""].join("\n");
}

/** GitHub workflow commands: a notice on each changed audience's file (an error when over --fail-on-change). */
export function diffAnnotations(run: DiffRun): string {
  let out = "";
  for (const a of run.audiences) {
    if (a.status === "unchanged") continue;
    const level = a.overLimit ? "error" : "notice";
    const place = a.status === "deleted" ? "" : `file=${escapeProperty(a.repoFile)},line=${a.line},`;
    const through = a.through.length > 0 ? ` through ${a.through.join(" -> ")}` : "";
    const message = `${a.name}: ${a.status}${through}, ${sizes(a, "->")} (${count(a.realized)} realized, ${count(a.exited)} exited)`;
    out += `::${level} ${place}title=${escapeProperty(`pql-audience diff: ${a.status}`)}::${escapeData(message)}\n`;
  }
  return out;
}

const encoder = new TextEncoder();
const utf8Bytes = (text: string) => encoder.encode(text).length;
