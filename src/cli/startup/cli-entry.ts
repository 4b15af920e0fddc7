// The CLI as launch.ts runs it (dist/cli.cjs): yargs with every command's definition, each
// command's work loaded by its handler on first use (commands/*.ts) from chunks of its own
// (dist/cli-*.cjs), so a lint reads and evaluates the lint's modules and no other command's.
import { run as runCommandLine } from "../app.js";
import { stderr, stdout } from "./stdio.js";
import { type BeforeLongRun, setBeforeLongRun } from "./v8-tuning.js";
import { completion } from "./completion.js";

export interface CliHooks {
  /** Called once before a long run sets its V8 flags (the launcher writes the code cache then). */
  beforeLongRun?: BeforeLongRun;
}

/** Runs a command line through yargs; the exit code. */
export function run(args: string[], hooks: CliHooks = {}): Promise<number> {
  const { beforeLongRun } = hooks;
  if (beforeLongRun)
    setBeforeLongRun(async (command) => {
      await longRunWork[command]?.();
      await beforeLongRun(command);
    });
  return runCommandLine(args);
}

/**
 * The work of the commands that run over many files, loaded before a long run sets its V8 flags:
 * their chunks then load under the flags a short run of the same command (a hook's) loads them
 * under, so one code cache serves both (V8 rejects a cache made under other flags).
 */
const longRunWork: Partial<Record<string, () => Promise<unknown>>> = {
  lint: () => import("../lint-run.js"),
  fmt: () => import("../fmt-run.js"),
};

/**
 * Whether the command has finished everything it started when run() returns (lint and fmt read
 * and write files, caches and their output synchronously and stop their worker threads) and its
 * output reached the descriptors: the process may then exit without Node tearing down the heap.
 */
export function finishedOnReturn(): boolean {
  return completion.onReturn && stdout.settled && stderr.settled;
}

/**
 * Runs, in memory, what a lint under a YAML config and of a YAML audience compiles (the yaml
 * library's parser, zod's schemas), so the code cache written after any first run holds it: a
 * cache written by a lint of one JSON file alone would otherwise leave every later lint under a
 * config compiling it. Prints and writes nothing.
 */
export async function warmForCodeCache(): Promise<void> {
  const [{ parseConfig }, { loadAudienceFile }] = await Promise.all([
    import("../../node/config-loader.js"),
    import("../../audience/load.js"),
  ]);
  parseConfig("pql-audience.config.yaml", "rules:\n  style/uppercase-keyword: error\nedge:\n  mergePolicies:\n    - a # a comment\n");
  loadAudienceFile("warm.audience.yaml", "name: &n Warm\ndescription: *n\nexpression:\n  type: PQL\n  format: pql/text\n  value: a = 1\n");
}
