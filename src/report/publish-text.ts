// The publish plan and the outcome of applying it, for people.
import { AEP_AUDIENCE_BUDGETS, budgetLabel } from "../lint/budgets.js";
import type { ApplyReport, OutcomeStatus } from "../publish/apply.js";
import type { BudgetCheck } from "../publish/budgets.js";
import type { UnloadedFile } from "../publish/candidates.js";
import type { IdRecording } from "../publish/record-ids.js";
import type { Plan, StepAction } from "../publish/plan.js";
import { visibleControls as v } from "../text/visible-controls.js";

const actionWords: Record<StepAction, string> = {
  create: "create",
  update: "update",
  unchanged: "unchanged",
  refused: "refused",
};
const symbols: Record<StepAction, string> = { create: "+", update: "~", unchanged: "=", refused: "x" };

function paint(color: boolean, code: string, text: string): string {
  return color ? `\x1b[${code}m${text}\x1b[0m` : text;
}

const actionColor: Record<StepAction, string> = { create: "32", update: "33", unchanged: "2", refused: "31" };

/** `prune`: list the orphans as deletions (publish --prune); otherwise say how many there are. */
/** `pqlFiles`: how many bare `.pql` files the run left out (no name or schema to publish). */
export function planText(plan: Plan, options: { color?: boolean; prune?: boolean; pqlFiles?: number } = {}): string {
  const color = options.color ?? false;
  const prune = options.prune ?? false;
  const nameWidth = Math.max(4, ...plan.steps.map((s) => v(s.name).length), ...(prune ? plan.orphans.map((o) => v(o.name).length) : []));
  const lines: string[] = [];
  for (const s of plan.steps) {
    // An edge audience's line reads as it did when publish took edge audiences only; the others name their method.
    const method = s.method === "edge" ? "" : `  (${s.method})`;
    const head = `${paint(color, actionColor[s.action], `${symbols[s.action]} ${actionWords[s.action].padEnd(9)}`)} ${v(s.name).padEnd(nameWidth)}  ${v(s.file)}${method}`;
    lines.push(head);
    if (s.action === "update") lines.push(`    changes: ${s.changes.join(", ")}`);
    for (const r of s.reasons) lines.push(`    ${v(r)}`);
    for (const n of s.notes ?? []) lines.push(`    note: ${v(n)}`);
  }
  if (prune)
    for (const o of plan.orphans)
      lines.push(
        `${paint(color, "31", `- ${"delete".padEnd(9)}`)} ${v(o.name).padEnd(nameWidth)}  ${v(o.id)}  (no audience file declares it)`,
      );
  const count = (a: StepAction) => plan.steps.filter((s) => s.action === a).length;
  const deletions = prune ? `, ${plan.orphans.length} to delete` : "";
  lines.push(
    "",
    `Plan: ${count("create")} to create, ${count("update")} to update, ${count("unchanged")} unchanged${deletions}, ${count("refused")} refused.`,
  );
  const pql = options.pqlFiles ?? 0;
  if (pql > 0) lines.push(`${pql} .pql file${pql === 1 ? "" : "s"} not published: no name or schema`);
  lines.push(...planErrorLines(plan, color));
  const n = plan.orphans.length;
  if (!prune && n > 0)
    lines.push(
      `${n} definition${n === 1 ? "" : "s"} in the sandbox ${n === 1 ? "is" : "are"} declared by no audience file here; \`publish --prune\` lists ${n === 1 ? "it" : "them"} and deletes ${n === 1 ? "it" : "them"} when asked.`,
    );
  return `${lines.join("\n")}\n`;
}

/** The plan's errors, each with its place and what to do, then why nothing will be applied. */
function planErrorLines(plan: Plan, color: boolean): string[] {
  if (plan.errors.length === 0) return [];
  const lines = [""];
  for (const e of plan.errors) {
    lines.push(`${paint(color, "31", "error")}: ${v(e.file)}:${e.line}:${e.column}: ${v(e.message)}`);
    for (const h of e.hints) lines.push(`  = help: ${v(h)}`);
  }
  const n = plan.errors.length;
  lines.push("", `The plan has ${n} error${n === 1 ? "" : "s"}: nothing will be applied until ${n === 1 ? "it is" : "they are"} fixed.`);
  return lines;
}

const outcomeColor: Record<OutcomeStatus, string> = {
  created: "32",
  updated: "33",
  unchanged: "2",
  refused: "31",
  failed: "31",
  blocked: "31",
};

