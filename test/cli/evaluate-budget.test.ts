// The evaluation budget on the command line: `evaluate` and `test` take `--max-steps`; an
// audience that needs more is "budget exceeded at LINE:COL" (a position in the audience file),
// exit 1 for `evaluate` and an errored case for `test`, never a hang or a stack trace.

import { describe, expect, it } from "vitest";
import { cli, workspaces } from "./helpers.js";

const project = workspaces();

const profile = JSON.stringify({ xs: Array.from({ length: 200 }, (_, v) => ({ v })) });
const heavy = "exists A from xs, B from xs where B.v = -1";
const NOW = ["--now", "2024-05-15T12:00:00Z"];
const yaml = (tests = "") =>
  `name: Heavy\nexpression:\n  type: PQL\n  format: pql/text\n  value: >-\n    person.age > 200 or\n    (${heavy})\nschema:\n  name: _xdm.context.profile\n${tests}`;

describe("evaluate --max-steps", () => {
  it("a bare expression over its budget: exit 1, the position, no answer", () => {
    const r = cli(["evaluate", "--profile", "p.json", ...NOW, "--max-steps", "1000"], {
      cwd: project({ "p.json": profile }),
      input: heavy,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      "<stdin>:1:1: error budget exceeded at 1:1: the evaluation needs more than 1,000 steps; --max-steps allows more\n",
    );
    expect(r.stdout).toContain("<stdin>  budget exceeded: no answer");
  });

  it("an audience file: the position is in the file (line 7 of the YAML, inside the parentheses), and JSON says so too", () => {
    const dir = project({ "p.json": profile, "heavy.audience.yaml": yaml() });
    const r = cli(["evaluate", "heavy.audience.yaml", "--profile", "p.json", ...NOW, "--max-steps", "1000", "--format", "json"], {
      cwd: dir,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      "heavy.audience.yaml:7:6: error budget exceeded at 7:6 (Heavy): the evaluation needs more than 1,000 steps; --max-steps allows more\n",
    );
    expect(JSON.parse(r.stdout)).toMatchObject([
      { name: "Heavy", status: "budget-exceeded", qualifies: null, budgetExceeded: { line: 7, column: 6 } },
    ]);
  });

  it("enough steps: it evaluates, exit 0", () => {
    const r = cli(["evaluate", "--profile", "p.json", ...NOW, "--max-steps", "1000000", "--format", "json"], {
      cwd: project({ "p.json": profile }),
      input: heavy,
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: "evaluated", qualifies: false });
  });

  it.each(["0", "-5", "1.5", "many"])("--max-steps %s is a usage error (exit 2)", (n) => {
    const r = cli(["evaluate", ...NOW, "--max-steps", n], { cwd: project({}), input: "true" });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("--max-steps needs a whole number of steps, at least 1");
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("test --max-steps", () => {
  const cases = `x-pql-audience:\n  tests:\n    - name: nobody\n      now: "2024-05-15T12:00:00Z"\n      profile: p.json\n      expect: false\n`;

  it("a case over its budget errors (neither passes nor fails): exit 1, the position in the file", () => {
    const dir = project({ "p.json": profile, "heavy.audience.yaml": yaml(cases) });
    const r = cli(["test", "--max-steps", "1000"], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(" ✗ heavy.audience.yaml > Heavy > nobody");
    expect(r.stdout).toContain("     error: budget exceeded at 7:6: the evaluation needs more than 1,000 steps\n");
    expect(r.stdout).toContain(" Tests  1 errored (1)");
    const junit = cli(["test", "--max-steps", "1000", "--format", "junit"], { cwd: dir });
    expect(junit.stdout).toContain('failures="0" errors="1"');
    expect(junit.stdout).toContain('<error message="budget exceeded at 7:6: the evaluation needs more than 1,000 steps"/>');
    const json = JSON.parse(cli(["test", "--max-steps", "1000", "--format", "json"], { cwd: dir }).stdout);
    expect(json.summary).toMatchObject({ cases: 1, passed: 0, failed: 0, errored: 1 });
  });

  it("with the default budget the same case passes", () => {
    const r = cli(["test"], { cwd: project({ "p.json": profile, "heavy.audience.yaml": yaml(cases) }) });
    expect(r.stdout).toContain(" Tests  1 passed (1)");
    expect(r.status).toBe(0);
  });
});
