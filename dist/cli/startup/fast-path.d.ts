import type { LintArgs } from "../lint-run.js";
/** What the fast path takes from the command line, as yargs names it. */
export type FastLintArgs = Pick<LintArgs, "paths" | "format" | "workers" | "max-warnings">;
/**
 * The arguments after `lint`, when they are paths plus any of `--format NAME` (`-f NAME`,
 * `--format=NAME`; NAME a bare format name, repeatable), `--workers N` and `--max-warnings N`
 * (digits): what yargs would make of them. Undefined for anything else, which then goes through yargs.
 */
export declare function fastLintArgs(args: readonly string[]): FastLintArgs | undefined;
/** The bundle, or undefined when this build has none (then the caller imports lint-run). */
export declare function fastLintBundle(): string | undefined;
/** Runs the bundle; `afterLoad` runs once it is compiled (or read back from the cache). */
export declare function runFastLint(bundle: string, args: FastLintArgs, afterLoad?: () => void): Promise<number>;
