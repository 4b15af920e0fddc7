import type { LintResult } from "../lint/lint-result.js";
import { FORMAT_NAMES, type FormatName } from "./format-names.js";
import type { Reporter, ReportOptions } from "./reporter.js";
export type { Reporter, ReportOptions } from "./reporter.js";
export { githubSummary } from "./github-summary.js";
export { toJsonReport, JSON_REPORT_VERSION, type JsonReport } from "./json.js";
export { toSarif } from "./sarif.js";
export { streamingReporter, type StreamingReporter } from "./streaming.js";
export { FORMAT_NAMES, type FormatName };
export declare const reporters: Record<FormatName, Reporter>;
/** One `--format` value: a reporter, and a file to write (standard output when absent). */
export interface FormatRequest {
    name: FormatName;
    path?: string;
}
/** A `--format` value the CLI should reject with exit code 2; `message` is ready to print. */
export declare class FormatError extends Error {
    readonly name = "FormatError";
}
export declare function isFormatName(name: string): name is FormatName;
/** `json`, `sarif:reports/pql.sarif`, `json:-` (standard output). Splits at the first `:` so `sarif:C:\x` works. */
export declare function parseFormat(value: string): FormatRequest;
/** All `--format` values, in order; two reports cannot go to the same file, nor one format twice to stdout. */
export declare function parseFormats(values: readonly string[]): FormatRequest[];
/** What the CLI knows about where it runs (it reads the TTY and env; this only decides). */
export interface FormatContext {
    /** Standard output is a terminal. */
    stdoutIsTTY: boolean;
    /** `GITHUB_ACTIONS === "true"`. */
    githubActions: boolean;
}
/**
 * The formats to render: the requested ones as given; with none, `stylish` on a terminal or
 * `concise` when piped, plus `github` annotations when running in GitHub Actions.
 */
export declare function resolveFormats(requested: readonly FormatRequest[], context: FormatContext): FormatRequest[];
/** Renders one format. */
export declare function render(result: LintResult, name: FormatName, options: ReportOptions): string;
