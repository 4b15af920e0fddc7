import type { FastFmtArgs, FastLintArgs } from "./fast-path.js";
/** Exactly what `lint` does with these options and the defaults of the others. */
export declare function runFastLint(args: FastLintArgs): Promise<number>;
/** Exactly what `fmt` does with these options. */
export declare function runFastFmt(args: FastFmtArgs): Promise<number>;
/**
 * Runs, in memory, what a lint under a YAML config or of a YAML file beyond the quick reader's
 * reach compiles (the yaml library's parser), so the code cache written after any first run holds
 * it: a cache written by a lint of one JSON file alone would otherwise leave every later lint under
 * a config compiling it (docs/performance.md, "Start-up, sixth pass"). Prints and writes nothing.
 */
export declare function warmForCodeCache(): void;
