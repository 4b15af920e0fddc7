// `pql-audience estimate` as a user runs it: the real CLI in a child process, on a project and a
// data directory in a temporary directory. Times are masked in the snapshots.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { bin, cli, workspaces } from "../cli/helpers.js";
import { identityMap, ndjson } from "./helpers.js";

const workspace = workspaces();
const NOW = "2024-05-15T12:00:00Z";

const person = (i: number, fields: Record<string, unknown>) => ({
  identityMap: identityMap({ ECID: [{ id: `e${i}`, primary: true }] }),
  ...fields,
});
const event = (i: number, eventType: string, timestamp: string) => ({
  identityMap: identityMap({ ECID: [{ id: `e${i}`, primary: true }] }),
  eventType,
  timestamp,
});

const data = {
  "data/profiles.ndjson": ndjson([
    person(0, { homeAddress: { country: "US" }, loyalty: { tier: "gold" } }),
    person(1, { homeAddress: { country: "US" }, loyalty: { tier: "silver" } }),
    person(2, { homeAddress: { country: "FR" }, loyalty: { tier: "gold" } }),
    {
      identityMap: identityMap({
        Email: [
          { id: "x@example.com", primary: true },
          { id: "y@example.com", primary: true },
        ],
      }),
      homeAddress: { country: "US" },
    },
  ]),
  "data/events.ndjson": ndjson([
    event(0, "commerce.purchases", "2024-05-14T09:00:00Z"),
    event(1, "commerce.purchases", "2024-04-01T09:00:00Z"),
    event(9, "commerce.purchases", "2024-05-14T09:00:00Z"),
  ]),
};

const project = {
  "audiences/pql-audience.config.yaml": "rules: {}\n",
  "audiences/us.pql": 'homeAddress.country = "US"\n',
  "audiences/gold.audience.yaml": `name: gold US buyers
expression:
  type: PQL
  format: pql/text
  value: >-
    loyalty.tier = "gold" and inSegment("alias:us") and
    CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.purchases") WHEN(< 7 days before now)])
evaluationInfo:
  batch:
    enabled: true
  continuous:
    enabled: false
  synchronous:
    enabled: false
schema:
  name: _xdm.context.profile
x-pql-audience:
  alias: gold-us-buyers
`,
};

const mask = (text: string) =>
  text
    .replace(/\d+ ms/g, "N ms")
    .replace(/in \d+\.\d s/g, "in N s")
    .replace(/"ms": \d+/g, '"ms": 0');

