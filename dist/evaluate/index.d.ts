export { evaluate, type EvaluationInput, type EvaluationResult, type Membership } from "./evaluate.js";
export type { ChainStepTrace, ChainTrace, Problem, Trace, TraceNode } from "./trace.js";
