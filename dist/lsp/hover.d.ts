import type { AudienceExplanation } from "../lint/explain.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import type { StreamingVerdict, Verdict, MethodDecision } from "../analysis/verdict.js";
export interface WordAt {
    word: string;
    start: number;
    end: number;
    /** Written after a `.` (a method, or a field of a path). */
    afterDot: boolean;
    /** Followed by `(` (a call). */
    called: boolean;
}
export declare function wordAt(text: string, offset: number): WordAt | undefined;
/** The documentation of the word at the cursor, as Markdown; only for words PQL has. */
export declare function wordHover(w: WordAt): string | undefined;
export declare function verdictSummary(verdict: Verdict): string;
/** The hover of a reference to another audience of the project. */
export declare function referenceHover(reference: string, target: {
    name: string;
    file: string;
    verdict: Verdict | undefined;
    method?: MethodDecision | undefined;
    streaming?: StreamingVerdict | undefined;
} | undefined): string;
/**
 * The verdict of the audience under the cursor, its method and one line per reason (the code
 * frames and facts are `explain`'s: a hover is read at a glance), and the hints of the
 * diagnostics there.
 */
export declare function expressionHover(explanation: AudienceExplanation, here: readonly Diagnostic[]): string;
