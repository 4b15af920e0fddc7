import type { Span } from "../syntax/ast.js";
export interface Budget {
    /**
     * Evaluation steps: one per sub-expression evaluated and per combination a binding visits,
     * plus one per element of each array an expression gives (reading it costs that much).
     * Default 10,000,000 (about a second); `Infinity` removes the limit.
     */
    maxSteps?: number;
    /** The most elements or characters one value the evaluation builds may hold (`select`'s matches, a joined string). Default 1,000,000. */
    maxResultSize?: number;
}
export declare const DEFAULT_BUDGET: Readonly<Required<Budget>>;
/** Why an evaluation stopped: which limit, how much it allowed, and where in the expression it ran out. */
export interface BudgetExceeded {
    limit: "steps" | "result size";
    allowed: number;
    /** The sub-expression being evaluated when the budget ran out (a PQL span: map it to the file as other spans). */
    span: Span;
    /** E.g. "the evaluation needs more than 5,000,000 steps" (no position: the caller adds it, mapped to its file). */
    message: string;
}
/** Thrown inside the evaluator to unwind at once; `evaluate` turns it into a result. Not an Error: no stack is captured. */
export declare class OverBudget {
    exceeded: BudgetExceeded;
    constructor(exceeded: BudgetExceeded);
    /** Places the stop at a node that holds where it ran out (the outermost loop: where the work multiplied). */
    at(span: Span): void;
}
export declare class Meter {
    readonly maxSteps: number;
    readonly maxResultSize: number;
    private steps;
    constructor(budget: Budget | undefined);
    /** Counts `units` steps of work at `span`; over the budget, stops the evaluation. */
    step(span: Span, units?: number): void;
    /** Checks the size of a value being built at `span`. */
    size(span: Span, size: number): void;
    get used(): number;
}
