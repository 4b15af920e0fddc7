// What the CLI says about the command line and in its summaries: each unknown option named once,
// the command list when there is no command, counts in agreeing words, colours on request, and
// the rules' documentation URLs in the reports and in `rules`.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ruleDocsUrl, REPOSITORY_URL } from "../../src/report/rule-docs.js";
import { cli, workspaces } from "./helpers.js";

const project = workspaces();

const upper = 'person.age > 21 AND homeAddress.countryCode = "US"\n';
const usageHint = "\nRun `pql-audience --help` for usage.\n";

describe("unknown options and arguments", () => {
  it.each([
    [["lint", "--foo-bar", "a.pql"], "unknown option --foo-bar"],
    [["lint", "--no-such-thing", "a.pql"], "unknown option --no-such-thing"],
    [["explain", "--fooBar=1", "a.pql"], "unknown option --fooBar"],
    [["lint", "-z", "a.pql"], "unknown option -z"],
    [["lint", "--foo-bar", "--zap", "a.pql"], "unknown options --foo-bar, --zap"],
    [["explain", "a.pql", "b.pql"], "unexpected argument `b.pql`"],
    [["rules", "--foo_bar"], "unknown option --foo_bar"],
    [["segments", "list", "--foo-bar"], "unknown option --foo-bar"],
  ])("%j: named once, as typed, exit 2", (args, message) => {
    const r = cli(args, { cwd: project({ "a.pql": upper }) });
    expect(r.stderr).toBe(`pql-audience: ${message}${usageHint}`);
    expect(r.stdout).toBe("");
    expect(r.status).toBe(2);
  });
});

describe("a command line without its command", () => {
  it("prints the command list on stderr, exit 2", () => {
    const r = cli([]);
    expect(r.stderr).toMatch(/^pql-audience <command> \[options\]/);
    expect(r.stderr).toMatch(/Commands:\n {2}pql-audience lint \[paths\.\.\]/);
    expect(r.stderr).toContain("  pql-audience segments <command>");
    expect(r.stderr).toMatch(/\npql-audience: give a command; see the list above\n$/);
    expect(r.stdout).toBe("");
    expect(r.status).toBe(2);
  });

  it("`segments` lists its subcommands, exit 2", () => {
    const r = cli(["segments"]);
    expect(r.stderr).toMatch(/Commands:\n {2}pql-audience segments list +list segment definitions/);
    expect(r.stderr).toMatch(/\npql-audience: give a segments command; see the list above\n$/);
    expect(r.status).toBe(2);
  });

  it("a missing argument shows that command's usage", () => {
    const r = cli(["stream", "get"]);
    expect(r.stderr).toMatch(/^pql-audience stream get <flowId>/);
    expect(r.stderr).toMatch(/\npql-audience: an argument is missing; see the usage above\n$/);
    expect(r.status).toBe(2);
  });
});

describe("counts", () => {
  it("says 1 warning, not 1 warnings", () => {
    const r = cli(["lint", "a.pql", "--max-warnings", "0"], { cwd: project({ "a.pql": upper }) });
    expect(r.stderr).toBe("pql-audience: 1 warning, more than --max-warnings 0\n");
    expect(r.stdout).toContain("0 errors, 1 warning, 2 infos in 1 file (1 file checked)");
    expect(r.status).toBe(1);
  });
});

describe("--color and --no-color", () => {
  const escape = "\x1b[";
  it.each([
    ["piped, no flag", [], {}, false],
    ["--color", ["--color"], {}, true],
    ["--color over NO_COLOR", ["--color"], { NO_COLOR: "1" }, true],
    ["--no-color over FORCE_COLOR", ["--no-color"], { NO_COLOR: undefined, FORCE_COLOR: "1" }, false],
    ["FORCE_COLOR", [], { NO_COLOR: undefined, FORCE_COLOR: "1" }, true],
    ["FORCE_COLOR=0", [], { NO_COLOR: undefined, FORCE_COLOR: "0" }, false],
    ["NO_COLOR", [], { NO_COLOR: "1", FORCE_COLOR: undefined }, false],
  ])("%s", (_, flags, env, colored) => {
    const dir = project({ "a.pql": upper });
    const lint = cli(["lint", "--format", "stylish", ...flags, "a.pql"], { cwd: dir, env });
    expect(lint.stdout.includes(escape)).toBe(colored);
    const explain = cli(["explain", ...flags, "a.pql"], { cwd: dir, env });
    expect(explain.stdout.includes(escape)).toBe(colored);
  });
});

describe("rule documentation", () => {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));

  it("points at the repository named in package.json", () => {
    expect(pkg.repository).toEqual({ type: "git", url: `git+${REPOSITORY_URL}.git` });
    expect(pkg.homepage).toBe(`${REPOSITORY_URL}#readme`);
  });

  it("links every rule to its heading in docs/rules.md", () => {
    const headings = new Set(
      readFileSync(new URL("../../docs/rules.md", import.meta.url), "utf8")
        .split("\n")
        .filter((l) => l.startsWith("### "))
        .map((l) =>
          l
            .slice(4)
            .toLowerCase()
            .replace(/[^a-z0-9 -]/g, "")
            .replace(/ /g, "-"),
        ),
    );
    const url = ruleDocsUrl({ code: "PQL302", name: "style/uppercase-keyword" });
    expect(url).toBe(`${REPOSITORY_URL}/blob/main/docs/rules.md#pql302-styleuppercase-keyword`);
    expect(headings.has(url.split("#")[1]!)).toBe(true);
  });

  it("is in the JSON and SARIF reports and in `rules RULE`", () => {
    const dir = project({ "a.pql": upper });
    const url = `${REPOSITORY_URL}/blob/main/docs/rules.md#pql302-styleuppercase-keyword`;
    const json = JSON.parse(cli(["lint", "--format", "json", "a.pql"], { cwd: dir }).stdout);
    const pql302 = json.files[0].diagnostics.find((d: { code: string }) => d.code === "PQL302");
    expect(pql302.docs).toEqual({ command: "pql-audience rules style/uppercase-keyword", url });
    const sarif = JSON.parse(cli(["lint", "--format", "sarif", "a.pql"], { cwd: dir }).stdout);
    expect(sarif.runs[0].tool.driver.informationUri).toBe(REPOSITORY_URL);
    expect(sarif.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === "PQL302").helpUri).toBe(url);
    expect(cli(["rules", "PQL302"]).stdout).toContain(`\nDocs: ${url}\n`);
  });

  it("`rules` marks the fixable rules", () => {
    const r = cli(["rules"]);
    expect(r.stdout).toMatch(/^code {4}name +level {2}fix {2}summary$/m);
    expect(r.stdout).toMatch(/^PQL302 +style\/uppercase-keyword +warn {3}yes {2}`AND`/m);
    expect(r.stdout).toMatch(/^PQL204 +edge\/window-too-long +error {7}The event window/m);
    expect(r.stdout).toContain("fixable with `lint --fix`");
  });
});
