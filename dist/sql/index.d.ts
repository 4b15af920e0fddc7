import type { Expression } from "../syntax/ast.js";
import type { SqlDialect } from "./dialect.js";
import { type Unsupported } from "./unsupported.js";
export type { Unsupported } from "./unsupported.js";
export type { SqlDialect } from "./dialect.js";
export { STOP_MARK, stopReason } from "./stop.js";
export { clickHouseStatement } from "./clickhouse-audience.js";
/** DuckDB through compile.ts and a SqlDialect; ClickHouse 18.16 through a walker of its own (clickhouse.ts says why). */
export type Dialect = "duckdb" | "clickhouse";
export declare const dialects: Record<"duckdb", SqlDialect>;
export interface CompileOptions {
    dialect: Dialect;
    /** The evaluation instant, epoch milliseconds (estimate's and sql's --now). */
    now: number;
    /** For `inSegment(id)`: the name of a table with a `pid` column holding the members of a local
     *  audience computed earlier in the run, or undefined when `id` is not a local audience (then
     *  only segmentMembership in the profile decides). */
    localAudienceTable: (segmentId: string) => string | undefined;
}
export type Compiled = {
    ok: true;
    sql: string;
} | {
    ok: false;
    unsupported: Unsupported;
};
/**
 * The statements defining the helpers (DuckDB: macros, docs/sql.md) that compiled SQL calls: run
 * them once on a connection before the SQL. Those `sql` calls, or all of the dialect's without it.
 */
export declare function helperDefinitions(dialect: Dialect, sql?: string): string[];
export declare function compileAudience(ast: Expression, options: CompileOptions): Compiled;
