// `pql-audience lint` as users and CI run it: exit codes, formats, config, pre-commit arguments.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintFiles } from "../../src/node/lint-files.js";
import { cli, workspace } from "./helpers.js";

const good = `name: Checkout today
expression:
  type: PQL
  format: pql/text
  value: |
    CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])
evaluationInfo:
  batch: { enabled: false }
  continuous: { enabled: false }
  synchronous: { enabled: true }
schema:
  name: _xdm.context.profile
`;
const tooLong = good.replace("WHEN(today)", "WHEN(< 3 days before now)").replace("Checkout today", "Checkout 3 days");
const upper = 'person.age > 21 AND homeAddress.countryCode = "US"\n';

describe("lint exit codes", () => {
  it("0 when there are no errors", () => {
    const dir = workspace({ "a.audience.yaml": good });
    const r = cli(["lint", "--format", "stylish", "."], { cwd: dir });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("1 audience: 1 edge-eligible (single-event 1)");
  });

  it("1 when a file has errors, and every file is still checked", () => {
    const dir = workspace({ "a.audience.yaml": tooLong, "b.pql": "person.age >\n", "c.audience.json": "{ broken" });
    const r = cli(["lint", "."], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("a.audience.yaml:6:");
    expect(r.stdout).toContain("PQL204");
    expect(r.stdout).toContain("b.pql:1:13: error PQL001");
    expect(r.stdout).toContain("c.audience.json:1:");
  });

  it("1 when warnings exceed --max-warnings, 0 when they do not", () => {
    const dir = workspace({ "a.pql": upper });
    expect(cli(["lint", "a.pql"], { cwd: dir }).status).toBe(0);
    const over = cli(["lint", "a.pql", "--max-warnings", "0"], { cwd: dir });
    expect(over.status).toBe(1);
    expect(over.stderr).toContain("more than --max-warnings 0");
  });

  it.each([
    [["lint", "--format", "nope", "."], "unknown format"],
    [["lint", "missing-dir"], "cannot read missing-dir"],
    [["lint", "--bogus"], "unknown option --bogus"],
    [["lint", "--config", "nope.yaml", "."], "nope.yaml: no such file"],
  ])("2 when the tool cannot run: %j", (args, message) => {
    const dir = workspace({ "a.pql": "person.age > 21\n" });
    const r = cli(args, { cwd: dir });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("2 with file:line:col for a config that does not validate", () => {
    const dir = workspace({ "a.pql": "person.age > 21\n", "pql-audience.config.yaml": "rules:\n  PQL999: warn\n" });
    const r = cli(["lint", "."], { cwd: dir });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("pql-audience.config.yaml:2:3: unknown rule `PQL999`");
  });
});

describe("lint arguments as pre-commit passes them", () => {
  it("skips explicit files that are not audience files", () => {
    const dir = workspace({ "a.pql": "person.age > 21\n", "README.md": "# hi\n" });
    const r = cli(["lint", "--format", "json", "a.pql", "README.md"], { cwd: dir });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).files.map((f: { path: string }) => f.path)).toEqual(["a.pql"]);
  });

  it("walks directories, skipping node_modules and .git, and expands globs", () => {
    const dir = workspace({
      "aud/a.pql": "person.age > 21\n",
      "aud/node_modules/x.pql": "broken >\n",
      "aud/.git/y.pql": "broken >\n",
      "other/b.audience.yaml": good,
    });
    const json = JSON.parse(cli(["lint", "-f", "json", "aud", "other/*.yaml"], { cwd: dir }).stdout);
    expect(json.files.map((f: { path: string }) => f.path).sort()).toEqual(["aud/a.pql", "other/b.audience.yaml"]);
  });
});

describe("the pre-commit call", () => {
  it("runs from V8's code cache, a one-file lint and a directory lint alike", () => {
    for (const path of ["examples/us-customers.audience.json", "examples"]) {
      const r = cli(["lint", path, "--format", "concise"], { env: { PQL_AUDIENCE_REPORT_CODE_CACHE: "1" } });
      expect(r.stderr, path).toContain("pql-audience: code-cache used");
      expect(r.stdout, path).toContain("PQL213");
    }
  });

  it("runs a bundle without dynamic import() (a vm.Script has no module loader for one)", () => {
    // `lint DIR` of 10 000 files once died here, asking for node:os.
    const dist = new URL("../../dist/", import.meta.url);
    const chunks = readdirSync(dist).filter((name) => /^cli(-.+)?\.cjs$/.test(name));
    expect(chunks).toContain("cli.cjs");
    for (const name of chunks) expect(readFileSync(new URL(name, dist), "utf8"), name).not.toMatch(/(?<![\w.'"@{])import\(/);
  });

  it("lexes characters beyond ASCII as the library does, in the bundles too", async () => {
    const dir = workspace({
      // “…” and U+FEFF are the token starts beyond ASCII (a misquoted string, white space).
      "u.pql": '\ufeffperson.name = “Zoë 😀” and persön.città > 1 and a ≥ 2 and b = "ﬁ" and ü\n',
      "v.audience.yaml":
        'name: ø\nexpression: {type: PQL, format: pql/text, value: "名前 = \\"値\\" and x → 1"}\nschema: {name: _xdm.context.profile}\n',
    });
    const shown = (d: { code: string; message: string; range: { start: { offset: number }; end: { offset: number } } }) =>
      `${d.code} ${d.range.start.offset}-${d.range.end.offset} ${d.message}`;
    const bundled = JSON.parse(cli(["lint", "-f", "json", "u.pql", "v.audience.yaml"], { cwd: dir }).stdout) as {
      files: { diagnostics: Parameters<typeof shown>[0][] }[];
    };
    const library = await lintFiles([join(dir, "u.pql"), join(dir, "v.audience.yaml")]);
    expect(bundled.files.flatMap((f) => f.diagnostics.map(shown))).toEqual(library.files.flatMap((f) => f.diagnostics.map(shown)));
    expect(bundled.files.flatMap((f) => f.diagnostics).length).toBeGreaterThan(3);
  });

  it("reports a missing file in one line, exit 2", () => {
    const r = cli(["lint", "no-such.pql"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^pql-audience: .*no-such\.pql.*\n$/);
  });
});

describe("lint formats", () => {
  it("writes several formats in one run, to stdout and to files", () => {
    const dir = workspace({ "a.audience.yaml": tooLong });
    const r = cli(["lint", ".", "--format", "concise", "--format", "sarif:out/pql.sarif", "--format", "junit:out/junit.xml"], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("error PQL204");
    const sarif = JSON.parse(readFileSync(join(dir, "out/pql.sarif"), "utf8"));
    expect(sarif.version).toBe("2.1.0");
    expect(sarif.runs[0].results.some((x: { ruleId: string }) => x.ruleId === "PQL204")).toBe(true);
    expect(existsSync(join(dir, "out/junit.xml"))).toBe(true);
  });

  it.each([
    // arguments, exit code, JUnit failures: warnings fail only when the exit code says they do
    [[], 0, 0],
    [["--max-warnings", "1"], 0, 0],
    [["--max-warnings", "0"], 1, 1],
  ])("JUnit agrees with the exit code on warnings: lint %j exits %i with failures=%i", (extra, status, failures) => {
    const dir = workspace({ "upper.pql": upper });
    const r = cli(["lint", ".", "--format", "junit", ...extra], { cwd: dir });
    expect(r.status).toBe(status);
    expect(r.stdout).toContain(`<testsuites name="pql-audience `);
    expect(r.stdout).toMatch(new RegExp(`<testsuites [^>]* failures="${failures}"`));
    expect(r.stdout).toContain('<property name="severity" value="warning"/>');
  });

  it("streams concise and github output file by file, the same text as a collected run", () => {
    const set = "test/fixtures/report-set";
    for (const extra of [[], ["--quiet"], ["--show-suppressed"]]) {
      for (const format of ["concise", "github"]) {
        const dir = workspace({});
        const streamed = cli(["lint", set, "--format", format, ...extra]);
        // A second report (to a file) makes the run collect every result first.
        const collected = cli(["lint", set, "--format", format, "--format", `json:${join(dir, "r.json")}`, ...extra]);
        expect(streamed.stdout.split("\n").length, `${format} ${extra.join(" ")}`).toBeGreaterThan(2);
        expect(streamed.stdout, `${format} ${extra.join(" ")}`).toBe(collected.stdout);
        expect(streamed.status).toBe(collected.status);
      }
    }
  });

  it("adds GitHub annotations and a job summary inside GitHub Actions", () => {
    const dir = workspace({ "a.audience.yaml": tooLong, "summary.md": "" });
    const r = cli(["lint", "a.audience.yaml"], { cwd: dir, env: { GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: join(dir, "summary.md") } });
    expect(r.stdout).toMatch(/^::error file=a\.audience\.yaml,line=6,/m);
    expect(readFileSync(join(dir, "summary.md"), "utf8")).toContain("PQL204");
  });

  it("--fix lower-cases keywords in place", () => {
    const dir = workspace({ "a.pql": upper });
    const r = cli(["lint", "--fix", "a.pql"], { cwd: dir });
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, "a.pql"), "utf8")).toBe('person.age > 21 and homeAddress.countryCode = "US"\n');
    expect(r.stderr).toContain("fixed 1 problem in 1 file");
  });

  it.each([
    ["a.pql", 'person.age>21  AND homeAddress.countryCode="US"\n'],
    [
      "a.audience.yaml",
      'name: Adults\nexpression:\n  type: PQL\n  format: pql/text\n  value: person.age>21  AND homeAddress.countryCode="US"\n',
    ],
    [
      "a.audience.json",
      JSON.stringify(
        { name: "Adults", expression: { type: "PQL", format: "pql/text", value: 'person.age>21  AND homeAddress.countryCode="US"' } },
        null,
        2,
      ),
    ],
  ])("--fix writes the canonical form of %s, as fmt --write would (style/canonical-format is fixable)", (name, text) => {
    const dir = workspace({ [name]: text });
    const fixed = cli(["lint", "--fix", name], { cwd: dir });
    expect(fixed.stderr).toMatch(/fixed \d+ problems? in 1 file/);
    expect(readFileSync(join(dir, name), "utf8")).toContain("person.age > 21 and homeAddress.countryCode = ");
    expect(cli(["fmt", "--check", name], { cwd: dir }).status).toBe(0);
    expect(cli(["lint", name], { cwd: dir }).stdout).not.toMatch(/PQL30[12]/);
  });

  it("--print-config shows the settings that apply to a file", () => {
    const dir = workspace({ "pql-audience.config.yaml": "edge:\n  windowBoundary: inclusive\n", "a.pql": "person.age > 21\n" });
    const r = cli(["lint", "--print-config", "a.pql"], { cwd: dir });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ configFile: "pql-audience.config.yaml", windowBoundary: "inclusive" });
  });
});
