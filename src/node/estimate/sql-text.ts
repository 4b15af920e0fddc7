// SQL literals for the loader's statements: paths and values go in quoted, never spliced raw.
import { duckdbString } from "../../sql/duckdb-string.js";

/** A string literal: 'it''s' (a NUL as chr(0), src/sql/duckdb-string.ts). */
export const sqlString = duckdbString;

/** A quoted identifier: "a ""b""". */
export function identifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * A file's path as DuckDB's readers (read_ndjson, read_parquet, ...) take it, naming that file
 * alone: they read a path as a glob pattern, so `--data 'data*'` would read `dataX/` too. Each of
 * `*`, `?` and `[` stands in a class of its own (`[*]`), which matches only itself.
 */
export function fileLiteral(path: string): string {
  return sqlString(path.replace(/[*?[]/g, (c) => `[${c}]`));
}
