// Profiles whose data nests past the evaluator's limit (100 levels), their own or an event's, in
// `estimate`: left out of every audience's count by the SQL and the evaluator alike, counted
// apart, the first one named with its place in the files; exit 1 (the counts are short).
import { describe, expect, it } from "vitest";
import { cli, workspaces } from "../cli/helpers.js";
import { identityMap } from "./helpers.js";

const workspace = workspaces();
const NOW = "2024-05-15T12:00:00Z";

/** `{"a":{"a":...1...}}`, `levels` objects deep, as text (JSON.stringify would recurse). */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
const ids = (i: number) => JSON.stringify(identityMap({ ECID: [{ id: `e${i}`, primary: true }] }));
const person = (i: number, country: string, more = "") =>
  `{"identityMap": ${ids(i)}, "homeAddress": {"country": "${country}"}, "tags": [${i}]${more}}`;

const dir = () =>
  workspace({
    // By SQL, and by the evaluator (distinct does not compile): the same profiles are counted.
    "us.pql": 'homeAddress.country = "US"\n',
    "tagged.pql": "tags.distinct().count() > 0\n",
    "data/profiles.ndjson": [
      person(0, "US"),
      person(1, "US", `, "deep": ${nested(3000)}`),
      person(2, "US"),
      person(3, "FR"),
      person(4, "US"),
    ].join("\n"),
    // Profile 4's one event nests too deeply: it is left out too.
    "data/events.ndjson": [
      `{"identityMap": ${ids(0)}, "eventType": "web", "timestamp": "2024-05-14T09:00:00Z"}`,
      `{"identityMap": ${ids(4)}, "eventType": "web", "timestamp": "2024-05-14T09:00:00Z", "x": ${nested(200)}}`,
    ].join("\n"),
  });

describe("estimate on data nested too deeply", () => {
  it("text: the profiles are counted apart and the first is named; exit 1", () => {
    const run = cli(["estimate", "us.pql", "tagged.pql", "--data", "data", "--now", NOW, "--sample", "0"], { cwd: dir() });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("data: 3 profiles, 1 event");
    expect(run.stdout).toContain(
      "  note 2 profiles not evaluated: data nested past 100 levels, counted in no audience (first: data/profiles.ndjson:2)\n",
    );
    // One summary line per audience, the names padded to one column.
    expect(run.stdout).toMatch(/^us\.pql {6}2 of 3 profiles \(66\.7%\) {2}sql, /m);
    expect(run.stdout).toMatch(/^tagged\.pql {2}3 of 3 profiles \(100\.0%\) {2}evaluator, /m);
    expect(run.stderr).toBe(
      "data/profiles.ndjson:2: error 2 profiles not evaluated, counted in no audience: data nested past 100 levels at profile.deep.a.a.a… (depth 101) (the first)\n",
    );
  });

  it("JSON: the count and the first, in the data's counts", () => {
    const run = cli(["estimate", "us.pql", "tagged.pql", "--data", "data", "--now", NOW, "--format", "json"], { cwd: dir() });
    expect(run.status).toBe(1);
    const json = JSON.parse(run.stdout);
    expect(json.data).toMatchObject({
      profiles: 3,
      profilesTooDeep: 2,
      firstTooDeep: { place: "data/profiles.ndjson:2", message: "data nested past 100 levels at profile.deep.a.a.a… (depth 101)" },
      events: 1,
    });
    expect(json.audiences.find((a: { file: string }) => a.file === "us.pql")).toMatchObject({ qualified: 2, profiles: 3 });
  });

  it("an event too deep in a field an audience reads: measured in the kept fields, its record named", () => {
    // The audience compiles and reads `x` of the events: the docs keep `x`, `eventType` and `timestamp`, made when read.
    const d = workspace({
      "deep-x.pql": "xEvent[x.a.a = 1].count() > 0\n",
      "data/profiles.ndjson": [person(0, "US"), person(1, "US")].join("\n"),
      "data/events.ndjson": [
        `{"identityMap": ${ids(0)}, "eventType": "web", "x": {"a": {"a": 1}}}`,
        `{"identityMap": ${ids(1)}, "eventType": "web", "x": ${nested(150)}}`,
      ].join("\n"),
    });
    const run = cli(["estimate", "deep-x.pql", "--data", "data", "--now", NOW, "--sample", "0"], { cwd: d });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^deep-x\.pql {2}1 of 1 profile \(100\.0%\) {2}sql, /m);
    expect(run.stderr).toBe(
      "data/events.ndjson:2: error 1 profile not evaluated, counted in no audience: data nested past 100 levels at event.x.a.a.a… (depth 101)\n",
    );
  });

  it("an event alone too deep: its record is named", () => {
    const d = workspace({
      "tagged.pql": "tags.distinct().count() > 0\n",
      "us.pql": 'homeAddress.country = "US"\n',
      "data/profiles.ndjson": [person(0, "US"), person(1, "US")].join("\n"),
      "data/events.ndjson": `{"identityMap": ${ids(1)}, "eventType": "web", "x": [${nested(150)}]}`,
    });
    const run = cli(["estimate", "tagged.pql", "--data", "data", "--now", NOW, "--sample", "0"], { cwd: d });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("tagged.pql  1 of 1 profile (100.0%)");
    expect(run.stderr).toBe(
      "data/events.ndjson:1: error 1 profile not evaluated, counted in no audience: data nested past 100 levels at event.x[0].a.a… (depth 101)\n",
    );
    // An audience that reads no field of the events loads none of them (docs/estimates.md): what is not loaded is not measured.
    const alone = cli(["estimate", "us.pql", "--data", "data", "--now", NOW, "--sample", "0"], { cwd: d });
    expect(alone.status).toBe(0);
    expect(alone.stdout).toContain("us.pql  2 of 2 profiles (100.0%)  sql");
  });
});
