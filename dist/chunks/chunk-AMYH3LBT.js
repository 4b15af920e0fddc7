import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  DEFAULT_BUDGET
} from "./chunk-6C3M6KJ7.js";
import {
  UsageError
} from "./chunk-QZGYM4B6.js";

// src/cli/max-steps.ts
var maxStepsOption = {
  type: "number",
  describe: `the most evaluation steps per audience and profile; more is reported as "budget exceeded" (default: ${DEFAULT_BUDGET.maxSteps.toLocaleString("en-US")})`
};
function budgetOf(maxSteps) {
  if (maxSteps === void 0) return void 0;
  if (!Number.isSafeInteger(maxSteps) || maxSteps < 1)
    throw Object.assign(new UsageError(`--max-steps needs a whole number of steps, at least 1 (got ${String(maxSteps)})`), {
      showUsageHint: true
    });
  return { maxSteps };
}

export {
  maxStepsOption,
  budgetOf
};
