// The evaluator: PQL's meaning on one profile, its events and an instant. Pure: runs in a
// browser, an editor or a worker unchanged.
export { evaluate, type EvaluationInput, type EvaluationResult, type Membership } from "./evaluate.js";
export type { ChainStepTrace, ChainTrace, Problem, Trace, TraceNode } from "./trace.js";
