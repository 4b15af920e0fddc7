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
    static run<Exports>(file: string, require: BundleRequire): CachedBundle<Exports>;
    /**
     * Writes the cache whole (by rename: hooks run in parallel), holding every function the run
     * compiled so far, or not at all where it may not (a read-only installation runs without one).
     */
    writeCache(): void;
}
