import { type QuotaUsage } from "../api/quota-period.js";
export interface QuotaOptions {
    type?: string;
    format: "table" | "json";
    failAbove?: number;
    debug: boolean;
    now?: number;
}
/** What `--format json` prints: the same facts as the table. */
export interface QuotaReport {
    checkedAt: string;
    quotas: QuotaUsage[];
    failAbove: number | null;
    /** Names of quotas above failAbove; empty without it. */
    above: string[];
}
export declare function runQuota(options: QuotaOptions): Promise<number>;
