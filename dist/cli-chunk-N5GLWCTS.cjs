(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  DEFAULT_BUDGET: () => DEFAULT_BUDGET,
  Meter: () => Meter,
  OverBudget: () => OverBudget
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
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
        message: `the evaluation needs more than ${this.maxSteps.toLocaleString("en-US")} ${(0, import_cli_chunk_FCDA32LZ.noun)(this.maxSteps, "step")}`
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_BUDGET,
  Meter,
  OverBudget
});
})
