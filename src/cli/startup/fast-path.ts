// Runs dist/lint-fast.cjs with the V8 code cache written next to it: compiling the bundle, and the
// functions a lint calls, is then read back instead of done again (a pre-commit hook starts the
// CLI once per batch of files, so start-up is most of its time). The cache belongs to
// one Node version and V8 flags, so it does not ship: the build writes one (scripts/build.mjs),
// and a run that finds none, or one V8 rejects, writes one for the next run where it may (an
// installed copy, pre-commit's, the Action's checkout). A cache V8 rejects costs nothing more
// than no cache.
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";
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

/**
 * Runs the bundle's command (`entry` calls one of its exports) from V8's code cache; a long run
 * (many files: v8-tuning.ts) gets its V8 flags once the bundle is compiled or read back.
 */
export async function runFastBundle(bundle: string, entry: (exports: FastBundle) => Promise<number>, longRun: boolean): Promise<number> {
  const cacheFile = bundle.replace(/\.cjs$/, ".code-cache");
  const key = cacheKey(bundle);
  let cachedData: Buffer | undefined;
  try {
    const file = readFileSync(cacheFile);
    const end = file.indexOf(10);
    if (file.toString("latin1", 0, end) === key) cachedData = file.subarray(end + 1);
  } catch {
    // No cache yet: compile as usual.
  }
  // The same wrapper Node gives CommonJS modules. The bundle is ASCII (the build checks it), so it
  // is read as latin1: a plain copy of its megabyte, where utf8 would decode it.
  const source = `(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, "latin1")}\n})`;
  const script = new Script(source, { filename: bundle, ...(cachedData ? { cachedData } : {}) });
  // For the build (which writes the cache) and the tests (which check it is used).
  if (process.env.PQL_AUDIENCE_REPORT_CODE_CACHE)
    stderr.write(`pql-audience: code-cache ${!cachedData ? "missing" : script.cachedDataRejected ? "rejected" : "used"}\n`);
  const write = Boolean(process.env.PQL_AUDIENCE_WRITE_CODE_CACHE) || !cachedData || script.cachedDataRejected;
  const module = { exports: {} as FastBundle };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  // The cache is written once, and holds what other lints need too (the YAML parser of configs),
  // whatever this run was.
  const writeWarmCache = () => {
    try {
      module.exports.warmForCodeCache();
    } catch {
      // Only the cache would miss what it did not reach.
    }
    writeCache(cacheFile, key, script);
  };
  // V8 accepts a cache only under the flags it was written with, and a long run changes them
  // (v8-tuning.ts) once the cache is read: it writes a missing cache before that, or every later
  // run would reject the cache, and each long run write it again under its flags for the next to
  // reject. A short run writes it after the run, so it also holds the functions the lint compiled.
  if (longRun) {
    if (write) writeWarmCache();
    forLongRuns();
  }
  const code = await entry(module.exports);
  if (write && !longRun) writeWarmCache();
  return code;
}

/**
 * Names the Node and the bundle a cache was made by and from. V8 accepts a cache from another Node
 * release with the same V8 version (20.19.0 took 20.20.2's, then crashed with a segmentation
 * fault), and it checks only the length of the source, so a cache must never meet another Node,
 * nor a rebuilt or checked-out bundle (its size and modification time).
 */
function cacheKey(bundle: string): string {
  const { size, mtimeMs } = statSync(bundle);
  return `pql-audience code cache ${process.version} ${process.arch} ${size} ${mtimeMs}`;
}

/** Writes the cache whole (by rename: hooks run in parallel), or not at all where it may not. */
function writeCache(cacheFile: string, key: string, script: Script): void {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, Buffer.concat([Buffer.from(`${key}\n`, "latin1"), script.createCachedData()]));
    renameSync(temporary, cacheFile);
  } catch {
    // A read-only installation runs without a cache.
    rmSync(temporary, { force: true });
  }
}
