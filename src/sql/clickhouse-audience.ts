// The SELECT of the profiles an audience qualifies, in ClickHouse's SQL (clickhouse.ts), over the
// tables `data load --engine clickhouse` makes (docs/estimates.md "ClickHouse"): rows (pid, primary_id).
import type { Expression } from "../syntax/ast.js";
import { ClickHouseCompiler } from "./clickhouse.js";
import type { CompileOptions, Compiled } from "./index.js";
import { NotCompiled } from "./unsupported.js";

export function compileClickHouse(ast: Expression, options: CompileOptions): Compiled {
  const compiler = new ClickHouseCompiler((id) => options.localAudienceTable(id) !== undefined);
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
