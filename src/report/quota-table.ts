// The quota table: one row per quota with consumption, a bar, percent used and when it resets.
// Pure: time and colour are arguments, so the snapshot test pins the exact text.
import type { QuotaUsage } from "../api/quota-period.js";
import { budgetLabel, type BudgetName } from "../lint/budgets.js";
import { plural } from "../text/plural.js";
import { visibleControls } from "../text/visible-controls.js";

const BAR_WIDTH = 10;
const HEADERS = ["QUOTA", "CONSUMED", "LIMIT", "", "%", "RESETS"] as const;

export interface QuotaTableOptions {
  now: number;
  color?: boolean;
  /** The --fail-above threshold, marked in red when passed. */
  failAbove?: number;
}

export function bar(percent: number, width = BAR_WIDTH): string {
  const full = Math.min(width, Math.max(0, Math.round((percent / 100) * width)));
  return "█".repeat(full) + "░".repeat(width - full);
}

export function formatPercent(percent: number): string {
  // Below 0.1 % but not zero still shows as "<0.1" so a started quota never reads 0.
  if (percent > 0 && percent < 0.1) return "<0.1";
  return percent.toFixed(1);
}

export function formatReset(usage: QuotaUsage, now: number): string {
  if (usage.period === "concurrent") return "does not reset (pending at once)";
  if (!usage.resetsAt) return "not stated";
  const at = Date.parse(usage.resetsAt);
  return `${usage.resetsAt.slice(0, 16).replace("T", " ")} GMT (in ${duration(at - now)})`;
}

/** `3 h 12 min`, `9 days`, `45 min`. */
export function duration(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  return `${Math.round(hours / 24)} days`;
}

const number = (n: number) => n.toLocaleString("en-US");

export function renderQuotaTable(usages: QuotaUsage[], options: QuotaTableOptions): string {
  const { color = false, failAbove } = options;
  const rows = usages.map((u) => [
    visibleControls(u.name),
    number(u.consumed),
    number(u.quota),
    bar(u.percentUsed),
    formatPercent(u.percentUsed),
    formatReset(u, options.now),
  ]);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const rightAligned = new Set([1, 2, 4]);
  const cell = (text: string, i: number) =>
    rightAligned.has(i) ? text.padStart(widths[i] ?? 0) : i === HEADERS.length - 1 ? text : text.padEnd(widths[i] ?? 0);
  const paint = (text: string, code: number) => (color ? `\u001b[${code}m${text}\u001b[39m` : text);
  const lines = [
    HEADERS.map((h, i) => cell(h, i))
      .join("  ")
      .trimEnd(),
  ];
  if (color) lines[0] = `\u001b[1m${lines[0]}\u001b[22m`;
  rows.forEach((row, r) => {
    const used = usages[r]!.percentUsed; // one row per usage
    const level = failAbove !== undefined && used > failAbove ? 31 : used >= 90 ? 31 : used >= 75 ? 33 : 32;
    lines.push(row.map((text, i) => (i === 3 ? paint(cell(text, i), level) : cell(text, i))).join("  "));
  });
  return `${lines.join("\n")}\n`;
}

/** "4 quotas; highest datasetExpirationQuota at 24.0 %; no quota above 90 %". */
export function quotaSummary(usages: QuotaUsage[], failAbove?: number): string {
  if (usages.length === 0) return "no quotas returned";
  const highest = usages.reduce((a, b) => (b.percentUsed > a.percentUsed ? b : a));
  const count = plural(usages.length, "quota");
  let text =
    highest.percentUsed === 0
      ? `${count}, none used yet`
      : `${count}; highest ${visibleControls(highest.name)} at ${formatPercent(highest.percentUsed)} %`;
  if (failAbove !== undefined) {
    const above = usages.filter((u) => u.percentUsed > failAbove);
    text +=
      above.length === 0
        ? `; no quota above ${failAbove} %`
        : `; ${above.length} above ${failAbove} %: ${above.map((u) => visibleControls(u.name)).join(", ")}`;
  }
  return text;
}

/** One of the sandbox's audience budgets (src/lint/budgets.ts) as `quota` shows it. */
export interface BudgetUsage {
  budget: BudgetName;
  used: number;
  limit: number;
  percentUsed: number;
}

/**
 * The audience budgets, under the data lifecycle quotas and in their columns: a budget is a count
 * of the sandbox's definitions now, so it does not reset.
 */
export function renderBudgetTable(usages: BudgetUsage[], options: { color?: boolean; failAbove?: number; sandbox: string }): string {
  const { color = false, failAbove } = options;
  const head = [`AUDIENCES (sandbox ${options.sandbox})`, "USED", "LIMIT", "", "%"];
  const rows = usages.map((u) => [
    budgetLabel(u.budget),
    number(u.used),
    number(u.limit),
    bar(u.percentUsed),
    formatPercent(u.percentUsed),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const cell = (text: string, i: number) => (i === 1 || i === 2 || i === 4 ? text.padStart(widths[i]!) : text.padEnd(widths[i]!));
  const paint = (text: string, code: number) => (color ? `\u001b[${code}m${text}\u001b[39m` : text);
  const first = head.map(cell).join("  ").trimEnd();
  const lines = [color ? `\u001b[1m${first}\u001b[22m` : first];
  rows.forEach((row, r) => {
    const used = usages[r]!.percentUsed; // one row per usage
    const level = (failAbove !== undefined && used > failAbove) || used > 100 ? 31 : used >= 90 ? 31 : used >= 75 ? 33 : 32;
    lines.push(row.map((text, i) => (i === 3 ? paint(cell(text, i), level) : cell(text, i))).join("  "));
  });
  return `${lines.join("\n")}\n`;
}

/**
 * "audiences in sandbox prod: 2 of 150 edge, 1 of 500 streaming, 5 of 4,000 in all", and with
 * `--fail-above` the budgets past it by name ("; above 1 %: edge audiences (8 of 150)"): what
 * made the exit code 1, said where it is.
 */
export function budgetSummary(usages: BudgetUsage[], sandbox: string, failAbove?: number): string {
  const part = (u: BudgetUsage) => `${number(u.used)} of ${number(u.limit)} ${u.budget === "audiences" ? "in all" : u.budget}`;
  const over = usages.filter((u) => u.used > u.limit);
  const overText = over.length === 0 ? "" : `; over budget: ${over.map((u) => budgetLabel(u.budget)).join(", ")}`;
  const above = failAbove === undefined ? [] : usages.filter((u) => u.percentUsed > failAbove);
  const aboveText =
    above.length === 0
      ? ""
      : `; above ${failAbove} %: ${above.map((u) => `${budgetLabel(u.budget)} (${number(u.used)} of ${number(u.limit)})`).join(", ")}`;
  return `audiences in sandbox ${sandbox}: ${usages.map(part).join(", ")}${overText}${aboveText}`;
}
