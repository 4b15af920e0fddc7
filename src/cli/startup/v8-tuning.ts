// V8 settings for runs over many files. The CLI owns its process; the library leaves V8's flags to
// the process that loads it.
//
// They are set only where they pay, and late: a lint of a few files (a pre-commit hook) needs
// neither, loading node:v8 costs ~1.7 ms of its start-up (it brings Node's stream modules), and
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
  // lint run (many short-lived trees, a slowly growing set of drafts) always is: at 100 000 files
  // the process peaked at 530 MB holding about 150 MB. A fixed 20% growth step measured 220-290 MB
  // and no slower (README "Performance").
  setFlagsFromString("--heap-growing-percent=20");
  // Smaller functions inlined by the optimizing compiler: a lint of a few thousand files runs
  // mostly before its hot code is optimized, and V8 spent 2.7 s of CPU compiling during a 2 s run
  // of 10 000 files (on the core the run would otherwise have to itself). With a 100-byte
  // bytecode limit for inlining (V8's default: 460) that is 1.6 s; 10 000 files took 7-9% less
  // time and 1 000 files 7% less (min and median of 8 interleaved runs), at ~10% slower parsing
  // once everything is optimized, which no single lint run reaches before it ends.
  setFlagsFromString("--max-inlined-bytecode-size=100");
}
