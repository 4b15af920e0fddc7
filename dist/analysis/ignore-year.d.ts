import type * as A from "../syntax/ast.js";
export interface IgnoreYearConstraint {
    /** The date attribute, e.g. `person.birthDate`. */
    path: string;
    /** The comparison that matches month/day only. */
    span: A.Span;
}
export declare function ignoreYearConstraints(root: A.Expression): IgnoreYearConstraint[];
