// Test helpers for the evaluator: parse a PQL text and evaluate it on a small profile.
import { evaluate, type EvaluationInput, type EvaluationResult } from "../../src/evaluate/index.js";
import { parse } from "../../src/syntax/index.js";

/** Wednesday 15 May 2024, 12:00 GMT: the instant every table evaluates at unless it says otherwise. */
export const NOW = "2024-05-15T12:00:00Z";

export function run(text: string, data: Partial<EvaluationInput> = {}): EvaluationResult {
  const { ast, errors } = parse(text);
  if (!ast) throw new Error(`does not parse: ${text}: ${errors.map((e) => e.message).join("; ")}`);
  return evaluate(ast, { profile: {}, events: [], now: NOW, ...data });
}

/** The value of `text` as JSON. */
export function valueOf(text: string, data: Partial<EvaluationInput> = {}): unknown {
  return run(text, data).value;
}

/** The problems the trace reports, as messages. */
export function problems(text: string, data: Partial<EvaluationInput> = {}): string[] {
  return run(text, data).trace.problems.map((p) => p.message);
}
