// `pql-audience sql` as a user runs it (the built CLI, a child process): the SQL it prints runs on
// the estimate tables and selects what `evaluate` qualifies; input lint refuses is refused as
// `evaluate` refuses it; a construct that does not compile is an error at file:line:col.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "../../src/syntax/index.js";
import { cli, workspaces } from "../cli/helpers.js";
import { openTables, oracle, type DataSet, type Tables } from "./duckdb-tables.js";

const NOW = ["--now", "2024-05-15T12:00:00Z"];
const workspace = workspaces();
let tables: Tables;
beforeAll(async () => {
  tables = await openTables({ helpers: false });
});
afterAll(() => tables.close());

const audience = (name: string, value: string, alias: string) =>
  `name: ${name}\nexpression:\n  type: PQL\n  format: pql/text\n  value: '${value}'\nschema:\n  name: _xdm.context.profile\nx-pql-audience:\n  alias: ${alias}\n`;

const data: DataSet = {
  profiles: [
    {
      doc: { loyalty: { tier: "gold" }, homeAddress: { countryCode: "US" } },
      events: [{ eventType: "buy", timestamp: "2024-05-15T10:00:00Z" }],
    },
    { doc: { loyalty: { tier: "gold" }, homeAddress: { countryCode: "FR" } }, events: [] },
    { doc: { homeAddress: { countryCode: "US" } }, events: [{ eventType: "buy", timestamp: "2024-05-10T10:00:00Z" }] },
  ],
};

describe("sql", () => {
  it("prints a SELECT of pid and primary_id that selects what evaluate qualifies", async () => {
    const pql = 'homeAddress.countryCode = "US" and CHAIN(xEvent, timestamp, [A: WHAT(eventType = "buy") WHEN(today)])';
    const r = cli(["sql", ...NOW], { input: pql });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    // The macros it calls first, then the query; run as printed, on a connection without them.
    expect(r.stdout).toMatch(
      /^-- PQL's readings of JSON, as macros .*\n-- pql_string: .*\nCREATE OR REPLACE TEMP MACRO pql_string\(json\) AS\n/,
    );
    expect(r.stdout).toMatch(/\n\n-- <stdin>\nWITH\n-- 1:62 A: eventType = "buy"\nchain_1 AS \(/);
    await tables.load(data);
    const rows = (await tables.connection.runAndReadAll(r.stdout.trim().replace(/;$/, ""))).getRowObjectsJson();
    expect(rows).toEqual([{ pid: "0", primary_id: "ECID:0" }]);
    expect(oracle(parse(pql).ast!, data, Date.parse("2024-05-15T12:00:00Z")).qualified).toEqual([0]);
  });

  it("a file of several audiences prints each, named; one another references is a temporary table made first", async () => {
    const dir = workspace({
      "both.audience.yaml": `${audience("US gold", 'inSegment("alias:gold") and homeAddress.countryCode = "US"', "us-gold")}---\n${audience("Gold", 'loyalty.tier = "gold"', "gold")}`,
    });
    const r = cli(["sql", "both.audience.yaml", ...NOW], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\n\n-- Gold \(both\.audience\.yaml:\d+:\d+\)\nCREATE TEMP TABLE audience_2 AS\n/);
    expect(r.stdout.indexOf("-- Gold")).toBeLessThan(r.stdout.indexOf("-- US gold"));
    expect(r.stdout.match(/CREATE OR REPLACE TEMP MACRO pql_string\(/g)).toHaveLength(1);
    expect(r.stdout).toMatch(/\n-- US gold \(both\.audience\.yaml:5:11\)\nWITH\n/);
    // Where it reads segmentMembership.ups."alias:gold", a key no AEP export holds, the SQL says so.
    expect(r.stdout).toContain(
      "/* no AEP export holds an alias: key in segmentMembership (it is keyed by segment id): only an audience of this run matches it */",
    );
    await tables.load(data);
    const statements = r.stdout.split(/;\n/).filter((s) => s.trim() !== "");
    for (const s of statements.slice(0, -1)) await tables.connection.run(s);
    const rows = (await tables.connection.runAndReadAll(statements.at(-1)!)).getRowObjectsJson();
    expect(rows.map((x) => x.pid)).toEqual(["0"]);
  });

  it.each<[string, string, RegExp]>([
    [
      "a construct that does not compile yet",
      "person.emails.distinct().count() > 1",
      /^<stdin>:1:15: error the method distinct does not compile to SQL yet; the evaluator answers it\n$/,
    ],
    [
      "input lint refuses (as evaluate refuses it)",
      "person.age >",
      /error\[PQL001\] syntax\/parse-error[\s\S]*--> <stdin>:1:13[\s\S]*not compiled: the input has errors\n$/,
    ],
  ])("%s: exit 1, said at file:line:col", (_, pql, message) => {
    const r = cli(["sql", ...NOW], { input: pql });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("a --now that is not an instant is a usage error (exit 2)", () => {
    const r = cli(["sql", "--now", "soon"], { input: "a = 1" });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--now "soon" is not an ISO-8601 instant');
  });
});
