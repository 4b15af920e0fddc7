import { type Budget } from "../evaluate/budget.js";
export declare const maxStepsOption: {
    readonly type: "number";
    readonly describe: `the most evaluation steps per audience and profile; more is reported as "budget exceeded" (default: ${string})`;
};
export declare function budgetOf(maxSteps: number | undefined): Budget | undefined;
