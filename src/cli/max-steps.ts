// `--max-steps N` of `evaluate` and `test`: the evaluation budget (src/evaluate/budget.ts) from
// the command line. An expression that needs more stops with "budget exceeded at LINE:COL".
import { DEFAULT_BUDGET, type Budget } from "../evaluate/budget.js";
import { UsageError } from "./exit.js";

/**
 * The option, made by the builder of a command that has it: the command definitions are loaded by
 * every run, and the first toLocaleString of a process starts ICU's number formatting (tens of
 * milliseconds), which a lint has no use for.
 */
export function maxStepsOption() {
  return {
    type: "number",
    describe: `the most evaluation steps per audience and profile; more is reported as "budget exceeded" (default: ${DEFAULT_BUDGET.maxSteps.toLocaleString("en-US")})`,
  } as const;
}

export function budgetOf(maxSteps: number | undefined): Budget | undefined {
  if (maxSteps === undefined) return undefined;
  if (!Number.isSafeInteger(maxSteps) || maxSteps < 1)
    throw Object.assign(new UsageError(`--max-steps needs a whole number of steps, at least 1 (got ${String(maxSteps)})`), {
      showUsageHint: true,
    });
  return { maxSteps };
}
