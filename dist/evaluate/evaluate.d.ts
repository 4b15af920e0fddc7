import type * as A from "../syntax/ast.js";
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
}
export interface EvaluationResult {
    /** Whether the profile is in the audience: the value is true, or a non-empty array. */
    qualifies: boolean;
    /** The expression's value as JSON (timestamps as ISO strings). */
    value: unknown;
    trace: Trace;
}
export declare function evaluate(ast: A.Expression, input: EvaluationInput): EvaluationResult;
