// A date that does not exist is refused wherever a person gives one (issue 41, 12): Date.parse
// alone rolls 2024-02-30 into 1 March. Every --now is a usage error (exit 2) that says why, and a
// test case's `now` is a schema error at its place; the data reader refuses such dates already.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readInstant } from "../../src/text/instant.js";
import { cli, workspaces } from "./helpers.js";

const workspace = workspaces();
const PQL = 'homeAddress.countryCode = "US"';

describe("--now of every command", () => {
  const commands: [string, string[]][] = [
    ["sql", ["sql"]],
    ["evaluate", ["evaluate", "a.pql", "--profile", "profile.json"]],
    ["estimate --data", ["estimate", "a.pql", "--data", "data"]],
    ["estimate --engine clickhouse", ["estimate", "a.pql", "--engine", "clickhouse", "--url", "http://127.0.0.1:9"]],
    ["data generate", ["data", "generate", "--profiles", "1", "--out", "out"]],
  ];
  it.each(
    commands.flatMap(([name, args]) =>
      [
        ["2024-02-30T00:00:00Z", "a date that exists: February 2024 has no day 30"],
        ["2023-02-29T12:00:00Z", "a date that exists: February 2023 has no day 29"],
        ["2024-04-31T00:00:00+02:00", "a date that exists: April 2024 has no day 31"],
        ["2024-13-01T00:00:00Z", "a date that exists: there is no month 13"],
        ["2024-05-15T24:00:00Z", "a date that exists: there is no time 24:00:00"],
        ["2024-05-15T12:00:00", "an ISO-8601 instant with Z or an offset (e.g. 2024-05-15T12:00:00Z)"],
      ].map(([now, why]) => [name, now!, why!, args] as const),
    ),
  )("%s --now %s: exit 2, %s", (_, now, why, args) => {
    const dir = workspace({ "a.pql": PQL, "profile.json": "{}", "data/profiles.ndjson": "" });
    const r = cli([...args, "--now", now], { cwd: dir, input: PQL });
    expect(r.stderr).toContain(`--now ${JSON.stringify(now)} is not ${why}\n`);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
  });

  it("a test case's `now` on 30 February is an error at its place, not a case run at 1 March", () => {
    const dir = workspace({
      "a.audience.yaml": `name: A\nexpression:\n  type: PQL\n  format: pql/text\n  value: '${PQL}'\nschema:\n  name: _xdm.context.profile\nx-pql-audience:\n  tests:\n    - name: leap\n      now: "2024-02-30T00:00:00Z"\n      profile: { homeAddress: { countryCode: US } }\n      expect: true\n`,
    });
    for (const command of [
      ["test", "a.audience.yaml"],
      ["lint", "a.audience.yaml"],
    ]) {
      const r = cli(command, { cwd: dir });
      expect(r.status).toBe(1);
      const out = `${r.stdout}${r.stderr}`;
      expect(out).toContain("`x-pql-audience.tests[0].now` is not a date that exists: February 2024 has no day 30");
      expect(out).toContain("a.audience.yaml:11:12");
    }
  });
});

describe("readInstant", () => {
  it("reads every instant as Date does, written with Z or an offset", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("0001-01-02T00:00:00Z"), max: new Date("9999-12-30T23:59:59Z"), noInvalidDate: true }),
        fc.integer({ min: -23 * 60, max: 23 * 60 }),
        (d, offset) => {
          expect(readInstant(d.toISOString())).toEqual({ ok: true, ms: d.getTime() });
          const local = new Date(d.getTime() + offset * 60_000).toISOString().slice(0, 23);
          const sign = offset < 0 ? "-" : "+";
          const abs = Math.abs(offset);
          const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
          expect(readInstant(`${local}${zone}`)).toEqual({ ok: true, ms: d.getTime() });
        },
      ),
    );
  });

  it("refuses any day past its month's end, which Date.parse would roll over", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 29, max: 31 }),
        (year, month, day) => {
          const text = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${day}T00:00:00Z`;
          const exists = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
          expect(readInstant(text).ok).toBe(exists);
        },
      ),
    );
  });
});
