import type { LintResult } from "../lint/lint-result.js";
import type { ReportOptions } from "./reporter.js";
/** GitHub rejects a step summary over 1 MiB; stay well under it (other steps may append). */
export declare const SUMMARY_BUDGET_BYTES = 900000;
/**
 * A table cell: pipes escaped (GitHub needs `\|` even inside code spans in a table), line breaks
 * as <br>, and HTML made inert outside code spans only: inside them `&lt;` would show literally.
 */
export declare function markdownCell(text: string): string;
export declare function githubSummary(result: LintResult, options: ReportOptions & {
    budgetBytes?: number;
}): string;
