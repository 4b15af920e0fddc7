import type { Severity } from "../lint/diagnostic.js";
import type { LintResult } from "../lint/lint-result.js";
import { type ReportOptions } from "./reporter.js";
export declare const SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
export declare const FINGERPRINT_KEY = "pqlAudience/v1";
type SarifLevel = "error" | "warning" | "note" | "none";
export declare function sarifLevel(severity: Severity): SarifLevel;
/**
 * A path as a URI: relative ones stay relative (resolved against %SRCROOT%), with each segment
 * percent-encoded; absolute ones (the user named them so) become `file:` URIs.
 */
export declare function artifactLocation(path: string): {
    uri: string;
    uriBaseId?: string;
};
export declare function toSarif(result: LintResult, options: ReportOptions): object;
export declare function sarif(result: LintResult, options: ReportOptions): string;
export {};
