import type { EdgeType, MethodDecision, StreamingVerdict, Verdict } from "../analysis/verdict.js";
import type { Diagnostic } from "./diagnostic.js";
import type { AskedMethods } from "./reported-for.js";
import type { RuleMeta } from "./rule-meta.js";
export interface AudienceResult {
    /** The audience `name`, or the file name for a bare `.pql`. */
    name: string;
    verdict: Verdict;
    /** The streaming verdict: the reasons streaming is ruled out, when it is. Set by lint (optional for results built by hand). */
    streaming?: StreamingVerdict;
    /** The method AEP evaluates the definition with (docs/evaluation-methods.md). Set by lint. */
    method?: MethodDecision;
    /** The methods the file asks for: lint reports an edge or streaming reason only for those (reported-for.ts). Set by lint. */
    asked?: AskedMethods;
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
