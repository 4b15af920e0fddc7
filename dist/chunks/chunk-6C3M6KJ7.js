import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);

// src/evaluate/budget.ts
var DEFAULT_BUDGET = { maxSteps: 1e7, maxResultSize: 1e6 };
var OverBudget = class {
  constructor(exceeded) {
    this.exceeded = exceeded;
  }
  exceeded;
  /** Places the stop at a node that holds where it ran out (the outermost loop: where the work multiplied). */
  at(span) {
    this.exceeded = { ...this.exceeded, span };
  }
};
function limit(given, fallback) {
  return typeof given === "number" && given >= 0 ? given : fallback;
}
var Meter = class {
  maxSteps;
  maxResultSize;
  steps = 0;
  constructor(budget) {
    const b = budget !== null && typeof budget === "object" ? budget : {};
    this.maxSteps = limit(b.maxSteps, DEFAULT_BUDGET.maxSteps);
    this.maxResultSize = limit(b.maxResultSize, DEFAULT_BUDGET.maxResultSize);
  }
  /** Counts `units` steps of work at `span`; over the budget, stops the evaluation. */
  step(span, units = 1) {
    this.steps += units;
    if (this.steps > this.maxSteps)
      throw new OverBudget({
        limit: "steps",
        allowed: this.maxSteps,
        span,
        message: `the evaluation needs more than ${this.maxSteps.toLocaleString("en-US")} steps`
      });
  }
  /** Checks the size of a value being built at `span`. */
  size(span, size) {
    if (size > this.maxResultSize)
      throw new OverBudget({
        limit: "result size",
        allowed: this.maxResultSize,
        span,
        message: `a value here would hold more than ${this.maxResultSize.toLocaleString("en-US")} elements or characters`
      });
  }
  get used() {
    return this.steps;
  }
};

export {
  DEFAULT_BUDGET,
  OverBudget,
  Meter
};