export function applyText(report: ApplyReport, options: { color?: boolean } = {}): string {
  const color = options.color ?? false;
  const nameWidth = Math.max(4, ...report.outcomes.map((o) => v(o.name).length), ...report.pruned.map((p) => v(p.name).length));
  const lines = report.outcomes.map((o) => {
    const detail = o.detail ? `  ${v(o.detail)}` : o.id ? `  ${v(o.id)}` : "";
    return `${paint(color, outcomeColor[o.status], o.status.padEnd(9))} ${v(o.name).padEnd(nameWidth)}${detail}`;
  });
  for (const p of report.pruned) {
    const detail = p.detail ? `  ${v(p.detail)}` : `  ${v(p.id)}`;
    lines.push(
      `${paint(color, p.status === "deleted" ? "31" : outcomeColor[p.status], p.status.padEnd(9))} ${v(p.name).padEnd(nameWidth)}${detail}`,
    );
  }
  const c = report.counts;
  const deleted = report.pruned.length > 0 ? `, ${c.deleted} deleted` : "";
  lines.push(
    "",
    `Published: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged${deleted}; ${c.refused} refused, ${c.failed} failed, ${c.blocked} blocked.`,
  );
  if (c.failed + c.blocked > 0) lines.push("Not everything was done. Run the same command again to finish: it creates no duplicates.");
  return `${lines.join("\n")}\n`;
}

const count = (n: number) => n.toLocaleString("en-US");

/**
 * Why a plan is refused for the sandbox's budgets: each budget now, after the plan, and its
 * limit, then one error per budget it goes over, with what to do. Empty when none is exceeded.
 */
export function budgetText(check: BudgetCheck, options: { color?: boolean; sandbox?: string } = {}): string {
  if (check.exceeded.length === 0) return "";
  const color = options.color ?? false;
  const rows = check.uses.map((u) => [
    budgetLabel(u.budget),
    count(u.now),
    count(u.after),
    count(u.limit),
    u.exceeded ? `over by ${count(u.after - u.limit)}` : "",
  ]);
  const head = ["BUDGET", "NOW", "AFTER", "LIMIT", ""];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `  ${cells
      .map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("  ")
      .trimEnd()}`;
  const where = options.sandbox ? `sandbox ${options.sandbox}` : "the sandbox";
  const lines = ["", `Audience budgets of ${where}, now and after this publish:`, line(head), ...rows.map(line), ""];
  for (const u of check.exceeded) {
    const what = budgetLabel(u.budget);
    lines.push(
      `${paint(color, "31", "error")}: this publish would leave ${count(u.after)} ${what} in ${where}, over its budget of ${count(u.limit)}`,
    );
    const instead = u.budget === "edge" ? "streaming or batch" : "batch";
    lines.push(
      u.budget === "audiences"
        ? "  = help: publish fewer audiences, or delete some (`publish --prune` deletes those no file declares)"
        : `  = help: evaluate some of them by ${instead} instead (evaluationInfo), or delete some (\`publish --prune\` deletes those no file declares)`,
    );
    const source = u.limit === AEP_AUDIENCE_BUDGETS[u.budget] ? "AEP's guardrail" : "the config's";
    lines.push(`  = note: ${count(u.limit)} is ${source}; \`budgets.${u.budget}\` in pql-audience.config.yaml sets an org's own limit`);
  }
  const n = check.exceeded.length;
  lines.push("", `The plan goes over ${n} budget${n === 1 ? "" : "s"}: nothing will be applied.`);
  return `${lines.join("\n")}\n`;
}

/** Why publish did not run: each audience file that did not load, with where and what. */
export function unloadedText(unloaded: readonly UnloadedFile[]): string {
  const n = unloaded.length;
  const lines = [
    `pql-audience: not publishing: ${n} audience file${n === 1 ? "" : "s"} did not load, and publishing without ${n === 1 ? "it" : "them"} would leave ${n === 1 ? "its definition" : "their definitions"} out of step:`,
  ];
  for (const u of unloaded) for (const p of u.problems) lines.push(`  ${v(u.file)}:${p.line}:${p.column}: ${v(p.message)}`);
  lines.push(
    `Fix ${n === 1 ? "it" : "them"} (\`pql-audience lint\` shows the details), or leave ${n === 1 ? "it" : "them"} out of the paths given to publish.`,
  );
  return `${lines.join("\n")}\n`;
}

/** Which files now record their definition's id, and which could not. Empty when nothing changed. */
export function recordingText(recording: IdRecording): string {
  const lines: string[] = [];
  const files = new Set(recording.recorded.map((r) => r.file)).size;
  if (files > 0)
    lines.push(
      `Recorded the definition id (x-pql-audience.id) in ${files} file${files === 1 ? "" : "s"}: commit ${files === 1 ? "it" : "them"}, so renaming or moving ${files === 1 ? "it" : "them"} updates the same definition.`,
    );
  for (const f of recording.failed)
    lines.push(`Could not record id ${v(f.id)} in ${v(f.file)} (${v(f.name)}): ${v(f.reason)}; add it under x-pql-audience.id by hand.`);
  return lines.length > 0 ? `${lines.join("\n")}\n` : "";
}
