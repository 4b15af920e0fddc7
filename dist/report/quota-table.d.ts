import type { QuotaUsage } from "../api/quota-period.js";
export interface QuotaTableOptions {
    now: number;
    color?: boolean;
    /** The --fail-above threshold, marked in red when passed. */
    failAbove?: number;
}
export declare function bar(percent: number, width?: number): string;
export declare function formatPercent(percent: number): string;
export declare function formatReset(usage: QuotaUsage, now: number): string;
/** `3 h 12 min`, `9 days`, `45 min`. */
export declare function duration(ms: number): string;
export declare function renderQuotaTable(usages: QuotaUsage[], options: QuotaTableOptions): string;
/** "4 quotas; highest datasetExpirationQuota at 24.0 %; none above 90 %". */
export declare function quotaSummary(usages: QuotaUsage[], failAbove?: number): string;
