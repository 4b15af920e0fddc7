import type { Verdict } from "../analysis/verdict.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import type { LintResult } from "../lint/lint-result.js";
import { type ReportOptions } from "./reporter.js";
export declare const JSON_REPORT_VERSION = 1;
/** 1-based line and column (UTF-16 code units) and the 0-based UTF-16 offset of the same place. */
export interface JsonPosition {
    line: number;
    column: number;
    offset: number;
}
/** Half-open: `end` is just past the last character. */
export interface JsonRange {
    start: JsonPosition;
    end: JsonPosition;
}
export interface JsonDiagnostic {
    code: string;
    rule: string;
    severity: "error" | "warning" | "info";
    message: string;
    range: JsonRange;
    label: string | null;
    hints: string[];
    fix: {
        description: string;
        edits: {
            range: JsonRange;
            text: string;
        }[];
    } | null;
    related: {
        path: string;
        range: JsonRange;
        message: string;
    }[];
    docs: {
        command: string;
        url: string | null;
    };
}
export interface JsonSuppressedDiagnostic extends JsonDiagnostic {
    suppression: {
        kind: "inSource" | "external";
        reason: string;
    };
}
export interface JsonAudience {
    name: string;
    verdict: {
        eligible: boolean | null;
        type: Verdict["type"];
        reasons: {
            code: string;
            rule: string;
            severity: "error" | "warning" | "info";
            message: string;
        }[];
    };
}
export interface JsonFileReport {
    path: string;
    diagnostics: JsonDiagnostic[];
    suppressed: JsonSuppressedDiagnostic[];
    audiences: JsonAudience[];
}
export interface JsonReport {
    version: typeof JSON_REPORT_VERSION;
    tool: {
        name: string;
        version: string;
    };
    files: JsonFileReport[];
    summary: LintResult["summary"] & {
        filesWithProblems: number;
    };
}
export declare function toJsonReport(result: LintResult, options: ReportOptions): JsonReport;
export declare function json(result: LintResult, options: ReportOptions): string;
/** One diagnostic as the JSON report writes it (evaluate and test carry lint's findings in this shape too). */
export declare function jsonDiagnostic(d: Diagnostic, options: Pick<ReportOptions, "ruleDocsUrl">): JsonDiagnostic;
