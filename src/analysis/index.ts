// analyze(ast) -> facts and the edge verdict; explainText(text) does the parsing too, and gives
// a syntax error the verdict docs/edge-eligibility.md describes (not eligible, with its syntax reasons).
import type { Expression } from "../syntax/ast.js";
import { parse, type ParseError } from "../syntax/index.js";
import { classify, type EdgeOptions } from "./edge.js";
import { extractFacts, type Facts } from "./facts.js";
import type { Verdict } from "./verdict.js";

export interface Analysis {
  facts: Facts;
  verdict: Verdict;
}

export function analyze(ast: Expression, options: EdgeOptions = {}): Analysis {
  const facts = extractFacts(ast);
  return { facts, verdict: classify(facts, options) };
}

export interface Explanation {
  verdict: Verdict;
  /** Null when the text does not parse. */
  facts: Facts | null;
  errors: ParseError[];
}

/** Parses and judges one PQL expression. */
export function explainText(text: string, options: EdgeOptions = {}): Explanation {
  const { ast, errors } = parse(text);
  if (!ast) return { verdict: syntaxVerdict(errors), facts: null, errors };
  return { ...analyze(ast, options), errors };
}

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
export type { EdgeType, Reason, Verdict } from "./verdict.js";
export { judgeWindow, type WindowBoundary } from "./time.js";
