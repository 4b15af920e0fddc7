// V8 settings for runs over many files. The CLI owns its process; the library leaves V8's flags to
// the process that loads it.
//
// They are set only where they pay, and late: a lint of a few files (a pre-commit hook) needs
// neither, loading node:v8 adds to its start-up (it brings Node's stream modules), and
// V8 accepts the fast path's code cache only under the flags the cache was written with. The
// build writes the cache with none set, and the fast path sets them after reading it back.
import { statSync } from "node:fs";

/** More file arguments than this is a run over a repository (xargs and friends pass many). */
const FEW_FILES = 50;

/** Whether a lint of these arguments may cover many files: a directory, a glob, or many files. */
export function isLongRun(paths: readonly string[]): boolean {
  return paths.length > FEW_FILES || paths.some((path) => !statSync(path, { throwIfNoEntry: false })?.isFile());
}

export function forLongRuns(): void {
  const { setFlagsFromString } = process.getBuiltinModule("node:v8");
  // V8 lets the heap grow by up to 4x between full collections when collecting is fast, which a
  // lint run (many short-lived trees, a slowly growing set of drafts) always is, so the peak was
  // several times what the process held. A fixed 20% growth step keeps the peak near what is held,
  // no slower (npm run bench reports the peak memory of each lint size).
  setFlagsFromString("--heap-growing-percent=20");
  // Smaller functions inlined by the optimizing compiler: a lint of a few thousand files runs
  // mostly before its hot code is optimized, and V8 spent more CPU compiling than the run took
  // (on the core the run would otherwise have to itself). A 100-byte bytecode limit for inlining
  // (V8's default: 460) cuts that compiling and makes whole runs faster, at slightly slower
  // parsing once everything is optimized, which no single lint run reaches before it ends.
  setFlagsFromString("--max-inlined-bytecode-size=100");
}
