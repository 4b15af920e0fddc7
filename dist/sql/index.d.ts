import type { Expression } from "../syntax/ast.js";
import type { SqlDialect } from "./dialect.js";
import { type EventReads } from "./events.js";
import type { ProfileReads } from "./profile-reads.js";
import { type Unsupported } from "./unsupported.js";
export type { Unsupported } from "./unsupported.js";
export type { EventReads } from "./events.js";
export type { ProfileReads } from "./profile-reads.js";
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
    /**
     * DuckDB: the column of `profiles` holding the reading of the doc's member at the path `keys`
     * as a string, a number or a boolean (`pql_string(json_extract(doc, '$."a"."b"'))`, NULL for a
     * value of another type: what the query would compute from the doc), when the caller computed
     * one; the query reads it instead of parsing the doc. Without it, or for undefined, the doc.
     */
    profileColumn?: (keys: readonly string[], kind: "str" | "num" | "bool") => string | undefined;
}
export type Compiled = CompiledQuery | {
    ok: false;
    unsupported: Unsupported;
};
export interface CompiledQuery {
    ok: true;
    /** The SELECT over the contract's tables, `profiles` and `events` (docs/sql.md): what `sql` prints. */
    sql: string;
    /** DuckDB's (ClickHouse's compiler does not report it): what the query reads of the events, and the query reading them from elsewhere. */
    events?: CompiledEvents;
    /** DuckDB's: what the query reads of the profiles' docs (a loader may keep those fields alone). */
    profileReads?: ProfileReads;
}
export interface CompiledEvents {
    /** What the query reads of the events, as the compiler wrote its reads: no part of an event beyond this. */
    reads: EventReads;
    /**
     * The same SELECT reading the events from `source` instead of `events`: a table or view with
     * its columns whose docs hold at least what `reads` names (the same JSON for each of those
     * fields) gives the same rows. `source` is a plain identifier not named like the query's parts.
     */
    sqlOver(source: string): string;
}
/**
 * The statements defining the helpers (DuckDB: macros, docs/sql.md) that compiled SQL calls: run
 * them once on a connection before the SQL. Those `sql` calls, or all of the dialect's without it.
 */
export declare function helperDefinitions(dialect: Dialect, sql?: string): string[];
export declare function compileAudience(ast: Expression, options: CompileOptions): Compiled;
