// The work behind `sql`: the SQL (DuckDB's dialect, or ClickHouse's with --dialect clickhouse) that selects the primary identity of every
// profile an audience qualifies, over the tables `estimate` loads (docs/sql.md). Exit 0 when
// every audience compiled, 1 when the input has errors (as `evaluate` refuses them) or a
// construct does not compile yet (said at file:line:col), 2 for usage mistakes.
import { audienceFileKind, loadAudienceFile } from "../audience/load.js";
import { evaluationBlockers } from "../lint/evaluation-blockers.js";
import { lintInput } from "../node/lint-files.js";
import { diagnosticFrames } from "../report/stylish.js";
import { parseAudiences } from "../run/audience-file.js";
import { referenceKeys, referencedIds } from "../run/evaluate-audiences.js";
import { clickHouseStatement, compileAudience, helperDefinitions, type Dialect } from "../sql/index.js";
import { statementTitle } from "../sql/comment.js";
import { ExitCode } from "./exit.js";
import { nowOption } from "./now-option.js";
import { oversizeMessage, readInput, useColor } from "./io.js";
import { stderr, stdout } from "./startup/stdio.js";
import { dependencyOrder } from "../node/estimate/dependency-order.js";

const HELPERS_TITLE = "-- PQL's readings of JSON, as macros DuckDB expands where the queries below call them (docs/sql.md)";

export interface SqlArgs {
  file?: string;
  dialect: Dialect;
  now?: string;
}

export async function runSql(args: SqlArgs): Promise<number> {
  const now = nowOption(args.now);
  const input = await readInput(args.file);
  const oversize = oversizeMessage(input);
  if (oversize) {
    stderr.write(oversize);
    return ExitCode.Problems;
  }
  // What lint says of the input: an error that leaves its meaning unknown stops it, as in `evaluate`.
  const { file: linted } = await lintInput({ file: input.name, text: input.text, invalidUtf8: input.invalidUtf8 });
  const blockers = evaluationBlockers(linted);
  if (blockers.length > 0) {
    const frames = diagnosticFrames(linted, blockers, { color: useColor(stderr) });
    stderr.write(`${frames.join("\n")}\nnot compiled: the input has errors\n`);
    return ExitCode.Problems;
  }
  const kind = input.name === "<stdin>" ? "pql" : audienceFileKind(input.name);
  const parsed = parseAudiences(loadAudienceFile(input.name === "<stdin>" ? "stdin.pql" : input.name, input.text));
  const audiences = parsed.audiences;
  if (audiences.length === 0) {
    stderr.write(`${input.name}: no audience to compile\n`);
    return ExitCode.Problems;
  }

  // An audience another one of the file references (`inSegment("alias:NAME")` or its id) becomes a
  // temporary table, created before the audiences that read it.
  const byKey = new Map<string, number>();
  audiences.forEach((a, i) => {
    for (const key of referenceKeys(a)) byKey.set(key, i);
  });
  const referenced = new Set(audiences.flatMap((a) => referencedIds(a.ast).flatMap((id) => (byKey.has(id) ? [byKey.get(id)!] : []))));
  // Referenced audiences first (a reference loop is lint's error; here it reads as not a member).
  const order = dependencyOrder(audiences);

  const out: string[] = [];
  const problems: string[] = [];
  const tableOf = (i: number) => `audience_${i + 1}`;
  for (const i of order) {
    const audience = audiences[i]!;
    const loaded = parsed.loaded[i]!;
    const compiled = compileAudience(audience.ast, {
      dialect: args.dialect,
      now,
      localAudienceTable: (id) => {
        const target = byKey.get(id);
        return target !== undefined && order.indexOf(target) < order.indexOf(i) ? tableOf(target) : undefined;
      },
    });
    const at = loaded.mapSpan(compiled.ok ? audience.ast.span : compiled.unsupported.span).start;
    if (!compiled.ok) {
      const name = kind === "pql" ? "" : ` (${audience.name})`;
      problems.push(`${input.name}:${at.line}:${at.column}: error ${compiled.unsupported.message}${name}\n`);
      continue;
    }
    // Names and file names come from outside (a pulled org's audience): the title cannot end its comment.
    const title = statementTitle(input.name, kind === "pql" ? undefined : { name: audience.name, line: at.line, column: at.column });
    // ClickHouse refuses inSegment of an audience of the same file (clickhouse.ts): nothing reads a table of it.
    const statement =
      args.dialect === "clickhouse"
        ? clickHouseStatement(compiled.sql)
        : referenced.has(i)
          ? `CREATE TEMP TABLE ${tableOf(i)} AS\n${compiled.sql}`
          : compiled.sql;
    out.push(`${title}\n${statement};\n`);
  }
  // The macros the queries call, defined once above them: the text runs as printed.
  const helpers = helperDefinitions(args.dialect, out.join("\n"));
  const prelude = helpers.map((h, i) => `${i === 0 ? `${HELPERS_TITLE}\n` : ""}${h};\n`);
  if (out.length > 0) stdout.write([...prelude, ...out].join("\n"));
  for (const p of problems) stderr.write(p);
  return problems.length > 0 ? ExitCode.Problems : ExitCode.Ok;
}
