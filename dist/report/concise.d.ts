import type { FileResult, LintResult, LintSummary } from "../lint/lint-result.js";
import type { ReportOptions } from "./reporter.js";
export declare function concise(result: LintResult, options: ReportOptions): string;
/** One file's lines (each ending in a line break), for the report and for streaming it. */
export declare function conciseFile(file: FileResult, options: ReportOptions): string;
/** The closing line: counts, suppressed, fixable. */
export declare function conciseFooter(summary: LintSummary, withProblems: number): string;
