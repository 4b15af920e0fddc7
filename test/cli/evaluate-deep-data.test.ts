// Data nested past the evaluator's limit (100 levels) on the command line: `evaluate` answers
// neither in nor out, names the file and the path where the limit was passed, and exits 1;
// `test` reports such a case as an error, never a pass or a failure.

import { describe, expect, it } from "vitest";
import { cli, workspaces } from "./helpers.js";

const project = workspaces();

/** `{"a":{"a":...1...}}`, `levels` objects deep, as text. */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
const deepProfile = `{"person": {"name": "Ada", "deep": ${nested(3000)}}}`;
const NOW = ["--now", "2024-05-15T12:00:00Z"];
const audience = (tests = "") =>
  `name: Adas\nexpression:\n  type: PQL\n  format: pql/text\n  value: person.name = "Ada"\nschema:\n  name: _xdm.context.profile\n${tests}`;

describe("evaluate on data nested too deeply", () => {
  it("a profile 3,000 levels deep: exit 1, the file and the path, no answer", () => {
    const r = cli(["evaluate", "--profile", "p.json", ...NOW], { cwd: project({ "p.json": deepProfile }), input: 'person.name = "Ada"' });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe("p.json: error data nested past 100 levels at profile.person.deep.a.a… (depth 101); not evaluated\n");
    expect(r.stdout).toContain("<stdin>  not evaluated: data nested past 100 levels at profile.person.deep.a.a… (depth 101)");
    expect(r.stdout).not.toContain("does not qualify");
  });

  it("an event too deep: the events file, the event's index; JSON says the status", () => {
    const events = `[{"eventType": "x", "timestamp": "2024-05-15T10:00:00Z"}, {"eventType": "y", "x": ${nested(500)}}]`;
    const dir = project({ "p.json": '{"person": {"name": "Ada"}}', "e.json": events, "adas.audience.yaml": audience() });
    const r = cli(["evaluate", "adas.audience.yaml", "--profile", "p.json", "--events", "e.json", ...NOW, "--format", "json"], {
      cwd: dir,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe("e.json: error data nested past 100 levels at events[1].x.a.a.a… (depth 101); not evaluated\n");
    expect(JSON.parse(r.stdout)).toMatchObject([
      { name: "Adas", status: "data-too-deep", qualifies: null, dataTooDeep: { part: "events", index: 1, depth: 101, limit: 100 } },
    ]);
  });

  it("data at the limit evaluates, exit 0", () => {
    const r = cli(["evaluate", "--profile", "p.json", ...NOW], {
      cwd: project({ "p.json": `{"person": {"name": "Ada"}, "deep": ${nested(99)}}` }),
      input: 'person.name = "Ada"',
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("qualifies");
  });
});

describe("test on data nested too deeply", () => {
  it("the case errors (neither passes nor fails): exit 1, the path in the message", () => {
    const cases = `x-pql-audience:\n  tests:\n    - name: ada\n      now: "2024-05-15T12:00:00Z"\n      profile: p.json\n      expect: true\n`;
    const dir = project({ "p.json": deepProfile, "adas.audience.yaml": audience(cases) });
    const r = cli(["test"], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(" ✗ adas.audience.yaml > Adas > ada");
    expect(r.stdout).toContain("     error: not evaluated: data nested past 100 levels at profile.person.deep.a.a… (depth 101)\n");
    expect(r.stdout).toContain(" Tests  1 errored (1)");
    const json = JSON.parse(cli(["test", "--format", "json"], { cwd: dir }).stdout);
    expect(json.summary).toMatchObject({ cases: 1, passed: 0, failed: 0, errored: 1 });
  });
});
