import { type Budget, type EvaluationResult } from "../evaluate/index.js";
import type { Expression } from "../syntax/ast.js";
export interface RunnableAudience {
    name: string;
    /** `x-pql-audience.alias` (or the bare `.pql` file's name): what `alias:NAME` references. */
    alias?: string | undefined;
    /** `x-pql-audience.id`: what a reference by id names. */
    id?: string | undefined;
    ast: Expression;
}
export interface ProfileData {
    profile: unknown;
    events: readonly unknown[];
    now: number;
    /** Each audience's budget (evaluate's defaults when absent). */
    budget?: Budget | undefined;
}
export type AudienceEvaluation = EvaluationResult & {
    name: string;
};
/** The segment ids an expression references (`inSegment("...")`), aliases with their prefix. */
export declare function referencedIds(ast: Expression): string[];
/**
 * Each audience's result, in the order given. Referenced audiences of the same set are evaluated
 * first; a reference to one outside the set is read from the profile's `segmentMembership` (by
 * the evaluator). A
 * reference loop (which `lint` reports) reads the audiences still being evaluated as not met.
 */
/** What `inSegment` names an audience by: `alias:NAME` for its alias, and its recorded id. */
export declare function referenceKeys(audience: RunnableAudience): string[];
export declare function evaluateAudiences(audiences: readonly RunnableAudience[], data: ProfileData): AudienceEvaluation[];
