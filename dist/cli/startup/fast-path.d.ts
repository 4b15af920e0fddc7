import type { FmtOptions } from "../fmt-run.js";
import type { LintArgs } from "../lint-run.js";
/** What the fast path takes from `lint`'s command line, as yargs names it. */
export type FastLintArgs = Pick<LintArgs, "paths" | "format" | "workers" | "max-warnings" | "cache">;
/** What the fast path takes from `fmt`'s command line: all of fmt's options, as yargs names them. */
export type FastFmtArgs = FmtOptions;
/** The bundle's exports (lint-fast.ts). */
export type FastBundle = {
    runFastLint(args: FastLintArgs): Promise<number>;
    runFastFmt(args: FastFmtArgs): Promise<number>;
    warmForCodeCache(): void;
};
/**
 * The arguments after `lint`, when they are paths plus any of `--format NAME` (`-f NAME`,
 * `--format=NAME`; NAME a bare format name, repeatable), `--workers N` and `--max-warnings N`
 * (digits), and `--no-cache` (once): what yargs would make of them. A path `true` or `false` beside
 * `--no-cache` is left to yargs. Undefined for anything else, which then goes through yargs.
 */
export declare function fastLintArgs(args: readonly string[]): FastLintArgs | undefined;
/**
 * The arguments after `fmt`, when they are paths plus `--check` or `--write` (each once, no value)
 * and `--width N` (20 to 9999): what yargs would make of them. A path `true` or `false` is left to
 * yargs, which reads it as a flag's value after `--check` or `--write`. Undefined for anything else.
 */
export declare function fastFmtArgs(args: readonly string[]): FastFmtArgs | undefined;
/** The bundle, or undefined when this build has none (then the caller imports lint-run). */
export declare function fastLintBundle(): string | undefined;
/**
 * Runs the bundle's command (`entry` calls one of its exports) from V8's code cache; a long run
 * (many files: v8-tuning.ts) gets its V8 flags once the bundle is compiled or read back.
 */
export declare function runFastBundle(bundle: string, entry: (exports: FastBundle) => Promise<number>, longRun: boolean): Promise<number>;
