export { evaluate, type BudgetExceededResult, type Evaluated, type EvaluationInput, type EvaluationResult, type Membership, } from "./evaluate.js";
export { DEFAULT_BUDGET, type Budget, type BudgetExceeded } from "./budget.js";
export type { ChainStepTrace, ChainTrace, Problem, Trace, TraceNode } from "./trace.js";
