// The pre-commit and CI calls (`lint`, paths, `--format`, `--workers`, `--max-warnings`, `--no-cache`; `fmt`,
// paths, `--check`, `--write`, `--width`) as one self-contained CommonJS bundle
// (dist/lint-fast.cjs): launch.ts runs it through V8's code cache (fast-path.ts), so a one-file
// hook does not compile half a megabyte of JavaScript at every commit.
import type { FastFmtArgs, FastLintArgs } from "./fast-path.js";
import { guarded } from "../guard.js";
import { runFmt } from "../fmt-run.js";
import { runLint } from "../lint-run.js";
import { loadAudienceFile } from "../../audience/load.js";
import { parseConfig } from "../../node/config-loader.js";

/** Exactly what `lint` does with these options and the defaults of the others. */
export function runFastLint(args: FastLintArgs): Promise<number> {
  return guarded(false, () => runLint({ ...args, "show-suppressed": false, quiet: false, fix: false, remote: false }));
}

/** Exactly what `fmt` does with these options. */
export function runFastFmt(args: FastFmtArgs): Promise<number> {
  return guarded(false, () => runFmt(args));
}

/**
 * Runs, in memory, what a lint under a YAML config or of a YAML file beyond the quick reader's
 * reach compiles (the yaml library's parser), so the code cache written after any first run holds
 * it: a cache written by a lint of one JSON file alone would otherwise leave every later lint under
 * a config compiling it (docs/performance.md, "Start-up, sixth pass"). Prints and writes nothing.
 */
export function warmForCodeCache(): void {
  parseConfig("pql-audience.config.yaml", "rules:\n  style/uppercase-keyword: error\nedge:\n  mergePolicies:\n    - a # a comment\n");
  loadAudienceFile("warm.audience.yaml", "name: &n Warm\ndescription: *n\nexpression:\n  type: PQL\n  format: pql/text\n  value: a = 1\n");
}
