// The budget of one evaluation: how much work it may do and how big a value it may build, so
// that no expression and no data (nested bindings over thousands of elements, a string doubled
// in nested `let`s) can hang or exhaust the host. Going over is a result, never a hang or a throw:
// `evaluate` stops where the budget ran out and says so.
import type { Span } from "../syntax/ast.js";
import { noun } from "../text/plural.js";

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

export const DEFAULT_BUDGET: Readonly<Required<Budget>> = { maxSteps: 10_000_000, maxResultSize: 1_000_000 };

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
export class OverBudget {
  constructor(public exceeded: BudgetExceeded) {}

  /** Places the stop at a node that holds where it ran out (the outermost loop: where the work multiplied). */
  at(span: Span): void {
    this.exceeded = { ...this.exceeded, span };
  }
}

/** A limit as given, or the default when it is not a number of at least 0 (NaN, a string, negative). */
function limit(given: unknown, fallback: number): number {
  return typeof given === "number" && given >= 0 ? given : fallback;
}

export class Meter {
  readonly maxSteps: number;
  readonly maxResultSize: number;
  private steps = 0;

  constructor(budget: Budget | undefined) {
    const b = budget !== null && typeof budget === "object" ? budget : {};
    this.maxSteps = limit(b.maxSteps, DEFAULT_BUDGET.maxSteps);
    this.maxResultSize = limit(b.maxResultSize, DEFAULT_BUDGET.maxResultSize);
  }

  /** Counts `units` steps of work at `span`; over the budget, stops the evaluation. */
  step(span: Span, units = 1): void {
    this.steps += units;
    if (this.steps > this.maxSteps)
      throw new OverBudget({
        limit: "steps",
        allowed: this.maxSteps,
        span,
        message: `the evaluation needs more than ${this.maxSteps.toLocaleString("en-US")} ${noun(this.maxSteps, "step")}`,
      });
  }

  /** Checks the size of a value being built at `span`. */
  size(span: Span, size: number): void {
    if (size > this.maxResultSize)
      throw new OverBudget({
        limit: "result size",
        allowed: this.maxResultSize,
        span,
        message: `a value here would hold more than ${this.maxResultSize.toLocaleString("en-US")} elements or characters`,
      });
  }

  get used(): number {
    return this.steps;
  }
}
