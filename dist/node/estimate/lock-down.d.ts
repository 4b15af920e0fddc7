import type { DuckDBConnection } from "@duckdb/node-api";
import type { DataFile } from "./data-files.js";
export declare function lockDown(connection: DuckDBConnection, files: readonly (DataFile | undefined)[]): Promise<void>;
