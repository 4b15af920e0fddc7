// `pql-audience test`: the cases kept next to audiences, run as CI runs them.
import { cpSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createBody } from "../../src/audience/schema.js";
import { cli, workspaces } from "./helpers.js";

const project = workspaces();

const audience = (value: string, tests: string) =>
  `name: Adults\nexpression:\n  type: PQL\n  format: pql/text\n  value: '${value}'\nschema:\n  name: _xdm.context.profile\nx-pql-audience:\n  tests:\n${tests}`;
const adultCase = (name: string, age: number, expect: boolean) =>
  `    - name: ${name}\n      now: "2024-05-15T12:00:00Z"\n      profile: { person: { age: ${age} } }\n      expect: ${expect}\n`;

describe("pql-audience test", () => {
  it("the examples' cases pass", () => {
    const dir = project({});
    cpSync(resolve(import.meta.dirname, "../../examples"), join(dir, "examples"), { recursive: true });
    const r = cli(["test", "examples"], { cwd: dir });
    expect(r.stdout).toMatch(/^ ✓ examples\/us-customers\.audience\.json > US customers > lives in the US \d+ ms$/m);
    expect(r.stdout).toContain(" Tests  8 passed (8)\n Files  13\n");
    expect(r.status).toBe(0);
  });

  it("a failing case: exit 1, what was expected, and the parts that decided it", () => {
    const dir = project({
      "adults.audience.yaml": audience(
        "person.age >= 18 and person.age < 65",
        adultCase("thirty", 30, true) + adultCase("seventy", 70, true),
      ),
    });
    const r = cli(["test"], { cwd: dir });
    expect(r.stdout).toContain(" ✓ adults.audience.yaml > Adults > thirty");
    expect(r.stdout).toMatch(
      / ✗ adults\.audience\.yaml > Adults > seventy \d+ ms\n {5}expected: qualifies; it does not\n {7}false {3}person\.age >= 18 and person\.age < 65\n {9}true {4}person\.age >= 18\n {9}false {3}person\.age < 65\n/,
    );
    expect(r.stdout).toContain(" Tests  1 passed, 1 failed (2)");
    expect(r.status).toBe(1);
  });

  it("--format json and junit carry the same counts", () => {
    const dir = project({
      "adults.audience.yaml": audience(
        "person.age >= 18",
        adultCase("thirty", 30, true) + adultCase("ten", 10, true) + adultCase("a <minor> & more", 10, false),
      ),
    });
    const json = JSON.parse(cli(["test", "--format", "json"], { cwd: dir }).stdout);
    expect(json.summary).toEqual({ cases: 3, passed: 2, failed: 1, errored: 0, files: 1, filesWithErrors: 0 });
    expect(json.cases.map((c: { name: string; passed: boolean }) => [c.name, c.passed])).toEqual([
      ["thirty", true],
      ["ten", false],
      ["a <minor> & more", true],
    ]);
    const junit = cli(["test", "--format", "junit"], { cwd: dir });
    expect(junit.status).toBe(1);
    expect(junit.stdout).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="pql-audience test [^"]+" tests="3" failures="1" errors="0"/,
    );
    expect(junit.stdout).toContain('<testsuite name="adults.audience.yaml" tests="3" failures="1" errors="0" skipped="0">');
    expect(junit.stdout).toContain('name="Adults &gt; a &lt;minor&gt; &amp; more"');
    expect(junit.stdout.match(/<testcase /g)).toHaveLength(3);
    expect(junit.stdout.match(/<failure /g)).toHaveLength(1);
  });

  it("a .pql file takes its cases from NAME.pql.test.yaml", () => {
    const dir = project({
      "adults.pql": "person.age >= 18\n",
      "adults.pql.test.yaml": `tests:\n${adultCase("thirty", 30, true).replace(/^ {4}/gm, "  ")}`,
    });
    const r = cli(["test", "--format", "json"], { cwd: dir });
    expect(JSON.parse(r.stdout).summary).toMatchObject({ cases: 1, passed: 1 });
    expect(r.status).toBe(0);
  });

  it.each<[string, Record<string, string>, number, RegExp]>([
    ["no case anywhere", { "a.pql": "person.age > 1\n" }, 2, /no test cases in 1 audience file; add them under x-pql-audience\.tests/],
    [
      "a case without expect",
      { "a.audience.yaml": audience("person.age > 1", "    - name: x\n      now: '2024-05-15T12:00:00Z'\n") },
      1,
      /error\[PQL103\] audience\/schema: `x-pql-audience\.tests\[0\]\.expect` is missing\n +--> a\.audience\.yaml:10:7\n/,
    ],
    [
      "a profile file that is not there",
      {
        "a.audience.yaml": audience(
          "person.age > 1",
          "    - name: x\n      now: '2024-05-15T12:00:00Z'\n      profile: nobody.json\n      expect: true\n",
        ),
      },
      1,
      /the profile file .*nobody\.json: cannot read/,
    ],
    [
      "a NAME.pql.test.yaml that is not a list of cases",
      { "a.pql": "person.age > 1\n", "a.pql.test.yaml": "name: x\n" },
      1,
      /a\.pql\.test\.yaml:1:1: a test cases file holds a list of test cases, or `tests:` with the list/,
    ],
    [
      "a case of a NAME.pql.test.yaml without now",
      { "a.pql": "person.age > 1\n", "a.pql.test.yaml": "- name: adult\n  profile: { person: { age: 30 } }\n  expect: true\n" },
      1,
      /a\.pql\.test\.yaml:1:3: a test case needs `now:`, the instant to evaluate at, ISO-8601 with a time zone \(2024-05-15T12:00:00Z\); test case 1 \(`adult`\) has none\n/,
    ],
    ["PQL that does not parse", { "a.audience.yaml": audience("person.age >", adultCase("x", 1, true)) }, 1, /error\[PQL001\]/],
  ])("%s: exit %#", (_, files, status, message) => {
    const r = cli(["test"], { cwd: project(files) });
    expect(r.stdout + r.stderr).toMatch(message);
    expect(r.status).toBe(status);
  });

  // A case of a file lint finds broken is errored, never run: a typo read as "not met" would pass
  // every case that expects false.
  it.each<[string, Record<string, string>, string[]]>([
    [
      "an unknown method and function in an audience file",
      { "a.audience.yaml": audience('person.name.startWith("x") or inSegmnt("y")', adultCase("expects false", 30, false)) },
      ["PQL007", "PQL007"],
    ],
    ["a syntax error", { "a.audience.yaml": audience("person.age >", adultCase("expects false", 30, false)) }, ["PQL001"]],
    [
      "an alias no file declares",
      { "a.audience.yaml": audience('inSegment("alias:nobody")', adultCase("expects false", 30, false)) },
      ["PQL121"],
    ],
    [
      "a .pql file with an unknown function",
      { "a.pql": 'inSegmnt("y")\n', "a.pql.test.yaml": `tests:\n${adultCase("expects false", 30, false).replace(/^ {4}/gm, "  ")}` },
      ["PQL007"],
    ],
  ])("%s: the case is errored, with lint's diagnostics in every format, exit 1", (_, files, codes) => {
    const dir = project(files);
    const file = Object.keys(files)[0]!;
    const text = cli(["test"], { cwd: dir });
    expect(text.stdout).toMatch(
      new RegExp(` ✗ ${file.replace(".", "\\.")} > [^\n]+ > expects false \\d+ ms\n {5}not run: the file has errors`),
    );
    expect(text.stdout).toContain(" Tests  1 errored (1), 1 file with errors");
    expect(text.status).toBe(1);
    // The frames lint prints, at the file's line and column.
    const lint = cli(["lint", file, "--format", "stylish"], { cwd: dir });
    expect(lint.status).toBe(1);
    const frames = [...text.stdout.matchAll(/^ ✗ (error\[PQL\d+\][\s\S]*?)(?=\n ✗ |\n\n)/gm)].map((m) => m[1]!);
    expect(frames.map((f) => /^error\[(PQL\d+)\]/.exec(f)![1])).toEqual(codes);
    for (const frame of frames) expect(lint.stdout).toContain(frame);

    const json = cli(["test", "--format", "json"], { cwd: dir });
    expect(json.status).toBe(1);
    const report = JSON.parse(json.stdout);
    expect(report.summary).toEqual({ cases: 1, passed: 0, failed: 0, errored: 1, files: 1, filesWithErrors: 1 });
    expect(report.cases[0]).toMatchObject({ name: "expects false", passed: false, errored: true, qualifies: null });
    expect(report.problems[0].diagnostics.map((d: { code: string }) => d.code)).toEqual(codes);

    const junit = cli(["test", "--format", "junit"], { cwd: dir });
    expect(junit.status).toBe(1);
    expect(junit.stdout).toMatch(/<testsuites name="pql-audience test [^"]+" tests="1" failures="0" errors="1"/);
    expect(junit.stdout).toContain(`<error message="not run: the file has errors" type="${codes[0]}">error[${codes[0]}]`);
    expect(junit.stdout).not.toContain("<failure ");
  });

  it("a .pql file that is not UTF-8: PQL108, the case errored", () => {
    const dir = project({ "a.pql.test.yaml": `tests:\n${adultCase("expects false", 30, false).replace(/^ {4}/gm, "  ")}` });
    writeFileSync(join(dir, "a.pql"), Buffer.from('person.name = "Jos\xe9"\n', "latin1"));
    const r = cli(["test"], { cwd: dir });
    expect(r.stdout).toContain("error[PQL108] audience/invalid-utf8");
    expect(r.stdout).toContain(" --> a.pql:1:19");
    expect(r.stdout).toContain(" Tests  1 errored (1), 1 file with errors");
    expect(r.status).toBe(1);
  });

  it("lint checks the shape of the cases (PQL103 at the field)", () => {
    const dir = project({ "a.audience.yaml": audience("person.age > 1", "    - name: x\n      now: yesterday\n      expect: maybe\n") });
    const r = cli(["lint", "a.audience.yaml"], { cwd: dir });
    expect(r.stdout).toMatch(/a\.audience\.yaml:11:12: error PQL103 .*now/);
    expect(r.stdout).toMatch(/a\.audience\.yaml:12:15: error PQL103 .*expect/);
    expect(r.status).toBe(1);
  });

  it("cases are never sent to AEP", () => {
    const body = createBody({
      name: "A",
      expression: { type: "PQL", format: "pql/text", value: "a = 1" },
      "x-pql-audience": { tests: [{ name: "x", now: "2024-05-15T12:00:00Z", expect: true }] },
    });
    expect(JSON.stringify(body)).not.toContain("tests");
  });
});
