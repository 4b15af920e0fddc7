/** What a run found of a bundle's cache. */
export type CacheState = "missing" | "rejected" | "used";
/** The `require` a bundle is given: Node's, or one that serves some files itself. */
export type BundleRequire = (id: string) => unknown;
export declare class CachedBundle<Exports> {
    readonly file: string;
    readonly exports: Exports;
    readonly state: CacheState;
    private readonly script;
    private readonly key;
    private constructor();
    /**
     * Compiles `file` (the function Node makes of a CommonJS module, wrapper included: the build
     * writes each bundle so) from its cache where V8 takes it, and runs it with `require`.
     */
    static run<Exports>(file: string, require: BundleRequire, module?: {
        exports: unknown;
    }): CachedBundle<Exports>;
    /**
     * Writes the cache whole (by rename: hooks run in parallel), holding every function the run
     * compiled so far, or not at all where it may not (a read-only installation runs without one).
     */
    writeCache(): void;
}
/**
 * The CLI's chunks (dist/cli.cjs and the dist/cli-*.cjs its imports name), each run from its own
 * code cache when first required, once. A chunk's cache is written under the V8 flags it was
 * loaded under (writeCaches runs before a long run sets its flags, and after the run): V8 rejects
 * a cache made under other flags.
 */
export declare class CachedChunks {
    private readonly directory;
    private readonly nodeRequire;
    private readonly modules;
    private readonly loaded;
    private readonly written;
    constructor(directory: string, nodeRequire: BundleRequire);
    /** A chunk (`./NAME.cjs`, as esbuild names them) run from its cache; anything else from Node. */
    readonly require: (id: string) => unknown;
    /** What the run found: "used" when every chunk it loaded ran from its cache. */
    get state(): CacheState;
    /** Writes the caches of the chunks loaded since the last call: those not run from one, or all. */
    writeCaches(all: boolean): void;
}
