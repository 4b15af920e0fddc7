import type { Quota } from "./quota.js";
export type QuotaPeriod = "daily" | "monthly" | "concurrent" | "unknown";
/** The period a quota counts over, read from its name (AEP names say it: daily..., monthly...). */
export declare function quotaPeriod(name: string): QuotaPeriod;
/** The next 00:00 GMT strictly after `now`. */
export declare function nextGmtMidnight(now: number): number;
/** The 1st of the next month, 00:00 GMT. */
export declare function nextGmtMonthStart(now: number): number;
/** When the counter next goes back to 0 (ms since epoch), or undefined when it does not reset. */
export declare function nextReset(name: string, now: number): number | undefined;
/** The key of the period `now` falls in: counters from another key are stale (emulator, tests). */
export declare function periodKey(period: QuotaPeriod, now: number): string;
/** Share used in percent; a quota of 0 with nothing consumed is 0 %, with something consumed 100 %. */
export declare function percentUsed(quota: Pick<Quota, "consumed" | "quota">): number;
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
export declare function quotaUsage(quota: Quota, now: number): QuotaUsage;
