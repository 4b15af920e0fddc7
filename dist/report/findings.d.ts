import type { EdgeType, Verdict } from "../analysis/verdict.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import type { FileResult, LintResult, LintSummary } from "../lint/lint-result.js";
export declare const EDGE_TYPES: readonly EdgeType[];
/** Source order: by start offset, then end, then code, so output is stable whatever the rules' order. */
export declare function byPosition(a: Diagnostic, b: Diagnostic): number;
/** The diagnostics that count: not silenced by a suppression, in source order. */
export declare function activeDiagnostics(file: FileResult): Diagnostic[];
export declare function suppressedDiagnostics(file: FileResult): Diagnostic[];
/** What a person reads, optionally with suppressed ones mixed back in at their place. */
export declare function shownDiagnostics(file: FileResult, showSuppressed: boolean | undefined): Diagnostic[];
/** The command that prints a rule's documentation in the terminal. */
export declare function docsCommand(rule: string): string;
/** Files with at least one diagnostic that was not suppressed. */
export declare function filesWithProblems(result: LintResult): number;
/** "2 errors, 1 warning, 1 info in 3 files (6 files checked)" or "no problems (6 files checked)". */
export declare function problemCounts(result: LintResult): string;
/** problemCounts from the totals alone (a streamed run keeps no files to count). */
export declare function problemCountsOf(s: LintSummary, withProblems: number): string;
/** The extras after the counts: "1 suppressed; 1 fixable with --fix" (empty when none). */
export declare function problemExtras(summary: LintSummary): string[];
/** "single-event 1, profile-only 2": only the edge types that occur, in the table's order. */
export declare function edgeTypeCounts(summary: LintSummary): string;
/** "6 audiences: 4 edge-eligible (single-event 1, ...), 1 not eligible, 1 unknown (unresolved segment)". */
export declare function edgeSummary(summary: LintSummary): string;
/** One audience's verdict in a word or two: the edge type, "not eligible" or "unknown". */
export declare function verdictWords(verdict: Verdict): string;
/**
 * A cwd-relative path as a repository-relative one: `prefix/path` with `.` and `..` resolved
 * and `/` separators. Absolute paths and `<stdin>` are returned as they are.
 */
export declare function repoPath(path: string, prefix: string | undefined): string;
