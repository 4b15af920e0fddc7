import type { SqlDialect } from "./dialect.js";
export declare const duckdb: SqlDialect;
