export { evaluate, type BudgetExceededResult, type DataTooDeepResult, type Evaluated, type EvaluationInput, type EvaluationResult, type Membership, } from "./evaluate.js";
export { MAX_DATA_DEPTH, dataTooDeep, deepestPast, tooDeepMessage, type DataTooDeep } from "./data-depth.js";
export { DEFAULT_BUDGET, type Budget, type BudgetExceeded } from "./budget.js";
export type { ChainStepTrace, ChainTrace, Problem, Trace, TraceNode } from "./trace.js";
