// When each hygiene quota resets ("Quota endpoint" in docs/aep-docs.md): daily counters at the next 00:00 GMT, monthly
// ones on the 1st of the next month at 00:00 GMT, and dataset expirations never: they count
// expirations pending at once, which fall as they run or are cancelled. Pure: "now" is an argument.
import type { Quota } from "./quota.js";

export type QuotaPeriod = "daily" | "monthly" | "concurrent" | "unknown";

const CONCURRENT = new Set(["datasetExpirationQuota", "expirationDatasetQuota"]);

/** The period a quota counts over, read from its name (AEP names say it: daily..., monthly...). */
export function quotaPeriod(name: string): QuotaPeriod {
  if (CONCURRENT.has(name)) return "concurrent";
  if (/^daily/i.test(name)) return "daily";
  if (/^monthly/i.test(name)) return "monthly";
  return "unknown";
}

/** The next 00:00 GMT strictly after `now`. */
export function nextGmtMidnight(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}

/** The 1st of the next month, 00:00 GMT. */
export function nextGmtMonthStart(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** When the counter next goes back to 0 (ms since epoch), or undefined when it does not reset. */
export function nextReset(name: string, now: number): number | undefined {
  switch (quotaPeriod(name)) {
    case "daily":
      return nextGmtMidnight(now);
    case "monthly":
      return nextGmtMonthStart(now);
    default:
      return undefined;
  }
}

/** The key of the period `now` falls in: counters from another key are stale (emulator, tests). */
export function periodKey(period: QuotaPeriod, now: number): string {
  const iso = new Date(now).toISOString();
  if (period === "daily") return iso.slice(0, 10);
  if (period === "monthly") return iso.slice(0, 7);
  return "all";
}

/** Share used in percent; a quota of 0 with nothing consumed is 0 %, with something consumed 100 %. */
export function percentUsed(quota: Pick<Quota, "consumed" | "quota">): number {
  if (quota.quota <= 0) return quota.consumed > 0 ? 100 : 0;
  return (quota.consumed / quota.quota) * 100;
}

/** Everything the table and the JSON output say about one quota. */
export interface QuotaUsage {
  name: string;
  description?: string;
  consumed: number;
  quota: number;
  /** 0..100+, unrounded. */
  percentUsed: number;
  period: QuotaPeriod;
  /** ISO time of the next reset, or null when the quota does not reset on a clock. */
  resetsAt: string | null;
}

export function quotaUsage(quota: Quota, now: number): QuotaUsage {
  const reset = nextReset(quota.name, now);
  return {
    name: quota.name,
    ...(quota.description ? { description: quota.description } : {}),
    consumed: quota.consumed,
    quota: quota.quota,
    percentUsed: percentUsed(quota),
    period: quotaPeriod(quota.name),
    resetsAt: reset === undefined ? null : new Date(reset).toISOString(),
  };
}
