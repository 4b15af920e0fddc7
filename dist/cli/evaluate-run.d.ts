import type { EvaluateArgs } from "./commands/evaluate.js";
export declare function runEvaluate(args: EvaluateArgs): Promise<number>;
