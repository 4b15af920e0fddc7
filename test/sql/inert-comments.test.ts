// Nothing from outside becomes SQL: `sql` puts an audience's name and a file's name in a comment
// above each statement, and a name is whatever an org (or a pulled file) says. Whatever it holds,
// the printed script runs in DuckDB as the same statements and does nothing else (issue 41, 1).
import { DuckDBInstance, type DuckDBConnection } from "@duckdb/node-api";
import fc from "fast-check";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inertText, statementTitle } from "../../src/sql/comment.js";
import { cli, workspaces } from "../cli/helpers.js";

const NOW = ["--now", "2024-05-15T12:00:00Z"];
const workspace = workspaces();
let connection: DuckDBConnection;
beforeAll(async () => {
  connection = await (await DuckDBInstance.create(":memory:", { threads: "1" })).connect();
  await connection.run("CREATE TABLE profiles (pid BIGINT, primary_id VARCHAR, doc JSON)");
  await connection.run("CREATE TABLE events (pid BIGINT, seq BIGINT, ts_ms BIGINT, event_type VARCHAR, doc JSON)");
  await connection.run(`INSERT INTO profiles VALUES (0, 'ECID:0', '{"homeAddress":{"countryCode":"US"}}')`);
});
afterAll(() => connection.closeSync());

/** Runs a script statement by statement as DuckDB splits it; how many statements it held. */
async function runScript(script: string): Promise<number> {
  const statements = await connection.extractStatements(script);
  for (let i = 0; i < statements.count; i++) await (await statements.prepare(i)).run();
  return statements.count;
}

const tableExists = async (name: string) =>
  (await connection.runAndReadAll(`SELECT count(*)::INT AS n FROM duckdb_tables() WHERE table_name = '${name}'`)).getRowObjects()[0]!.n ===
  1;

/** The script `sql` prints is its macros and one statement per audience. */
const expectedStatements = (script: string, audiences: number) => (script.match(/CREATE OR REPLACE TEMP MACRO /g) ?? []).length + audiences;

const yamlAudience = (name: string) =>
  `name: ${JSON.stringify(name)}\nexpression:\n  type: PQL\n  format: pql/text\n  value: 'homeAddress.countryCode = "US"'\nschema:\n  name: _xdm.context.profile\n`;

describe("sql: a name cannot end its comment", () => {
  it.each([
    ["a newline (the issue's repro)", "\n"],
    ["a carriage return (DuckDB ends a -- comment there too)", "\r"],
    ["CR LF", "\r\n"],
    ["a next line U+0085", "\u0085"],
    ["a line separator U+2028", "\u2028"],
    ["a paragraph separator U+2029", "\u2029"],
    ["a vertical tab", "\u000b"],
  ])("an audience's name holding %s: the script writes no file and runs as the same statements", async (_, brk) => {
    const dir = workspace({});
    const pwned = join(dir, "pwned.csv");
    const name = `Nice${brk}COPY (SELECT 'owned' AS x) TO '${pwned}'; --`;
    const file = workspace({ "a.audience.yaml": yamlAudience(name) });
    const r = cli(["sql", "a.audience.yaml", ...NOW], { cwd: file });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`\n-- ${inertText(name)} (a.audience.yaml:5:11)\n-- 1:1 the audience\nSELECT p.pid`);
    expect(await runScript(r.stdout)).toBe(expectedStatements(r.stdout, 1));
    expect(existsSync(pwned)).toBe(false);
  });

  it("a .pql file's name holding a newline: the statement after it stays in the comment", async () => {
    const fileName = "x\nCREATE TABLE owned_by_file AS SELECT 1; --.pql";
    const dir = workspace({ [fileName]: 'homeAddress.countryCode = "US"' });
    const r = cli(["sql", fileName, ...NOW], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("\n-- x\\nCREATE TABLE owned_by_file AS SELECT 1; --.pql\n");
    expect(await runScript(r.stdout)).toBe(expectedStatements(r.stdout, 1));
    expect(await tableExists("owned_by_file")).toBe(false);
  });

  it("--dialect clickhouse: the name stays on its comment line", () => {
    const name = "Nice\nDROP TABLE profiles; --\rDROP TABLE events";
    const file = workspace({ "a.audience.yaml": yamlAudience(name) });
    const r = cli(["sql", "a.audience.yaml", "--dialect", "clickhouse", ...NOW], { cwd: file });
    expect(r.status).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe("-- Nice\\nDROP TABLE profiles; --\\rDROP TABLE events (a.audience.yaml:5:11)");
    expect(r.stdout).not.toMatch(/^DROP/m);
  });

  it("the PQL a part computes, above it as a comment, keeps its strings' breaks escaped (U+0085 is no \\s of JavaScript)", async () => {
    const pql = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a\u0085b")]) and homeAddress.countryCode = "US"';
    for (const dialect of ["duckdb", "clickhouse"]) {
      const r = cli(["sql", "--dialect", dialect, ...NOW], { input: pql });
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/\n *-- 1:\d+ .*eventType = "a\\u0085b"/);
      // The string literal holds the character itself (it is data there); no comment line does.
      expect(r.stdout.split("\n").filter((l) => l.trimStart().startsWith("--") && l.includes("\u0085"))).toEqual([]);
    }
  });

  it("for any name and any file name, the title is one comment line DuckDB skips", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), async (name, file) => {
        const title = statementTitle(file, { name, line: 1, column: 1 });
        // One line in any reader's eyes: no line or paragraph break of any kind.
        expect(title).not.toMatch(/[\n\r\u000b\u000c\u001c-\u001e\u0085\u2028\u2029]/);
        const rows = await connection.runAndReadAll(`${title}\nSELECT 42 AS answer`);
        expect(rows.getRowObjects()).toEqual([{ answer: 42 }]);
        expect(await runScript(`${statementTitle(file)}\nSELECT 1;\n${title}\nSELECT 2;\n`)).toBe(2);
      }),
      { numRuns: 300 },
    );
  });
});
