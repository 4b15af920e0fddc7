import type { Span } from "../syntax/ast.js";
/** The name of the rule a problem belongs to (the loader reports by the rule object). */
export type AudienceRule = string;
export interface AudienceProblem {
    rule: AudienceRule;
    message: string;
    /** Where in the audience file: 1-based line/column, 0-based UTF-16 offsets, end exclusive. */
    range: Span;
    /** Short text under the carets. */
    label?: string;
    hints: string[];
}
