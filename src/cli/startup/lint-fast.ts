// The pre-commit and CI calls (`lint`, paths, `--format`, `--workers`, `--max-warnings`; `fmt`,
// paths, `--check`, `--write`, `--width`) as one self-contained CommonJS bundle
// (dist/lint-fast.cjs): launch.ts runs it through V8's code cache (fast-path.ts), so a one-file
// hook does not compile half a megabyte of JavaScript at every commit.
import type { FastFmtArgs, FastLintArgs } from "./fast-path.js";
import { guarded } from "../guard.js";
import { runFmt } from "../fmt-run.js";
import { runLint } from "../lint-run.js";

/** Exactly what `lint` does with these options and the defaults of the others. */
export function runFastLint(args: FastLintArgs): Promise<number> {
  return guarded(false, () => runLint({ ...args, "show-suppressed": false, quiet: false, fix: false, remote: false }));
}

/** Exactly what `fmt` does with these options. */
export function runFastFmt(args: FastFmtArgs): Promise<number> {
  return guarded(false, () => runFmt(args));
}
