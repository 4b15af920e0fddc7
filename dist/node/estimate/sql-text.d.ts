import { duckdbString } from "../../sql/duckdb-string.js";
/** A string literal: 'it''s' (a NUL as chr(0), src/sql/duckdb-string.ts). */
export declare const sqlString: typeof duckdbString;
/** A quoted identifier: "a ""b""". */
export declare function identifier(name: string): string;
/**
 * A file's path as DuckDB's readers (read_ndjson, read_parquet, ...) take it, naming that file
 * alone: they read a path as a glob pattern, so `--data 'data*'` would read `dataX/` too. Each of
 * `*`, `?` and `[` stands in a class of its own (`[*]`), which matches only itself.
 */
export declare function fileLiteral(path: string): string;
