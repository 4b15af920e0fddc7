import type { LintResult } from "../lint/lint-result.js";
export interface FixOutcome {
    files: number;
    edits: number;
}
export declare function applyFixes(result: LintResult): Promise<FixOutcome>;
