import type { LintResult } from "../lint/lint-result.js";
export interface ReportOptions {
    /** The tool's version, for JSON, SARIF and JUnit (`pql-audience --version`). */
    toolVersion: string;
    /** ANSI colours; only the stylish reporter uses them. The CLI sets it: TTY and no NO_COLOR. */
    color?: boolean;
    /** Also show diagnostics a suppression silenced (stylish, concise; JSON and SARIF always include them). */
    showSuppressed?: boolean;
    /** Terminal width in cells, so stylish frames cut long source lines instead of wrapping. */
    width?: number;
    /**
     * SARIF: absolute `file:` URI of the directory the file paths are relative to (the repository
     * root in CI), written as `originalUriBaseIds["%SRCROOT%"]`. Without it the base is left open.
     */
    srcRoot?: string;
    /**
     * Where the working directory sits inside the repository (`packages/audiences`), for formats
     * that GitHub resolves against the repository root: github annotations and SARIF URIs get it
     * in front of each relative path (then `srcRoot` should be the repository root). The CLI
     * computes it as the working directory relative to GITHUB_WORKSPACE; empty by default.
     */
    repoPathPrefix?: string;
    /** The project's home page (SARIF `informationUri`). */
    informationUri?: string;
    /** A web page documenting a rule (JSON `docs.url`, SARIF `helpUri`); none when it returns undefined. */
    ruleDocsUrl?: (rule: {
        code: string;
        name: string;
    }) => string | undefined;
    /**
     * JUnit: warnings are failures too. The CLI sets it when the warnings exceed --max-warnings,
     * the one case where they make the run exit 1; otherwise only errors fail.
     */
    warningsFail?: boolean;
}
export type Reporter = (result: LintResult, options: ReportOptions) => string;
export declare const TOOL_NAME = "pql-audience";
