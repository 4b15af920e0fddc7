// PQL -> SQL (issue 24): the SELECT of the profiles an audience qualifies, over the tables the
// estimate loader creates (docs/sql.md): `profiles(pid, primary_id, doc)` and
// `events(pid, seq, ts_ms, doc)`. Exact or refused: every construct compiles to what the
// evaluator answers (src/evaluate/, the oracle; test/sql/differential.test.ts holds them
// together), or compileAudience says which construct does not compile, and where. Beside a
// DuckDB query, what it reads of the events (CompiledEvents), and the query over another source.
import { inDateRange } from "../evaluate/values.js";
import type { Expression } from "../syntax/ast.js";
import { Compiler } from "./compile.js";
import type { SqlDialect } from "./dialect.js";
import { compileClickHouse } from "./clickhouse-audience.js";
import { duckdb } from "./duckdb.js";
import { plainTableName, type EventReads } from "./events.js";
import type { ProfileReads } from "./profile-reads.js";
import { PROFILE, profileScope } from "./scope.js";
import { NotCompiled, type Unsupported } from "./unsupported.js";

export type { Unsupported } from "./unsupported.js";
export type { EventReads } from "./events.js";
export type { ProfileReads } from "./profile-reads.js";
export type { SqlDialect } from "./dialect.js";
export { STOP_MARK, stopReason } from "./stop.js";
export { clickHouseStatement } from "./clickhouse-audience.js";

/** DuckDB through compile.ts and a SqlDialect; ClickHouse 18.16 through a walker of its own (clickhouse.ts says why). */
export type Dialect = "duckdb" | "clickhouse";

export const dialects: Record<"duckdb", SqlDialect> = { duckdb };

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

export type Compiled =
  | CompiledQuery // a SELECT whose rows are (pid BIGINT, primary_id VARCHAR): the qualifying profiles
  | { ok: false; unsupported: Unsupported }; // the first construct that does not compile yet

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
export function helperDefinitions(dialect: Dialect, sql?: string): string[] {
  return dialect === "clickhouse" ? [] : (dialects[dialect].helpers?.definitions(sql) ?? []);
}

export function compileAudience(ast: Expression, options: CompileOptions): Compiled {
  const at = { span: ast.span };
  if (!inDateRange(options.now))
    return { ok: false, unsupported: { construct: "now", span: at.span, message: "now is not an instant a Date can hold" } };
  if (options.dialect === "clickhouse") return compileClickHouse(ast, (id) => options.localAudienceTable(id) !== undefined, options.now);
  const compiler = new Compiler(dialects[options.dialect], options.now, options.localAudienceTable, options.profileColumn);
  let where: string;
  try {
    where = gatedCondition(ast, (node) => compiler.condition(node, profileScope()));
  } catch (e) {
    if (e instanceof NotCompiled) return { ok: false, unsupported: e.unsupported };
    throw e;
  }
  const parts = compiler.events.parts;
  const joins = parts.filter((p) => p.joined).map((p) => `\n  LEFT JOIN ${p.name} ON ${p.name}.pid = p.pid`);
  const top = `-- ${ast.span.start.line}:${ast.span.start.column} the audience`;
  const select = `${top}\nSELECT p.pid, p.primary_id\nFROM profiles AS p${joins.join("")}\n${where}`;
  const over = (events: string) => {
    const ctes = parts.map((p) => `${p.comment}\n${p.name} AS (\n  ${p.sql(events)}\n)`);
    return ctes.length > 0 ? `WITH\n${ctes.join(",\n")}\n${select}` : select;
  };
  const sqlOver = (source: string) => {
    const plain = plainTableName(source);
    // The caller's name, not the user's: a wrong one is a bug to stop at, not a construct to report.
    if (plain !== "ok")
      throw new Error(
        `events source ${JSON.stringify(source)}: ${plain === "not plain" ? "not a plain identifier" : "named like a part of the query"}`,
      );
    return over(source);
  };
  return {
    ok: true,
    sql: over("events"),
    events: { reads: compiler.events.reads(), sqlOver },
    profileReads: compiler.profileReads.reads(),
  };
}

/**
 * The audience's WHERE clause. When it is an `and` of conditions on the profile's doc and of
 * conditions that read only the parts' columns (an events part, a local audience), the latter
 * gate the former: `CASE WHEN gates THEN rest ELSE FALSE END` holds exactly when the `and` does
 * (its operands are two-valued), but DuckDB cannot push it into the scan of `profiles`, where it
 * would parse every profile's doc before the join leaves the few the parts hold. Operands are
 * compiled in their order, so the parts are numbered as before.
 */
function gatedCondition(ast: Expression, condition: (node: Expression) => string): string {
  if (ast.kind !== "Logical" || ast.operator !== "and") return `WHERE ${condition(ast)}`;
  const operands = ast.operands.map(condition);
  const gates = operands.filter((sql) => !sql.includes(PROFILE));
  const rest = operands.filter((sql) => sql.includes(PROFILE));
  if (gates.length === 0 || rest.length === 0) return `WHERE (${operands.join(" AND ")})`;
  return (
    "-- the parts first: a profile's doc is read only where they hold\n" +
    `WHERE CASE WHEN ${gates.join(" AND ")}\n  THEN ${rest.join(" AND ")}\n  ELSE FALSE END`
  );
}
