import type { LintResult } from "../lint/types.js";
export interface FixOutcome {
    files: number;
    edits: number;
}
export declare function applyFixes(result: LintResult): Promise<FixOutcome>;
