// The SELECT of the profiles an audience qualifies, in ClickHouse's SQL (clickhouse.ts), over the
// tables `data load --engine clickhouse` makes (docs/estimates.md "ClickHouse"): rows (pid, primary_id).
import type { Expression } from "../syntax/ast.js";
import { ClickHouseCompiler } from "./clickhouse.js";
import { NotCompiled, type Unsupported } from "./unsupported.js";

/** index.ts's Compiled (written out here: importing it would make an import circle). */
type ClickHouseCompiled = { ok: true; sql: string } | { ok: false; unsupported: Unsupported };

/** `localAudience(id)`: whether `inSegment(id)` names an audience of the same run (refused: the server does not hold it). */
export function compileClickHouse(ast: Expression, localAudience: (segmentId: string) => boolean, now: number): ClickHouseCompiled {
  const compiler = new ClickHouseCompiler(localAudience, now);
  let where: string;
  try {
    where = compiler.condition(ast);
  } catch (e) {
    if (e instanceof NotCompiled) return { ok: false, unsupported: e.unsupported };
    throw e;
  }
  const top = `-- ${ast.span.start.line}:${ast.span.start.column} the audience`;
  return { ok: true, sql: `${top}\nSELECT p.pid, p.primary_id\nFROM profiles AS p\nWHERE ${where}` };
}

/**
 * `SELECT p.pid, <value> AS value FROM profiles AS p`: the expression's value per profile in the
 * encoding (clickhouse-encoding.ts), so a test can hold values, not only conditions, to the
 * evaluator's. A value that reads the profile's list of events does not compile here.
 */
export function compileClickHouseValue(ast: Expression, now: number): ClickHouseCompiled {
  const compiler = new ClickHouseCompiler(() => false, now);
  try {
    return { ok: true, sql: `SELECT p.pid, ${compiler.valueSql(ast)} AS value\nFROM profiles AS p` };
  } catch (e) {
    if (e instanceof NotCompiled) return { ok: false, unsupported: e.unsupported };
    throw e;
  }
}
