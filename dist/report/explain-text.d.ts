import type { Diagnostic } from "../lint/diagnostic.js";
import type { AudienceExplanation } from "../lint/explain.js";
export declare function verdictLine(e: Pick<AudienceExplanation, "verdict">): string;
/** `edge (single-event)`, `streaming (multiple-events)`, `batch (not streaming-eligible, 2 reasons)`. */
export declare function methodLine(e: Pick<AudienceExplanation, "method" | "streaming">): string;
/**
 * The verdict in a few lines, for an editor's hover: the verdict, the method, then one line per
 * reason (edge's, then streaming's) with its severity as explain shows it, its code, rule, place
 * and message; no code frames, no facts (`explain` prints those).
 */
export declare function verdictOutline(e: Pick<AudienceExplanation, "verdict" | "streaming" | "method" | "asked">): string[];
export declare function explainText(file: string, source: string, explanations: AudienceExplanation[], options?: {
    color?: boolean;
    width?: number;
}): string;
/**
 * What lint finds in the file besides the verdicts shown: the problems that kept audiences from
 * loading (invalid JSON or YAML, schema errors) and the other errors lint fails the file for
 * (bytes that are not UTF-8, a reference to nothing), as code frames, then one line that says so.
 */
export declare function problemsText(file: string, source: string, problems: readonly Diagnostic[], explained: {
    audiences: number;
    incomplete: boolean;
}, options?: {
    color?: boolean;
    width?: number;
}): string;
