import type { EdgeType, Verdict } from "../analysis/verdict.js";
import type { Diagnostic } from "./diagnostic.js";
import type { RuleMeta } from "./rule-meta.js";
export interface AudienceResult {
    /** The audience `name`, or the file name for a bare `.pql`. */
    name: string;
    verdict: Verdict;
}
export interface FileResult {
    /** The path as the user named it (relative to the working directory). */
    file: string;
    /** The file's text, for code frames. */
    source: string;
    diagnostics: Diagnostic[];
    /** Empty when the file could not be read as an audience at all. */
    audiences: AudienceResult[];
}
export interface LintSummary {
    files: number;
    errors: number;
    warnings: number;
    infos: number;
    suppressed: number;
    fixable: number;
    audiences: number;
    eligible: number;
    notEligible: number;
    unknown: number;
    byType: Record<EdgeType, number>;
}
export interface LintResult {
    files: FileResult[];
    /** Meta of every rule that can report (for SARIF's rule list and docs links). */
    rules: RuleMeta[];
    summary: LintSummary;
}
