import { type BeforeLongRun } from "./v8-tuning.js";
export interface CliHooks {
    /** Called once before a long run sets its V8 flags (the launcher writes the code cache then). */
    beforeLongRun?: BeforeLongRun;
}
/** Runs a command line through yargs; the exit code. */
export declare function run(args: string[], hooks?: CliHooks): Promise<number>;
/**
 * Whether the command has finished everything it started when run() returns (lint and fmt read
 * and write files, caches and their output synchronously and stop their worker threads) and its
 * output reached the descriptors: the process may then exit without Node tearing down the heap.
 */
export declare function finishedOnReturn(): boolean;
/**
 * Runs, in memory, what a lint under a YAML config and of a YAML audience compiles (the yaml
 * library's parser, zod's schemas), so the code cache written after any first run holds it: a
 * cache written by a lint of one JSON file alone would otherwise leave every later lint under a
 * config compiling it. Prints and writes nothing.
 */
export declare function warmForCodeCache(): Promise<void>;
