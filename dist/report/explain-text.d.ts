import type { Diagnostic } from "../lint/diagnostic.js";
import type { AudienceExplanation } from "../lint/explain.js";
export declare function explainText(file: string, source: string, explanations: AudienceExplanation[], options?: {
    color?: boolean;
    width?: number;
}): string;
/**
 * Why `explain` has less (or nothing) to show: the problems that kept audiences of the file from
 * loading (invalid JSON or YAML, schema errors) as code frames, then one line that says so.
 */
export declare function loadProblemsText(file: string, source: string, problems: readonly Diagnostic[], explained: number, options?: {
    color?: boolean;
    width?: number;
}): string;
