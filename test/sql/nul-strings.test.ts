// A NUL in a PQL string (`"a\u0000b"`) is a character like any other: the compiled DuckDB SQL
// writes it as chr(0) (DuckDB reads a statement up to its first NUL byte), so the query runs and
// agrees with the evaluator, and `sql` prints no raw NUL. ClickHouse's literal escapes it as \0.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chString } from "../../src/sql/clickhouse-encoding.js";
import { dialects } from "../../src/sql/index.js";
import { sqlString } from "../../src/node/estimate/sql-text.js";
import { parse } from "../../src/syntax/index.js";
import { cli } from "../cli/helpers.js";
import { openTables, oracle, type DataSet, type Tables } from "./duckdb-tables.js";

const NOW = "2024-05-15T12:00:00Z";
let tables: Tables;
beforeAll(async () => {
  tables = await openTables({ helpers: false });
});
afterAll(() => tables.close());

const data: DataSet = {
  profiles: [
    { doc: { name: "a\u0000b", tags: ["x\u0000"] }, events: [{ eventType: "\u0000buy", timestamp: "2024-05-15T10:00:00Z" }] },
    { doc: { name: "ab", tags: ["x"] }, events: [{ eventType: "buy", timestamp: "2024-05-15T10:00:00Z" }] },
  ],
};

describe("a NUL in a PQL string", () => {
  it.each([
    'name = "a\\u0000b"',
    'name.startsWith("a\\u0000")',
    'name.contains("\\u0000b")',
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "\\u0000buy")])',
  ])("%s: `sql` prints chr(0), no NUL byte, and the script selects what evaluate qualifies", async (pql) => {
    const r = cli(["sql", "--now", NOW], { input: pql });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain("\0");
    expect(r.stdout).toContain("chr(0)");
    await tables.load(data);
    const statements = await tables.connection.extractStatements(r.stdout);
    for (let i = 0; i < statements.count - 1; i++) await (await statements.prepare(i)).run();
    const rows = (await (await statements.prepare(statements.count - 1)).runAndReadAll()).getRowObjectsJson();
    expect(rows.map((x) => Number(x.pid))).toEqual(oracle(parse(pql).ast!, data, Date.parse(NOW)).qualified);
    expect(rows).toHaveLength(1);
  });

  it("any string, as DuckDB's literal (the compiler's and the loader's), reads back as itself and holds no NUL", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.constantFrom("a", "'", "\0", "\\", "é", "\n") }), async (s) => {
        for (const literal of [dialects.duckdb.string(s), sqlString(s)]) {
          expect(literal).not.toContain("\0");
          const rows = (await tables.connection.runAndReadAll(`SELECT ${literal} AS v`)).getRowObjects();
          expect(rows).toEqual([{ v: s }]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("ClickHouse's literal escapes it as \\0 (its lexer reads \\0 as NUL)", () => {
    expect(chString("a\0b")).toBe("'a\\0b'");
  });
});
