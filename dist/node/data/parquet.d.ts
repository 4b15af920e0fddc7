export declare const DUCKDB_INSTALL = "npm install --save-dev @duckdb/node-api";
/** Fails early, before anything is written, when DuckDB is missing. */
export declare function assertDuckDbInstalled(): Promise<void>;
/** Converts NDJSON files to Parquet files, pairwise, in one DuckDB instance. */
export declare function ndjsonToParquet(pairs: readonly {
    from: string;
    to: string;
}[], temporaryDir: string): Promise<void>;
