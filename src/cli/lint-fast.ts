// The pre-commit call, `lint` and file names, as one self-contained CommonJS bundle
// (dist/lint-fast.cjs): launch.ts runs it through V8's code cache (fast-path.ts), so a one-file
// lint does not compile half a megabyte of JavaScript at every commit.
import { guarded } from "./guard.js";
import { runLint } from "./lint-run.js";

/** Exactly what `lint` does with its defaults. */
export function runFastLint(paths: string[]): Promise<number> {
  return guarded(false, () => runLint({ paths, format: [], "show-suppressed": false, quiet: false, fix: false, remote: false }));
}
