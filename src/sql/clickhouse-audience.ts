// The SELECT of the profiles an audience qualifies, in ClickHouse's SQL (clickhouse.ts), over the
// tables `data load --engine clickhouse` makes (docs/estimates.md "ClickHouse"): rows (pid, primary_id).
import type { Expression } from "../syntax/ast.js";
import { ClickHouseCompiler } from "./clickhouse.js";
import { describe } from "./events.js";
import { NotCompiled, type Unsupported } from "./unsupported.js";

/**
 * index.ts's Compiled, without `events`: ClickHouse's compiler does not report its reads (written
 * out here: importing it would make an import circle).
 */
type ClickHouseCompiled = { ok: true; sql: string } | { ok: false; unsupported: Unsupported };

/** `localAudience(id)`: whether `inSegment(id)` names an audience of the same run (refused: the server does not hold it). */
export function compileClickHouse(ast: Expression, localAudience: (segmentId: string) => boolean, now: number): ClickHouseCompiled {
  const compiler = new ClickHouseCompiler(localAudience, now);
  let where: string;
  try {
    where = whereClause(ast, compiler);
  } catch (e) {
    if (e instanceof NotCompiled) return { ok: false, unsupported: e.unsupported };
    throw e;
  }
  return { ok: true, sql: `${describe(ast)}\n${withClause(compiler)}SELECT p.pid, p.primary_id\nFROM profiles AS p\n${where}` };
}

/** The profile's paths the query reads, named once above it (18.16's WITH takes expressions, not subqueries). */
function withClause(compiler: ClickHouseCompiler): string {
  const named = [...compiler.named].map(([name, sql]) => `  ${sql} AS ${name}`);
  return named.length > 0 ? `WITH\n${named.join(",\n")}\n` : "";
}

/**
 * `WHERE ...`; an `and` or `or` at the top is written one operand a line, each under the PQL it
 * computes (`-- line:col text`), so the query reads part by part as the audience does.
 */
function whereClause(ast: Expression, compiler: ClickHouseCompiler): string {
  if (ast.kind !== "Logical" || ast.operands.length < 2) return `WHERE ${compiler.condition(ast)}`;
  const parts = ast.operands.map((o) => `  ${describe(o)}\n  ${compiler.condition(o)}`);
  return `WHERE\n${parts.join(`\n  ${ast.operator === "and" ? "AND" : "OR"}\n`)}`;
}

/**
 * The query as `sql --dialect clickhouse` prints it, with the setting a cluster needs (each
 * shard's events subqueries read its own events_local), so the text runs as printed on one
 * server or a cluster. `estimate` gives the setting with the request instead.
 */
export function clickHouseStatement(sql: string): string {
  return `${sql}\n-- on a cluster, each shard reads its own profiles' events (docs/estimates.md)\nSETTINGS ${CLICKHOUSE_SETTING}`;
}

export const CLICKHOUSE_SETTING = "distributed_product_mode = 'local'";

/**
 * `SELECT p.pid, <value> AS value FROM profiles AS p`: the expression's value per profile in the
 * encoding (clickhouse-encoding.ts), so a test can hold values, not only conditions, to the
 * evaluator's. A value that reads the profile's list of events does not compile here.
 */
export function compileClickHouseValue(ast: Expression, now: number): ClickHouseCompiled {
  // No WITH: 18.16 loses `named AS value` on a Distributed table ("Not found column value in block").
  const compiler = new ClickHouseCompiler(() => false, now, false);
  try {
    return { ok: true, sql: `SELECT p.pid, ${compiler.valueSql(ast)} AS value\nFROM profiles AS p` };
  } catch (e) {
    if (e instanceof NotCompiled) return { ok: false, unsupported: e.unsupported };
    throw e;
  }
}
