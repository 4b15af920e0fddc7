// PQL -> SQL (issue 24): the SELECT of the profiles an audience qualifies, over the tables the
// estimate loader creates (docs/sql.md): `profiles(pid, primary_id, doc)` and
// `events(pid, seq, ts_ms, doc)`. Exact or refused: every construct compiles to what the
// evaluator answers (src/evaluate/, the oracle; test/sql/differential.test.ts holds them
// together), or compileAudience says which construct does not compile, and where.
import { inDateRange } from "../evaluate/values.js";
import type { Expression } from "../syntax/ast.js";
import { Compiler } from "./compile.js";
import type { SqlDialect } from "./dialect.js";
import { compileClickHouse } from "./clickhouse-audience.js";
import { duckdb } from "./duckdb.js";
import { profileScope } from "./scope.js";
import { NotCompiled, type Unsupported } from "./unsupported.js";

export type { Unsupported } from "./unsupported.js";
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
}

export type Compiled =
  | { ok: true; sql: string } // a SELECT whose rows are (pid BIGINT, primary_id VARCHAR): the qualifying profiles
  | { ok: false; unsupported: Unsupported }; // the first construct that does not compile yet

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
  const compiler = new Compiler(dialects[options.dialect], options.now, options.localAudienceTable);
  let where: string;
  try {
    where = compiler.condition(ast, profileScope());
  } catch (e) {
    if (e instanceof NotCompiled) return { ok: false, unsupported: e.unsupported };
    throw e;
  }
  const parts = compiler.events.parts;
  const ctes = parts.map((p) => `${p.comment}\n${p.name} AS (\n  ${p.sql}\n)`);
  const joins = parts.filter((p) => p.joined).map((p) => `\n  LEFT JOIN ${p.name} ON ${p.name}.pid = p.pid`);
  const top = `-- ${ast.span.start.line}:${ast.span.start.column} the audience`;
  const select = `${top}\nSELECT p.pid, p.primary_id\nFROM profiles AS p${joins.join("")}\nWHERE ${where}`;
  return { ok: true, sql: ctes.length > 0 ? `WITH\n${ctes.join(",\n")}\n${select}` : select };
}