describe("estimate", () => {
  it("text: each audience's count, share and method, with samples and why; the data's notes", () => {
    const dir = workspace({ ...project, ...data });
    const run = cli(["estimate", "audiences", "--data", "data", "--now", NOW, "--sample", "2"], { cwd: dir });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(mask(run.stdout)).toMatchSnapshot();
  });

  it("JSON: audiences, data counts, method and why", () => {
    const dir = workspace({ ...project, ...data });
    const run = cli(["estimate", "audiences", "--data", "data", "--now", NOW, "--format", "json"], { cwd: dir });
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(
      json.audiences.map((a: { name: string; qualified: number; profiles: number; method: string }) => [
        a.name,
        a.qualified,
        a.profiles,
        a.method,
      ]),
    ).toEqual([
      ["gold US buyers", 1, 4, "sql"],
      ["audiences/us.pql", 3, 4, "sql"],
    ]);
    expect(json.data).toEqual({
      dir: "data",
      profiles: 4,
      profilesTooDeep: 0,
      events: 2,
      orphanEvents: 1,
      multiplePrimaryProfiles: 1,
      profilesWithoutIdentity: 0,
      sharedIdentities: 0,
      eventsWithoutTimestamp: 0,
    });
    expect(mask(run.stdout)).toMatchSnapshot();
  });

  it("a file lint refuses is reported as evaluate reports it and not estimated; the others still are (exit 1)", () => {
    const dir = workspace({ ...project, ...data, "audiences/typo.pql": 'homeAddress.country.equalz("US")\n' });
    const run = cli(["estimate", "audiences", "--data", "data", "--now", NOW, "--format", "json", "--sample", "0"], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("audiences/typo.pql:1:21");
    expect(run.stderr).toContain("audiences/typo.pql: not estimated: the file has errors");
    const json = JSON.parse(run.stdout);
    expect(json.audiences.map((a: { name: string }) => a.name)).toEqual(["gold US buyers", "audiences/us.pql"]);
    expect(json.refused).toEqual([
      {
        file: "audiences/typo.pql",
        messages: [expect.stringContaining("unknown method `equalz`")],
        diagnostics: [
          expect.objectContaining({
            code: "PQL007",
            rule: "syntax/unknown-function",
            range: expect.objectContaining({ start: expect.objectContaining({ line: 1, column: 21 }) }),
          }),
        ],
      },
    ]);
    // Every file refused: no data read, the refusals still in JSON.
    const all = cli(["estimate", "audiences/typo.pql", "--data", "data", "--now", NOW, "--format", "json"], { cwd: dir });
    expect(all.status).toBe(1);
    expect(JSON.parse(all.stdout)).toEqual({ audiences: [], refused: json.refused });
  });

  it("a malformed audience file is named, never dropped", () => {
    const dir = workspace({ ...data, "audiences/broken.audience.json": '{"name": "x", ' });
    const run = cli(["estimate", "audiences", "--data", "data", "--now", NOW], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/audiences\/broken\.audience\.json:1:\d+/);
    expect(run.stderr).toContain("audiences/broken.audience.json: not estimated: the file has errors");
  });

  it("bad data: the file and line, exit 1, no stack trace", () => {
    const dir = workspace({ ...project, ...data, "data/events.ndjson": `${ndjson([event(0, "x", NOW)])}{"eventType": "y",}\n` });
    const run = cli(["estimate", "audiences", "--data", "data", "--now", NOW], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      "data/events.ndjson:2:19: error not JSON: expected a property name in double quotes, found `}`\nnot estimated: the data has problems\n",
    );
    expect(run.stdout).toBe("");
  });

  it("profiles over budget: counted apart, said on stderr at the place, exit 1", () => {
    const dir = workspace({
      "heavy.pql": "tags.distinct().count() > 0\n",
      "data/profiles.ndjson": ndjson([person(0, { tags: Array.from({ length: 300 }, (_, i) => i) }), person(1, { tags: [1] })]),
    });
    const run = cli(["estimate", "heavy.pql", "--data", "data", "--now", NOW, "--max-steps", "40", "--format", "json"], { cwd: dir });
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).audiences[0]).toMatchObject({ qualified: 1, overBudget: 1, budgetExceeded: { line: 1 } });
    expect(run.stderr).toMatch(
      /^heavy\.pql:1:\d+: error heavy\.pql: 1 profile went over the evaluation budget \(50\.0%\), counted in neither; --max-steps allows more\n$/,
    );
  });

  it("a profile the SQL qualifies whose outline goes over the budget: said on the sample, never 'the evaluator does not qualify it'", () => {
    const dir = workspace({
      "heavy.pql": "tags.count() > 0\n",
      "data/profiles.ndjson": ndjson([person(0, { tags: Array.from({ length: 300 }, (_, i) => i) }), person(1, { tags: [1] })]),
    });
    const run = cli(["estimate", "heavy.pql", "--data", "data", "--now", NOW, "--max-steps", "40"], { cwd: dir });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("heavy.pql  2 of 2 profiles (100.0%)  sql");
    expect(run.stdout).toContain("ECID:e0 (its outline went over the evaluation budget; --max-steps allows more)");
    expect(run.stdout).not.toContain("please report this");
    const json = cli(["estimate", "heavy.pql", "--data", "data", "--now", NOW, "--max-steps", "40", "--format", "json"], { cwd: dir });
    expect(JSON.parse(json.stdout).audiences[0].sample[0]).toMatchObject({
      primaryId: "ECID:e0",
      qualifies: true,
      outlineOverBudget: true,
      trace: [],
    });
  });

  it("text: the data's notes and the profiles over budget", () => {
    const twin = { identityMap: identityMap({ ECID: ["e0"] }), tags: [1] };
    const dir = workspace({
      "heavy.pql": "tags.distinct().count() > 0\n",
      "data/profiles.ndjson": ndjson([person(0, { tags: Array.from({ length: 300 }, (_, i) => i) }), twin, { tags: [2] }]),
      "data/events.ndjson": ndjson([{ identityMap: identityMap({ ECID: ["e0"] }), eventType: "web" }]),
    });
    const run = cli(["estimate", "heavy.pql", "--data", "data", "--now", NOW, "--max-steps", "40", "--sample", "0"], { cwd: dir });
    expect(run.status).toBe(1);
    expect(mask(run.stdout)).toBe(`data: 3 profiles, 1 event (at 2024-05-15T12:00:00.000Z)
  note 1 profile without an identity
  note 1 identity held by several profiles (their events go to the first)
  note 1 event without a timestamp (time conditions never hold for them)

heavy.pql  2 of 3 profiles (66.7%)  evaluator, slower: the method distinct at 1:6 does not compile to SQL yet, N ms
  over budget 1 profile, neither in nor out (the first at 1:1: the evaluation needs more than 40 steps); --max-steps allows more

1 audience in N s
`);
  });

  it.each([
    ["--sample -1", ["--data", "data", "--sample", "-1"], /--sample needs a whole number of profiles, 0 or more \(got -1\)/],
    ["--now garbage", ["--data", "data", "--now", "soon"], /--now "soon" is not an ISO-8601 instant/],
    ["a --data that does not exist", ["--data", "nowhere", "--now", NOW], /--data nowhere: cannot read it: no such file or directory/],
  ])("%s: exit 2 with a message", (_, args, message) => {
    const dir = workspace({ ...project, ...data });
    const run = cli(["estimate", "audiences", ...args], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("without --data: exit 2, the option named", () => {
    const run = cli(["estimate", "audiences"], { cwd: workspace(project) });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/data/);
  });

  it("without @duckdb/node-api: the one command that installs it, first and alone (before lint's findings), exit 2", () => {
    // The built CLI alone, copied outside this repository: no node_modules to find DuckDB in.
    const root = resolve(import.meta.dirname, "../..");
    const alone = mkdtempSync(join(tmpdir(), "pql-alone-"));
    try {
      for (const part of ["bin", "dist", "package.json"]) cpSync(join(root, part), join(alone, part), { recursive: true });
      // A file lint refuses: its errors would come before the install line if lint ran first.
      const dir = workspace({ ...project, ...data, "audiences/broken.pql": "person.age >" });
      const run = spawnSync(
        process.execPath,
        [join(alone, "bin/pql-audience.js"), "estimate", "audiences", "--data", "data", "--now", NOW],
        {
          cwd: dir,
          encoding: "utf8",
        },
      );
      expect(run.status).toBe(2);
      expect(run.stderr).toBe(
        "pql-audience: estimate runs on DuckDB, and @duckdb/node-api is not installed; install it next to pql-audience with:\n  npm install @duckdb/node-api\n",
      );
    } finally {
      rmSync(alone, { recursive: true, force: true });
    }
  });
});

describe("progress", () => {
  // util-linux's `script` runs the command on a pseudo-terminal, as a person at a terminal would.
  it.skipIf(!existsSync("/usr/bin/script"))("on a terminal: a line on stderr, rewritten in place, cleared before the report", () => {
    const dir = workspace({ ...project, ...data });
    const command = [process.execPath, bin, "estimate", "audiences", "--data", "data", "--now", NOW, "--sample", "0"]
      .map((a) => `'${a}'`)
      .join(" ");
    const run = spawnSync("/usr/bin/script", ["-qec", command, "/dev/null"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1" },
    });
    expect(run.stdout).toContain(
      "\r\x1b[Kreading profiles.ndjson (1 KB)\r\x1b[Kreading events.ndjson (1 KB)\r\x1b[Kresolving the identities of 4 profiles",
    );
    expect(run.stdout).toMatch(/\r\x1b\[Kloaded 4 profiles and 2 events in [\d.]+ s\r\x1b\[K/);
    // The summary's name column is padded to the widest name.
    expect(run.stdout).toMatch(/audiences\/us\.pql {2,}3 of 4 profiles \(75\.0%\)/);
  });

  it("piped: nothing on stderr (the text test above runs piped)", () => {
    const dir = workspace({ ...project, ...data });
    expect(cli(["estimate", "audiences", "--data", "data", "--now", NOW], { cwd: dir }).stderr).toBe("");
  });
});
