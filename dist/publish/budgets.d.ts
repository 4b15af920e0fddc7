import { type AudienceBudgets, type BudgetName } from "../lint/budgets.js";
import type { DefinitionRef, LiveDefinition, Plan } from "./plan.js";
export interface BudgetUse {
    budget: BudgetName;
    /** Definitions of the sandbox that count against it now. */
    now: number;
    /** And once the plan is applied. */
    after: number;
    limit: number;
    /** The plan takes it past its limit (and adds to it). */
    exceeded: boolean;
}
export interface BudgetCheck {
    /** Edge, streaming, then every audience. */
    uses: BudgetUse[];
    exceeded: BudgetUse[];
}
export declare function checkBudgets(plan: Plan, live: readonly LiveDefinition[], limits: AudienceBudgets, prune?: readonly DefinitionRef[]): BudgetCheck;
