import type { AudienceEvaluation } from "../run/evaluate-audiences.js";
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
