import { type Budget } from "../evaluate/budget.js";
/**
 * The option, made by the builder of a command that has it: the command definitions are loaded by
 * every run, and the first toLocaleString of a process starts ICU's number formatting (tens of
 * milliseconds), which a lint has no use for.
 */
export declare function maxStepsOption(): {
    readonly type: "number";
    readonly describe: `the most evaluation steps per audience and profile; more is reported as "budget exceeded" (default: ${string})`;
};
export declare function budgetOf(maxSteps: number | undefined): Budget | undefined;
