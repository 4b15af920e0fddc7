import type { DiffRun } from "../diff/index.js";
import type { ClickHouseTarget } from "../node/clickhouse/http.js";
import type { Budget } from "../evaluate/index.js";
export interface DiffArgs {
    paths: string[];
    /** DuckDB's data directory; undefined with --engine clickhouse. */
    data?: string | undefined;
    engine?: "duckdb" | "clickhouse" | undefined;
    /** With --engine clickhouse: the server, its database and user (the password: CLICKHOUSE_PASSWORD). */
    url?: string | undefined;
    database?: string | undefined;
    user?: string | undefined;
    base: string;
    head?: string | undefined;
    now?: string | undefined;
    sample: number;
    format: "text" | "json" | "markdown" | "github";
    failOnChange?: number | undefined;
    all: boolean;
    maxSteps?: number | undefined;
    memoryLimit?: string | undefined;
}
export declare function runDiff(args: DiffArgs): Promise<number>;
/** Where the data is counted: DuckDB over a data directory, or a ClickHouse server's database. */
export type DiffData = string | {
    clickhouse: ClickHouseTarget;
    database: string;
};
export interface DiffOptions {
    /** The directory the paths are relative to (the command's working directory). */
    cwd: string;
    paths: readonly string[];
    data: DiffData;
    base: string;
    /** A revision; undefined: the working tree. */
    head?: string | undefined;
    now: number;
    sample: number;
    failOnChange?: number | undefined;
    budget?: Budget | undefined;
    memoryLimit?: string | undefined;
    onProgress?: ((message: string) => void) | undefined;
}
/**
 * The whole comparison, without output: a bad revision or a path on neither side is a
 * UsageError, data that does not load a DataError; what a side cannot count is in `problems`.
 */
export declare function diffRevisions(options: DiffOptions): Promise<DiffRun>;
