import type * as A from "../syntax/ast.js";
import { type Budget, type BudgetExceeded } from "./budget.js";
import { type DataTooDeep } from "./data-depth.js";
import { type Trace } from "./trace.js";
/** Who else the profile belongs to, as the caller knows it: ids, a table of id -> member, or a test. */
export type Membership = readonly string[] | Readonly<Record<string, boolean>> | ((segmentId: string) => boolean);
export interface EvaluationInput {
    /** The profile as AEP stores it (XDM JSON: nested objects, `identityMap`, `segmentMembership`). */
    profile: unknown;
    /** The profile's ExperienceEvents (`eventType`, `timestamp` as ISO-8601, any other fields). */
    events?: readonly unknown[];
    /** The evaluation instant: a Date, milliseconds since the epoch, or an ISO-8601 string. */
    now: Date | number | string;
    membership?: Membership;
    /** The most work and the biggest value this evaluation may take; defaults protect a caller that sets nothing. */
    budget?: Budget;
}
/** The expression was evaluated: the profile qualifies or not. */
export interface Evaluated {
    status: "evaluated";
    /** Whether the profile is in the audience: the value is true, or a non-empty array. */
    qualifies: boolean;
    /** The expression's value as JSON (timestamps as ISO strings). */
    value: unknown;
    trace: Trace;
}
/** The evaluation went over its budget: there is no answer (neither in nor out), and `budget` says where it stopped. */
export interface BudgetExceededResult {
    status: "budget-exceeded";
    qualifies: undefined;
    value: undefined;
    /** What was recorded before the evaluation stopped. */
    trace: Trace;
    budget: BudgetExceeded;
}
/**
 * The profile or one of its events nests past MAX_DATA_DEPTH levels: it was not evaluated, so
 * there is no answer (neither in nor out), and `data` says where the data is too deep.
 */
export interface DataTooDeepResult {
    status: "data-too-deep";
    qualifies: undefined;
    value: undefined;
    /** The expression's top node with no value: nothing was evaluated. */
    trace: Trace;
    data: DataTooDeep;
}
export type EvaluationResult = Evaluated | BudgetExceededResult | DataTooDeepResult;
export declare function evaluate(ast: A.Expression, input: EvaluationInput): EvaluationResult;
