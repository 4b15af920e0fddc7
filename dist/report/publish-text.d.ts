import type { ApplyReport } from "../publish/apply.js";
import type { BudgetCheck } from "../publish/budgets.js";
import type { UnloadedFile } from "../publish/candidates.js";
import type { IdRecording } from "../publish/record-ids.js";
import type { Plan } from "../publish/plan.js";
/** `prune`: list the orphans as deletions (publish --prune); otherwise say how many there are. */
/** `pqlFiles`: how many bare `.pql` files the run left out (no name or schema to publish). */
export declare function planText(plan: Plan, options?: {
    color?: boolean;
    prune?: boolean;
    pqlFiles?: number;
}): string;
export declare function applyText(report: ApplyReport, options?: {
    color?: boolean;
}): string;
/**
 * Why a plan is refused for the sandbox's budgets: each budget now, after the plan, and its
 * limit, then one error per budget it goes over, with what to do. Empty when none is exceeded.
 */
export declare function budgetText(check: BudgetCheck, options?: {
    color?: boolean;
    sandbox?: string;
}): string;
/** Why publish did not run: each audience file that did not load, with where and what. */
export declare function unloadedText(unloaded: readonly UnloadedFile[]): string;
/** Which files now record their definition's id, and which could not. Empty when nothing changed. */
export declare function recordingText(recording: IdRecording): string;
