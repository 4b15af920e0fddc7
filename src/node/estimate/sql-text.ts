// SQL literals for the loader's statements: paths and values go in quoted, never spliced raw.
import { duckdbString } from "../../sql/duckdb-string.js";

/** A string literal: 'it''s' (a NUL as chr(0), src/sql/duckdb-string.ts). */
export const sqlString = duckdbString;

/** A quoted identifier: "a ""b""". */
export function identifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
