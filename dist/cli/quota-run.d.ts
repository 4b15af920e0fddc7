import type { QuotaType } from "../text/quota-names.js";
import { type QuotaUsage } from "../api/quota-period.js";
import { type BudgetUsage } from "../report/quota-table.js";
export interface QuotaOptions {
    /** One of the documented names: `quota --type` takes no other (its yargs choices). */
    type?: QuotaType;
    format: "table" | "json";
    failAbove?: number;
    debug: boolean;
    now?: number;
    /** Where the nearest config (its `budgets`) is looked for; default the working directory. */
    cwd?: string;
}
/** What `--format json` prints: the same facts as the table. */
export interface QuotaReport {
    checkedAt: string;
    quotas: QuotaUsage[];
    /** The sandbox's audiences against its budgets; absent with --type (one lifecycle quota asked for). */
    audiences?: {
        sandbox: string;
        budgets: BudgetUsage[];
    };
    failAbove: number | null;
    /** Names of quotas above failAbove (`budgets.edge` for a budget); empty without it. */
    above: string[];
}
export declare function runQuota(options: QuotaOptions): Promise<number>;
