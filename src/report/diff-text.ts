// `diff`'s text for people: a line per audience that changed (status, sizes, realized and exited,
// the share change), the chain a changed-through audience moved by, sample profiles with the
// evaluator's outline, the problems of each side, then the counts.
import type { DiffAudience, DiffRun, DiffSampleProfile } from "../diff/index.js";
import { ansi, painter, type Paint } from "./code-frame.js";
import { count, overLimitWords, profileName, shareChange, shown, sizes, statusCounts } from "./diff-words.js";
import { traceLines } from "./evaluation-text.js";
import { safeText } from "./text-width.js";

const TONE = { changed: ansi.yellow, "changed-through": ansi.yellow, new: ansi.green, deleted: ansi.red, unchanged: ansi.dim } as const;

export function diffText(run: DiffRun, options: { color?: boolean; all?: boolean } = {}): string {
  const paint = painter(options.color);
  const out: string[] = [`${paint(ansi.bold, `${run.base} -> ${run.head}`)}: ${count(run.profiles)} profiles`, ""];
  for (const a of run.audiences) {
    if (!shown(a, options.all === true)) continue;
    out.push(...audienceLines(a, run.profiles, paint));
  }
  for (const p of run.problems)
    out.push(`${paint(ansi.red, "not counted")} ${p.side}: ${safeText(p.file ? `${p.file}: ${p.message}` : p.message)}`);
  if (run.problems.length > 0) out.push("");
  if (run.failOnChange !== undefined)
    for (const a of run.audiences.filter((x) => x.overLimit))
      out.push(`${paint(ansi.red, "error")} ${safeText(overLimitWords(a, run.failOnChange))}`);
  const unchanged = run.audiences.filter((a) => a.status === "unchanged").length;
  const hint = unchanged > 0 && options.all !== true ? " (--all lists the unchanged)" : "";
  out.push(`${statusCounts(run)}${hint} in ${(run.ms / 1000).toFixed(1)} s`);
  return `${out.join("\n")}\n`;
}

function audienceLines(a: DiffAudience, profiles: number, paint: Paint): string[] {
  const title = safeText(a.name === a.file ? a.file : `${a.file}: ${a.name}`);
  const moved = a.renamedFrom ? paint(ansi.dim, ` (was ${safeText(a.renamedFrom)})`) : "";
  const figures =
    a.status === "unchanged"
      ? `${count(a.after ?? 0)} members`
      : `${sizes(a, "->")}  realized ${paint(ansi.green, count(a.realized))}, exited ${paint(ansi.red, count(a.exited))}  ${shareChange(a, profiles)}`;
  const lines = [
    `${paint(ansi.bold, title)}${moved}  ${paint(TONE[a.status], a.status)}  ${figures}  ${paint(ansi.dim, `${Math.round(a.ms)} ms`)}`,
  ];
  if (a.through.length > 0) lines.push(`  through ${safeText(a.through.join(" -> "))}`);
  lines.push(...sampleLines("realized", a.sample.realized, paint), ...sampleLines("exited", a.sample.exited, paint), "");
  return lines;
}

function sampleLines(word: string, sample: readonly DiffSampleProfile[], paint: Paint): string[] {
  if (sample.length === 0) return [];
  const lines = [`  ${word}`];
  for (const s of sample) {
    const warn = s.overBudget ? ` ${paint(ansi.yellow, "(its outline went over the evaluation budget; --max-steps allows more)")}` : "";
    lines.push(`    ${paint(ansi.cyan, safeText(profileName(s)))}${warn}`, ...traceLines(s.outline, paint, "      "));
  }
  return lines;
}
