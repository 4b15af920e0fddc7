import type { Diagnostic } from "../lint/diagnostic.js";
import type { AudienceExplanation } from "../lint/explain.js";
/** `edge (single-event)`, `streaming (multiple-events)`, `batch (not streaming-eligible, 2 reasons)`. */
export declare function methodLine(e: Pick<AudienceExplanation, "method" | "streaming">): string;
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
