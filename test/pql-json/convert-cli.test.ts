// `pql-audience convert` as a user runs it: a child process in its own directory. Converting to
// pql/json and back gives every example file back byte for byte; a converted file lints, explains
// and tests like the original; mistakes get a message and an exit code.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadAudienceFile } from "../../src/audience/load.js";
import { cli, workspaces } from "../cli/helpers.js";

const examples = new URL("../../examples/", import.meta.url);
const audienceFiles = readdirSync(examples).filter((f) => /\.audience\.(?:json|ya?ml)$/.test(f));
const files = Object.fromEntries(audienceFiles.map((f) => [f, readFileSync(new URL(f, examples), "utf8")]));
/** What the examples' tests read besides the audiences. */
const profiles = Object.fromEntries(
  ["pql-audience.config.yaml", "profiles/alice.json", "profiles/alice-events.json"].map((f) => [
    f,
    readFileSync(new URL(f, examples), "utf8"),
  ]),
);
const workspace = workspaces();

describe("convert", () => {
  it("--to pql/json --write, then --to pql/text --write, gives every example back", { timeout: 60_000 }, () => {
    const dir = workspace(files);
    const there = cli(["convert", "--write", "--to", "pql/json", ...audienceFiles], { cwd: dir });
    expect(there.stderr).toBe(`${audienceFiles.length} files: ${audienceFiles.length} converted to pql/json\n`);
    expect(there.status).toBe(0);
    for (const f of audienceFiles)
      expect(readFileSync(join(dir, f), "utf8")).toContain("format: pql/json".replace(": ", f.endsWith(".json") ? '": "' : ": "));
    // Twice is a no-op.
    expect(cli(["convert", "--write", "--to", "pql/json", ...audienceFiles], { cwd: dir }).stderr).toBe(
      `${audienceFiles.length} files: ${audienceFiles.length} already pql/json\n`,
    );
    const back = cli(["convert", "--write", "--to", "pql/text", ...audienceFiles], { cwd: dir });
    expect(back.status).toBe(0);
    const load = (f: string, text: string) => loadAudienceFile(f, text).audiences;
    /** The file without its `expression.value` scalars. */
    const rest = (f: string, text: string) => {
      let out = text;
      for (const a of load(f, text).reverse()) out = out.slice(0, a.expressionRange.start.offset) + out.slice(a.expressionRange.end.offset);
      return out;
    };
    for (const f of audienceFiles) {
      const after = readFileSync(join(dir, f), "utf8");
      expect(
        load(f, after).map((a) => a.definition),
        f,
      ).toEqual(load(f, files[f]!).map((a) => a.definition));
      // Every byte outside the value is as it was; the value's quoting may differ (a JSON tree
      // keeps no YAML quoting style: `'...'` comes back as a block), its PQL does not (above).
      expect(rest(f, after), f).toBe(rest(f, files[f]!));
    }
    // Files written in a JSON string or a double-quoted or block YAML scalar come back byte for byte.
    for (const f of ["us-customers.audience.json", "recent-purchasers.audience.yaml", "cart-abandoners-3-days.audience.yaml"])
      expect(readFileSync(join(dir, f), "utf8"), f).toBe(files[f]);
  });

  it("a converted project lints, explains and tests as the original does", { timeout: 180_000 }, () => {
    const original = workspace({ ...files, ...profiles });
    const converted = workspace({ ...files, ...profiles });
    expect(cli(["convert", "--write", "--to", "pql/json", ...audienceFiles], { cwd: converted }).status).toBe(0);
    const verdicts = (dir: string) =>
      audienceFiles.map((f) => {
        const {
          name,
          verdict: { eligible, type, reasons },
        } = JSON.parse(cli(["explain", "--format", "json", f], { cwd: dir }).stdout) as {
          name: string;
          verdict: { eligible: boolean | null; type: string | null; reasons: { code: string; message: string }[] };
        };
        return [name, eligible, type, reasons.map((r) => `${r.code} ${r.message}`)];
      });
    expect(verdicts(converted)).toEqual(verdicts(original));
    const codes = (dir: string) =>
      (
        JSON.parse(cli(["lint", "--format", "json", "."], { cwd: dir }).stdout) as {
          files: { file: string; diagnostics: { code: string }[] }[];
        }
      ).files
        .map((f) => [f.file, f.diagnostics.map((d) => d.code).filter((c) => c !== "PQL301")])
        .sort();
    expect(codes(converted)).toEqual(codes(original));
    const tested = cli(["test", "."], { cwd: converted });
    expect(tested.status, tested.stdout + tested.stderr).toBe(0);
  });

  it("prints the converted file without --write, and leaves the file as it was", () => {
    const dir = workspace({
      "a.audience.yaml": files["us-gold-members.audience.json"] ? files[audienceFiles.find((f) => f.endsWith(".yaml"))!]! : "",
    });
    const before = readFileSync(join(dir, "a.audience.yaml"), "utf8");
    const r = cli(["convert", "a.audience.yaml", "--to", "pql/json"], { cwd: dir });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("format: pql/json");
    expect(r.stdout).toContain('"nodeType": ');
    expect(readFileSync(join(dir, "a.audience.yaml"), "utf8")).toBe(before);
  });

  it.each([
    ["a bare .pql file", { "a.pql": 'a = "x"\n' }, ["convert", "a.pql", "--to", "pql/json"], 1, "a .pql file holds PQL text only"],
    [
      "a PQL syntax error",
      {
        "a.audience.yaml":
          "name: A\nexpression:\n  type: PQL\n  format: pql/text\n  value: a = = 1\nschema: { name: _xdm.context.profile }\n",
      },
      ["convert", "a.audience.yaml", "--to", "pql/json"],
      1,
      "a.audience.yaml:5:",
    ],
    [
      "a pql/json value that is not a tree",
      {
        "a.audience.yaml":
          'name: A\nexpression:\n  type: PQL\n  format: pql/json\n  value: \'{"nodeType": "nope"}\'\nschema: { name: _xdm.context.profile }\n',
      },
      ["convert", "a.audience.yaml", "--to", "pql/text"],
      1,
      'unknown nodeType "nope" (pql/json at `/nodeType`)',
    ],
    ["no --to", { "a.pql": "a\n" }, ["convert", "a.pql"], 2, "Missing required argument: to"],
    ["a format that does not exist", { "a.pql": "a\n" }, ["convert", "a.pql", "--to", "pql/xml"], 2, "pql/xml"],
    ["--write with stdin", {}, ["convert", "-", "--write", "--to", "pql/json"], 2, "--write needs files"],
  ])("%s", (_name, tree, args, status, message) => {
    const r = cli(args, { cwd: workspace(tree) });
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(r.status).toBe(status);
  });
});
