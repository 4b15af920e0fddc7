// Runs dist/lint-fast.cjs from the V8 code cache written next to it (code-cache.ts): a pre-commit
// hook starts the CLI once per batch of files, so start-up is most of its time. The parts of the
// bundle a run needs only sometimes are bundles of their own, required by it on first use
// (scripts/build.mjs): they run from their own caches too.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";
import { type BundleRequire, CachedBundle } from "./code-cache.js";
import type { FmtOptions } from "../fmt-run.js";
import type { LintArgs } from "../lint-run.js";
import { stderr } from "./stdio.js";
import { forLongRuns } from "./v8-tuning.js";

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
export function fastLintArgs(args: readonly string[]): FastLintArgs | undefined {
  const result: FastLintArgs = { paths: [], format: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith("-")) {
      result.paths.push(arg);
      continue;
    }
    if (arg === "--no-cache" && result.cache === undefined) {
      result.cache = false;
      continue;
    }
    const [flag, inline] =
      arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = inline ?? args[++i];
    if (value === undefined) return undefined;
    if ((flag === "--format" || flag === "-f") && /^[a-z]+$/.test(value)) result.format.push(value);
    else if (flag === "--workers" && /^[1-9][0-9]?$/.test(value) && result.workers === undefined) result.workers = Number(value);
    else if (flag === "--max-warnings" && /^(?:0|[1-9][0-9]{0,5})$/.test(value) && result["max-warnings"] === undefined)
      result["max-warnings"] = Number(value);
    else return undefined;
  }
  if (result.cache === false && result.paths.some((p) => p === "true" || p === "false")) return undefined;
  return result.paths.length > 0 ? result : undefined;
}

/** fmt's default line width (commands/fmt.ts). */
const FMT_WIDTH = 100;

/**
 * The arguments after `fmt`, when they are paths plus `--check` or `--write` (each once, no value)
 * and `--width N` (20 to 9999): what yargs would make of them. A path `true` or `false` is left to
 * yargs, which reads it as a flag's value after `--check` or `--write`. Undefined for anything else.
 */
export function fastFmtArgs(args: readonly string[]): FastFmtArgs | undefined {
  const result: FastFmtArgs = { files: [], check: false, write: false, width: FMT_WIDTH };
  let width: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith("-")) {
      if (arg === "true" || arg === "false") return undefined;
      result.files.push(arg);
    } else if (arg === "--check" && !result.check) result.check = true;
    else if (arg === "--write" && !result.write) result.write = true;
    else if ((arg === "--width" || arg.startsWith("--width=")) && width === undefined) {
      width = arg === "--width" ? args[++i] : arg.slice("--width=".length);
      if (width === undefined || !/^(?:[2-9][0-9]|[1-9][0-9]{2,3})$/.test(width)) return undefined;
      result.width = Number(width);
    } else return undefined;
  }
  return result.files.length > 0 ? result : undefined;
}

/** The bundle, or undefined when this build has none (then the caller imports lint-run). */
export function fastLintBundle(): string | undefined {
  const bundle = fileURLToPath(new URL("./lint-fast.cjs", import.meta.url));
  return existsSync(bundle) ? bundle : undefined;
}

/** The parts of the fast path's bundle it requires on first use (`./yaml.cjs` and the like, beside it). */
const PART = /^\.\/[a-z-]+\.cjs$/;

/**
 * Runs the bundle's command (`entry` calls one of its exports) from V8's code cache; a long run
 * (many files: v8-tuning.ts) gets its V8 flags once the bundle is compiled or read back.
 */
export async function runFastBundle(bundle: string, entry: (exports: FastBundle) => Promise<number>, longRun: boolean): Promise<number> {
  const report = Boolean(process.env.PQL_AUDIENCE_REPORT_CODE_CACHE);
  // For the build, which writes the caches of every part its lint loads.
  const rewrite = Boolean(process.env.PQL_AUDIENCE_WRITE_CODE_CACHE);
  const nodeRequire = createRequire(bundle);
  // The parts loaded so far.
  const parts = new Map<string, CachedBundle<unknown>>();
  const require: BundleRequire = (id) => {
    if (!PART.test(id)) return nodeRequire(id);
    let part = parts.get(id);
    if (!part) {
      part = CachedBundle.run(join(dirname(bundle), id), nodeRequire);
      // For the tests, which check each part is read only when needed and from its cache.
      if (report) stderr.write(`pql-audience: code-cache ${part.state} ${id.slice(2)}\n`);
      parts.set(id, part);
    }
    return part.exports;
  };
  const main = CachedBundle.run<FastBundle>(bundle, require);
  // For the build (which writes the cache) and the tests (which check it is used); printed before
  // any part's line, for a part is required later.
  if (report) stderr.write(`pql-audience: code-cache ${main.state}\n`);
  const stale = (cached: CachedBundle<unknown>) => rewrite || cached.state !== "used";
  // The main cache is written once, and holds what other lints need too (the YAML parser of
  // configs), whatever this run was; a part's cache, by the first run that needs the part.
  const writeCaches = () => {
    if (stale(main)) {
      try {
        main.exports.warmForCodeCache();
      } catch {
        // Only the cache would miss what it did not reach.
      }
      main.writeCache();
    }
    for (const part of parts.values()) if (stale(part)) part.writeCache();
  };
  // V8 accepts a cache only under the flags it was written with, and a long run changes them
  // (v8-tuning.ts) once the bundle is read: it writes missing caches before that, or every later
  // run would reject them, and each long run write them again under its flags for the next to
  // reject; a part it loads later is not written. A short run writes them after the run, so they
  // also hold the functions the lint compiled.
  if (longRun) {
    writeCaches();
    forLongRuns();
  }
  const code = await entry(main.exports);
  if (!longRun) writeCaches();
  return code;
}
