import type * as z from "zod/mini";
import type { Span } from "../syntax/ast.js";
import type { LineMap } from "../syntax/positions.js";
import type { FieldPath, SourceTree } from "./source-tree.js";
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
export declare function schemaProblems(issues: readonly z.core.$ZodIssue[], data: unknown, tree: SourceTree, lines: LineMap): AudienceProblem[];
/** `evaluationInfo.synchronous.enabled`, `x-pql-audience.suppress[0].reason`; `the file` for the root. */
export declare function fieldName(path: FieldPath): string;
