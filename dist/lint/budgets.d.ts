import type { AudienceFileKind } from "../audience/load.js";
/** How AEP evaluates an audience. */
export type EvaluationMethod = "edge" | "streaming" | "batch";
export interface AudienceBudgets {
    /** Audiences of every method. */
    audiences: number;
    streaming: number;
    edge: number;
}
export type BudgetName = keyof AudienceBudgets;
/** The order budgets are listed in: the narrowest first. */
export declare const BUDGET_NAMES: readonly BudgetName[];
export declare const AEP_AUDIENCE_BUDGETS: Readonly<AudienceBudgets>;
/** The `evaluationInfo` of an audience file or a live definition, as far as the method goes. */
export interface EvaluationToggles {
    batch?: {
        enabled?: boolean | undefined;
    } | undefined;
    continuous?: {
        enabled?: boolean | undefined;
    } | undefined;
    synchronous?: {
        enabled?: boolean | undefined;
    } | undefined;
}
/**
 * The method a definition states: edge when `synchronous` is enabled, else streaming when
 * `continuous` is, else batch (an omitted evaluationInfo means batch, "Segment definitions
 * endpoint"). Edge wins over streaming, as AEP evaluates such a definition on the edge.
 */
export declare function statedMethod(info: EvaluationToggles | null | undefined): EvaluationMethod;
/**
 * The method an audience file is checked for: a bare `.pql` file states none and is checked as an
 * edge audience (lint reports its edge reasons); an audience file states its own. Lint's drafts
 * and the portal's local files read a file this way.
 */
export declare function fileMethod(kind: AudienceFileKind, info: EvaluationToggles | null | undefined): EvaluationMethod;
/** Whether an audience of this method counts against this budget. */
export declare function countsAgainst(method: EvaluationMethod, budget: BudgetName): boolean;
/** How many audiences of each method. */
export type MethodCounts = Record<EvaluationMethod, number>;
export declare function emptyCounts(): MethodCounts;
/** How many audiences count against a budget, given the count of each method. */
export declare function used(counts: MethodCounts, budget: BudgetName): number;
/** "edge audiences", "streaming audiences", "audiences" (of every method). */
export declare function budgetLabel(budget: BudgetName): string;
/** The smallest of each budget: several config files may apply to the files of one publish. */
export declare function tightestBudgets(all: Iterable<AudienceBudgets>): AudienceBudgets;
