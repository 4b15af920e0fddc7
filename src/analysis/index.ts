// analyze(ast) -> facts, the edge and streaming verdicts and the evaluation method; explainText(text)
// does the parsing too, and gives a syntax error the verdict docs/evaluation-methods.md describes
// (not eligible, with its syntax reasons; batch).
import type { Expression } from "../syntax/ast.js";
import { parse, type ParseError } from "../syntax/index.js";
import { classify, type EdgeOptions } from "./edge.js";
import { extractFacts, type Facts } from "./facts.js";
import { decideMethod } from "./method.js";
import { classifyStreaming } from "./streaming.js";
import type { MethodDecision, StreamingVerdict, Verdict } from "./verdict.js";

export interface Analysis {
  facts: Facts;
  verdict: Verdict;
  streaming: StreamingVerdict;
  method: MethodDecision;
}

export function analyze(ast: Expression, options: EdgeOptions = {}): Analysis {
  const facts = extractFacts(ast);
  const verdict = classify(facts, options);
  const streaming = classifyStreaming(facts, options.resolveSegment ? { resolveSegment: options.resolveSegment } : {});
  return { facts, verdict, streaming, method: decideMethod(verdict, streaming) };
}

export interface Explanation {
  verdict: Verdict;
  streaming: StreamingVerdict;
  method: MethodDecision;
  /** Null when the text does not parse. */
  facts: Facts | null;
  errors: ParseError[];
}

/** Parses and judges one PQL expression. */
export function explainText(text: string, options: EdgeOptions = {}): Explanation {
  const { ast, errors } = parse(text);
  if (!ast) return { verdict: syntaxVerdict(errors), ...unparsed, facts: null, errors };
  return { ...analyze(ast, options), errors };
}

/** A definition that does not parse is evaluated by no method; its syntax reasons are in the edge verdict. */
const unparsed: Pick<Explanation, "streaming" | "method"> = {
  streaming: { eligible: false, type: null, reasons: [] },
  method: { method: "batch", edgeType: null, streamingType: null },
};

export function syntaxVerdict(errors: ParseError[]): Verdict {
  return {
    eligible: false,
    type: null,
    reasons: errors.map((e) => ({
      rule: e.rule,
      code: e.code,
      severity: "error" as const,
      message: e.message,
      range: e.span,
      ...(e.label ? { label: e.label } : {}),
      hints: e.hints,
    })),
  };
}

export { classify, shapeOf, type EdgeOptions, type SegmentLookup } from "./edge.js";
export type { EventReference, Facts, ProfileAttribute, SegmentReferenceFact } from "./facts.js";
export type { EdgeType, Method, MethodDecision, Reason, StreamingType, StreamingVerdict, Verdict } from "./verdict.js";
export { classifyStreaming, streamingShapeOf } from "./streaming.js";
export { decideMethod, methodRank } from "./method.js";
export { judgeWindow, type WindowBoundary } from "./time.js";
