import type { LintArgs } from "./commands/lint.js";
export declare function runLint(args: LintArgs): Promise<number>;
