// The words and figures every `diff` report shares: sizes, the share change, a profile's name.
import type { DiffAudience, DiffRun, DiffSampleProfile } from "../diff/index.js";
import { plural } from "../text/plural.js";

export const count = (x: number) => x.toLocaleString("en-US");

/** "1,234 -> 1,300", with "none" for the side where the audience does not exist. */
export function sizes(a: DiffAudience, arrow: string): string {
  const side = (x: number | null) => (x === null ? "none" : count(x));
  return `${side(a.before)} ${arrow} ${side(a.after)}`;
}

/** The change of the audience's share of the profiles, in percentage points: "+1.25 pp". */
export function shareChange(a: DiffAudience, profiles: number): string {
  if (profiles === 0) return "0 pp";
  const points = (((a.after ?? 0) - (a.before ?? 0)) / profiles) * 100;
  return `${points > 0 ? "+" : points < 0 ? "−" : "±"}${Math.abs(points).toFixed(2)} pp`;
}

/** A sample profile by its primary identity, as `estimate` prints it. */
export function profileName(s: DiffSampleProfile): string {
  return s.primaryId ?? `profile #${s.pid + 1} (no identity)`;
}

/** Whether a report shows the audience: every one that changed, and with --all the unchanged too. */
export function shown(a: DiffAudience, all: boolean): boolean {
  return all || a.status !== "unchanged";
}

/** "2 changed, 1 new; 5 unchanged": the statuses counted, in the order a reviewer reads them. */
export function statusCounts(run: DiffRun): string {
  const order = ["changed", "changed-through", "new", "deleted", "unchanged"] as const;
  const parts = order.flatMap((status) => {
    const n = run.audiences.filter((a) => a.status === status).length;
    return n > 0 ? [`${n} ${status}`] : [];
  });
  return `${plural(run.audiences.length, "audience")}${parts.length > 0 ? `: ${parts.join(", ")}` : ""}`;
}

/** "over --fail-on-change 10 %" lines: one per audience over the limit. */
export function overLimitWords(a: DiffAudience, limit: number): string {
  const moved =
    a.before === null ? "new" : a.after === null ? "deleted" : a.before === 0 ? `from no member to ${count(a.after)}` : `${sizes(a, "->")}`;
  return `${a.file}: ${a.name}: its size moved more than ${limit} % (${moved})`;
}
