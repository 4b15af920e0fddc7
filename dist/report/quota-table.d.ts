import type { QuotaUsage } from "../api/quota-period.js";
import { type BudgetName } from "../lint/budgets.js";
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
/** "4 quotas; highest datasetExpirationQuota at 24.0 %; no quota above 90 %". */
export declare function quotaSummary(usages: QuotaUsage[], failAbove?: number): string;
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
export declare function renderBudgetTable(usages: BudgetUsage[], options: {
    color?: boolean;
    failAbove?: number;
    sandbox: string;
}): string;
/**
 * "audiences in sandbox prod: 2 of 150 edge, 1 of 500 streaming, 5 of 4,000 in all", and with
 * `--fail-above` the budgets past it by name ("; above 1 %: edge audiences (8 of 150)"): what
 * made the exit code 1, said where it is.
 */
export declare function budgetSummary(usages: BudgetUsage[], sandbox: string, failAbove?: number): string;
