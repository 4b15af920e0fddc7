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
import { dirname, join } from "node:path";
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
  static run<Exports>(file: string, require: BundleRequire, module: { exports: unknown } = { exports: {} }): CachedBundle<Exports> {
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
    (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, require, module, file, dirname(file));
    const state: CacheState = !cachedData ? "missing" : script.cachedDataRejected ? "rejected" : "used";
    return new CachedBundle(file, module.exports as Exports, state, script, key);
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

/**
 * The CLI's chunks (dist/cli.cjs and the dist/cli-*.cjs its imports name), each run from its own
 * code cache when first required, once. A chunk's cache is written under the V8 flags it was
 * loaded under (writeCaches runs before a long run sets its flags, and after the run): V8 rejects
 * a cache made under other flags.
 */
export class CachedChunks {
  private readonly modules = new Map<string, { exports: unknown }>();
  private readonly loaded: CachedBundle<unknown>[] = [];
  private readonly written = new Set<CachedBundle<unknown>>();

  constructor(
    private readonly directory: string,
    private readonly nodeRequire: BundleRequire,
  ) {}

  /** A chunk (`./NAME.cjs`, as esbuild names them) run from its cache; anything else from Node. */
  readonly require = (id: string): unknown => {
    if (!id.startsWith("./")) return this.nodeRequire(id);
    const file = join(this.directory, id);
    let module = this.modules.get(file);
    if (!module) {
      // Registered before it runs, so a chunk that imports it back gets its exports.
      module = { exports: {} };
      this.modules.set(file, module);
      this.loaded.push(CachedBundle.run(file, this.require, module));
    }
    return module.exports;
  };

  /** What the run found: "used" when every chunk it loaded ran from its cache. */
  get state(): CacheState {
    const states = new Set(this.loaded.map((chunk) => chunk.state));
    return states.has("missing") ? "missing" : states.has("rejected") ? "rejected" : "used";
  }

  /** Writes the caches of the chunks loaded since the last call: those not run from one, or all. */
  writeCaches(all: boolean): void {
    for (const chunk of this.loaded) {
      if (this.written.has(chunk)) continue;
      this.written.add(chunk);
      if (all || chunk.state !== "used") chunk.writeCache();
    }
  }
}
