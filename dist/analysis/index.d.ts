import type { Expression } from "../syntax/ast.js";
import { type ParseError } from "../syntax/index.js";
import { type EdgeOptions } from "./edge.js";
import { type Facts } from "./facts.js";
import type { MethodDecision, StreamingVerdict, Verdict } from "./verdict.js";
export interface Analysis {
    facts: Facts;
    verdict: Verdict;
    streaming: StreamingVerdict;
    method: MethodDecision;
}
export declare function analyze(ast: Expression, options?: EdgeOptions): Analysis;
export interface Explanation {
    verdict: Verdict;
    streaming: StreamingVerdict;
    method: MethodDecision;
    /** Null when the text does not parse. */
    facts: Facts | null;
    errors: ParseError[];
}
/** Parses and judges one PQL expression. */
export declare function explainText(text: string, options?: EdgeOptions): Explanation;
export declare function syntaxVerdict(errors: ParseError[]): Verdict;
export { classify, shapeOf, type EdgeOptions, type SegmentLookup } from "./edge.js";
export type { EventReference, Facts, ProfileAttribute, SegmentReferenceFact } from "./facts.js";
export type { EdgeType, Method, MethodDecision, Reason, StreamingType, StreamingVerdict, Verdict } from "./verdict.js";
export { classifyStreaming, streamingShapeOf } from "./streaming.js";
export { decideMethod, methodRank } from "./method.js";
export { judgeWindow, type WindowBoundary } from "./time.js";
