import type { FastFmtArgs, FastLintArgs } from "./fast-path.js";
/** Exactly what `lint` does with these options and the defaults of the others. */
export declare function runFastLint(args: FastLintArgs): Promise<number>;
/** Exactly what `fmt` does with these options. */
export declare function runFastFmt(args: FastFmtArgs): Promise<number>;
