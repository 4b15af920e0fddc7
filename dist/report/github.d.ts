import type { Diagnostic, Severity } from "../lint/diagnostic.js";
import type { FileResult, LintResult } from "../lint/lint-result.js";
import type { ReportOptions } from "./reporter.js";
/** Escapes the message part (after `::`). */
export declare function escapeData(text: string): string;
/** Escapes a property value (`file=`, `title=`...), where `:` and `,` are separators. */
export declare function escapeProperty(text: string): string;
export declare function githubCommand(severity: Severity): "error" | "warning" | "notice";
/** One workflow command for one diagnostic. */
export declare function annotation(d: Diagnostic, path: string): string;
/** Suppressed diagnostics are not annotated: the author already decided about them. */
export declare function github(result: LintResult, options: ReportOptions): string;
/** One file's annotations (each ending in a line break), for the report and for streaming it. */
export declare function githubFile(file: FileResult, options: ReportOptions): string;
