import type { DiffRun } from "../diff/index.js";
export declare function diffMarkdown(run: DiffRun, options?: {
    all?: boolean;
    budgetBytes?: number;
}): string;
/** GitHub workflow commands: a notice on each changed audience's file (an error when over --fail-on-change). */
export declare function diffAnnotations(run: DiffRun): string;
