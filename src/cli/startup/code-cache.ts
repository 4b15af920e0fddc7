// A CommonJS bundle of dist/ run from V8's code cache kept beside it (`NAME.code-cache` next to
// `NAME.cjs`): compiling the bundle, and the functions a run calls, is then read back instead of
// done again. The CLI's bundle (dist/cli.cjs) runs this way (launch.ts): a hook starts the CLI
// once per batch of files, and compiling the bundle would otherwise be a large part of each run.
//
// A cache belongs to one Node version and V8 flags, so none ships: the build writes them, and a
// run that finds one missing, or one V8 rejects, writes it for the next run where it may (an
// installed copy, pre-commit's, the Action's checkout). A cache V8 rejects costs nothing more
// than no cache.
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { Script } from "node:vm";

/** What a run found of a bundle's cache. */
export type CacheState = "missing" | "rejected" | "used";

/** The `require` a bundle is given: Node's, or one that serves some files itself. */
export type BundleRequire = (id: string) => unknown;

export class CachedBundle<Exports> {
  private constructor(
    readonly file: string,
    readonly exports: Exports,
    readonly state: CacheState,
    private readonly script: Script,
    private readonly key: string,
  ) {}

  /**
   * Compiles `file` (the function Node makes of a CommonJS module, wrapper included: the build
   * writes each bundle so) from its cache where V8 takes it, and runs it with `require`.
   */
  static run<Exports>(file: string, require: BundleRequire): CachedBundle<Exports> {
    const key = cacheKey(file);
    let cachedData: Buffer | undefined;
    try {
      const stored = readFileSync(cacheFileOf(file));
      const end = stored.indexOf(10);
      if (stored.toString("latin1", 0, end) === key) cachedData = stored.subarray(end + 1);
    } catch {
      // No cache yet: compile as usual.
    }
    const script = new Script(readFileSync(file, "utf8"), { filename: file, ...(cachedData ? { cachedData } : {}) });
    const module = { exports: {} as Exports };
    (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, require, module, file, dirname(file));
    const state: CacheState = !cachedData ? "missing" : script.cachedDataRejected ? "rejected" : "used";
    return new CachedBundle(file, module.exports, state, script, key);
  }

  /**
   * Writes the cache whole (by rename: hooks run in parallel), holding every function the run
   * compiled so far, or not at all where it may not (a read-only installation runs without one).
   */
  writeCache(): void {
    const cacheFile = cacheFileOf(this.file);
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, Buffer.concat([Buffer.from(`${this.key}\n`, "latin1"), this.script.createCachedData()]));
      renameSync(temporary, cacheFile);
    } catch {
      rmSync(temporary, { force: true });
    }
  }
}

function cacheFileOf(bundle: string): string {
  return bundle.replace(/\.cjs$/, ".code-cache");
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
