import type { AudienceEvaluation } from "../run/evaluate-audiences.js";
import { type OutlineLine } from "../run/trace-outline.js";
import { type Paint } from "./code-frame.js";
/**
 * A trace outline as text, one line per boolean part: its value (coloured) and its text, nested
 * as written. Shared by `evaluate` and by the failures `test` reports.
 */
export declare function traceLines(outline: readonly OutlineLine[], paint: Paint, indent: string): string[];
export interface EvaluationTextInput {
    /** The file name shown (or `<stdin>`). */
    file: string;
    /** Each audience's PQL, in the order of `results`: the trace's spans are offsets into it. */
    pql: readonly string[];
    results: readonly AudienceEvaluation[];
    /** The instant evaluated at, ISO-8601. */
    now: string;
}
export declare function evaluationText(input: EvaluationTextInput, options?: {
    color?: boolean;
}): string;
