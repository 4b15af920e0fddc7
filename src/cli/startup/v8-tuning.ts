// V8 settings for runs over many files. The CLI owns its process; the library leaves V8's flags to
// the process that loads it.
//
// They are set only where they pay, and late: a lint of a few files (a pre-commit hook) needs
// neither, and V8 accepts a code cache only under the flags it was written with. The launcher
// writes the CLI's cache before the flags change (setBeforeLongRun), so that a cache written by a
// long run is one the next short run accepts.
import { statSync } from "node:fs";

/** More file arguments than this is a run over a repository (xargs and friends pass many). */
const FEW_FILES = 50;

/** What runs once before a long run's flags are set, given the command about to run. */
export type BeforeLongRun = (command: string) => Promise<void> | void;

let beforeLongRun: BeforeLongRun | undefined;
let tuned = false;

export function setBeforeLongRun(hook: BeforeLongRun): void {
  beforeLongRun = hook;
}

/** Whether a lint of these arguments may cover many files: a directory, a glob, or many files. */
export function isLongRun(paths: readonly string[]): boolean {
  return paths.length > FEW_FILES || paths.some((path) => !statSync(path, { throwIfNoEntry: false })?.isFile());
}

/**
 * Sets the long-run flags for a lint or fmt over many files, as yargs read the command line: with
 * no path they check the current directory. Other commands keep V8's defaults: they load chunks a
 * lint shares (the parser, the lint engine) after their handler starts, and a cache written under
 * other flags is one the next hook's lint would reject and compile again.
 */
export async function tuneForRun(argv: { _: readonly (string | number)[]; paths?: unknown; files?: unknown }): Promise<void> {
  const command = argv._[0];
  if (command !== "lint" && command !== "fmt") return;
  const files = command === "lint" ? argv.paths : argv.files;
  if (Array.isArray(files) && files.length > 0 && files.every((f) => typeof f === "string") && !isLongRun(files)) return;
  await forLongRuns(command);
}

export async function forLongRuns(command: string): Promise<void> {
  if (tuned) return;
  tuned = true;
  await beforeLongRun?.(command);
  const { setFlagsFromString } = process.getBuiltinModule("node:v8");
  // V8 lets the heap grow by up to 4x between full collections when collecting is fast, which a
  // lint run (many short-lived trees, a slowly growing set of drafts) always is, so the peak was
  // several times what the process held. A fixed 20% growth step keeps the peak near what is held,
  // no slower (npm run bench reports the peak memory of each lint size).
  setFlagsFromString("--heap-growing-percent=20");
  // Smaller functions inlined by the optimizing compiler: a lint of a few thousand files runs
  // mostly before its hot code is optimized, and V8 spent more CPU compiling than the run took.
  // A 100-byte bytecode limit for inlining (V8's default: 460) cuts that compiling, at slightly
  // slower parsing once everything is optimized, which no single lint run reaches before it ends.
  setFlagsFromString("--max-inlined-bytecode-size=100");
}
