// `pql-audience parse` and `pql-audience fmt` as users run them: the real bundled CLI in a child
// process (see test/cli/helpers.ts), its output and its exit code (0 ok, 1 problems, 2 usage).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, workspace } from "../cli/helpers.js";

const chain =
  'workAddress.country.equals("US", false) and CHAIN(xEvent, timestamp, [C0: WHAT(eventType.equals("commerce.checkouts", false)) WHEN(today)])';
const chainFormatted = `workAddress.country.equals("US", false) and CHAIN(xEvent, timestamp, [
  C0: WHAT(eventType.equals("commerce.checkouts", false)) WHEN(today)
])
`;

describe("parse", () => {
  it("prints the tree as JSON with spans, exit 0 (stdin)", () => {
    const r = cli(["parse"], { input: "date(2020, 3, 14)" });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      kind: "Date",
      year: 2020,
      month: 3,
      day: 14,
      span: { start: { offset: 0, line: 1, column: 1 }, end: { offset: 17, line: 1, column: 18 } },
    });
  });

  it("reads a file, and `-` for stdin", () => {
    const dir = workspace({ "q.pql": "[1, 4, 7]\n" });
    const fromFile = cli(["parse", "q.pql"], { cwd: dir });
    const fromStdin = cli(["parse", "-"], { input: "[1, 4, 7]\n" });
    expect(fromFile.status).toBe(0);
    expect(JSON.parse(fromFile.stdout).kind).toBe("Array");
    expect(fromStdin.stdout).toBe(fromFile.stdout);
  });

  it("--format text prints an outline with line:column ranges", () => {
    const r = cli(["parse", "--format", "text"], { input: "a = 1 and b" });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("Logical and  1:1-1:12\n  Binary =  1:1-1:6\n    Path a  1:1-1:2\n    Number 1  1:5-1:6\n  Path b  1:11-1:12\n");
  });

  it("syntax errors go to stderr as code frames with file:line:column, exit 1", () => {
    const dir = workspace({ "q.pql": "a = 1 and\n  b = \n" });
    const r = cli(["parse", "q.pql"], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      [
        "error[PQL001] syntax/parse-error: expected a value after `=`, found the end of the expression",
        " --> q.pql:2:6",
        "  |",
        "2 |   b =",
        "  |      ^",
        "",
        "1 syntax error in q.pql",
        "",
      ].join("\n"),
    );
  });

  it.each([
    ["a missing file", ["parse", "missing.pql"], "cannot read missing.pql"],
    ["an unknown format", ["parse", "--format", "xml"], "Invalid values"],
  ])("%s is a usage error, exit 2", (_name, args, message) => {
    const r = cli(args, { input: "a" });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
  });
});

describe("fmt", () => {
  it("formats stdin (`-`) to stdout, exit 0", () => {
    const r = cli(["fmt", "-"], { input: chain });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(chainFormatted);
  });

  it("--check lists the files that would change and exits 1; formatted files are not listed", () => {
    const dir = workspace({ "a.pql": chain, "b.pql": chainFormatted, "sub/c.pql": "a  AND  b\n" });
    const r = cli(["fmt", "--check", "."], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("would reformat a.pql\nwould reformat sub/c.pql\n");
    expect(r.stderr).toBe("3 files: 1 already formatted, 2 would be reformatted\n");
  });

  it("--check exits 0 when everything is formatted", () => {
    const dir = workspace({ "b.pql": chainFormatted });
    const r = cli(["fmt", "--check", "b.pql"], { cwd: dir });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("");
  });

  it("--write rewrites the files that change, and only those", () => {
    const dir = workspace({ "a.pql": chain, "b.pql": chainFormatted });
    const r = cli(["fmt", "--write", "."], { cwd: dir });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("formatted a.pql\n");
    expect(readFileSync(join(dir, "a.pql"), "utf8")).toBe(chainFormatted);
    expect(readFileSync(join(dir, "b.pql"), "utf8")).toBe(chainFormatted);
    expect(cli(["fmt", "--check", "."], { cwd: dir }).status).toBe(0);
  });

  it("a file with syntax errors is reported with a code frame and exits 1, and is not rewritten", () => {
    const dir = workspace({ "bad.pql": "a = 'US'\n" });
    const r = cli(["fmt", "--write", "bad.pql"], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("error[PQL002] syntax/unexpected-character: strings use double quotes");
    expect(r.stderr).toContain(" --> bad.pql:1:5");
    expect(readFileSync(join(dir, "bad.pql"), "utf8")).toBe("a = 'US'\n");
  });

  it("--check with --write is a usage error, exit 2", () => {
    const r = cli(["fmt", "--check", "--write", "-"], { input: "a" });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("--check and --write cannot be used together");
  });

  it("every example in examples/ is formatted", () => {
    const r = cli(["fmt", "--check", "examples"]);
    expect(r.stdout).toBe("");
    expect(r.status).toBe(0);
  });
});
