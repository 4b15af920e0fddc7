import { InputError } from "../errors.js";
export type DuckDB = typeof import("@duckdb/node-api");
/** The one command that installs the engine; `estimate` prints it when the import fails. */
export declare const INSTALL_DUCKDB = "npm install @duckdb/node-api";
/** The package was not found: exit 2 with the command that installs it. */
export declare class DuckDBMissingError extends InputError {
    name: string;
}
export declare function importDuckDB(): Promise<DuckDB>;
