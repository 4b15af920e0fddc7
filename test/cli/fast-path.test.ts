// Which command lines the fast path (launch.ts -> dist/lint-fast.cjs) takes, and what it makes of
// them: exactly what yargs would, or nothing (the full argument parser then runs).
import { describe, expect, it } from "vitest";
import yargs, { type CommandModule } from "yargs";
import { fastFmtArgs, fastLintArgs } from "../../src/cli/startup/fast-path.js";

// A command's declared options and every spelling of each (yargs' own record of the declarations,
// getOptions(), is not in its type definitions), and yargs' reading of a command line.
function declaredOptions(command: CommandModule, exclude: readonly string[]): { names: string[]; spellings: string[] } {
  const built = (command.builder as (y: ReturnType<typeof yargs>) => ReturnType<typeof yargs>)(yargs([]));
  const options = (built as unknown as { getOptions(): unknown }).getOptions() as {
    key: Record<string, boolean>;
    alias: Record<string, string[]>;
  };
  const names = Object.keys(options.key).filter((k) => !["help", "version", "$0", ...exclude].includes(k));
  const spellings = names.flatMap((name) => [name, ...(options.alias[name] ?? [])].map((s) => (s.length === 1 ? `-${s}` : `--${s}`)));
  return { names, spellings };
}

function yargsRead(name: string, command: CommandModule, args: readonly string[]): Record<string, unknown> {
  return yargs([name, ...args])
    .command({ ...command, handler: () => {} })
    .strict()
    .exitProcess(false)
    .fail((message) => {
      throw new Error(message);
    })
    .parseSync() as unknown as Record<string, unknown>;
}

describe("fastLintArgs", () => {
  it.each([
    [["a.pql"], { paths: ["a.pql"], format: [] }],
    [["a.pql", "dir"], { paths: ["a.pql", "dir"], format: [] }],
    [["--format", "github", "dir"], { paths: ["dir"], format: ["github"] }],
    [["dir", "-f", "json", "--format=sarif"], { paths: ["dir"], format: ["json", "sarif"] }],
    [["dir", "--workers", "4"], { paths: ["dir"], format: [], workers: 4 }],
    [["a.pql", "--max-warnings", "0"], { paths: ["a.pql"], format: [], "max-warnings": 0 }],
    [["dir", "--no-cache", "-f", "json"], { paths: ["dir"], format: ["json"], cache: false }],
  ])("takes %j", (args, expected) => {
    expect(fastLintArgs(args)).toEqual(expected);
  });

  it.each([
    [[]], // no paths: yargs supplies "."
    [["--format", "json"]],
    [["dir", "--format"]], // a flag without its value
    [["dir", "--format", "sarif:out.sarif"]], // a format written to a file
    [["dir", "--workers", "1e1"]], // a number only yargs reads
    [["dir", "--workers", "2", "--workers", "3"]],
    [["dir", "--max-warnings", "-1"]],
    [["dir", "--quiet"]],
    [["dir", "--fix"]],
    [["dir", "-q"]],
    [["dir", "-"]],
    [["dir", "--config", "x.json"]],
    [["dir", "--no-cache", "--no-cache"]],
    [["dir", "--no-cache", "false"]], // yargs may read it as the flag's value
    [["dir", "--cache"]],
  ])("leaves %j to the full parser", (args) => {
    expect(fastLintArgs(args)).toBeUndefined();
  });
});

// The fast path is a second reading of lint's command line: it must never read one differently
// from yargs. Generated over every option of the lint command (yargs' own declarations), with
// values of each kind: whatever the fast path takes, yargs reads the same way.
describe("fastLintArgs and yargs agree on every option of lint", async () => {
  const { lintCommand } = await import("../../src/cli/commands/lint.js");
  const { names, spellings } = declaredOptions(lintCommand as CommandModule, []);
  const values = ["json", "github", "sarif:x.sarif", "0", "3", "99", "100", "1e1", "-1", "true", ""];
  // yargs negates a boolean by `--no-`: a spelling of its own.
  const cases = [...spellings, "--no-cache"]
    .flatMap((flag) => [[flag], ...values.map((v) => [flag, v]), ...values.map((v) => [`${flag}=${v}`])])
    .map((args) => ["a.pql", ...args]);

  it("the table covers every declared option", () => {
    expect(names.sort()).toEqual(expect.arrayContaining(["config", "fix", "format", "max-warnings", "quiet", "workers"]));
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each(cases)("%j", (...args) => {
    const fast = fastLintArgs(args);
    if (fast === undefined) return; // declined: yargs reads it, as for any command line
    const argv = yargsRead("lint", lintCommand as CommandModule, args);
    const read = {
      paths: argv.paths,
      format: argv.format,
      ...(argv.workers !== undefined ? { workers: argv.workers } : {}),
      ...(argv["max-warnings"] !== undefined ? { "max-warnings": argv["max-warnings"] } : {}),
      ...(argv.cache === false ? { cache: false } : {}),
    };
    expect(fast).toEqual(read);
  });
});

describe("fastFmtArgs", () => {
  it.each([
    [["a.pql"], { files: ["a.pql"], check: false, write: false, width: 100 }],
    [["--check", "a.pql", "b.audience.yaml"], { files: ["a.pql", "b.audience.yaml"], check: true, write: false, width: 100 }],
    [["dir", "--write"], { files: ["dir"], check: false, write: true, width: 100 }],
    [["--width", "80", "a.pql"], { files: ["a.pql"], check: false, write: false, width: 80 }],
    [["a.pql", "--width=120", "--check"], { files: ["a.pql"], check: true, write: false, width: 120 }],
  ])("takes %j", (args, expected) => {
    expect(fastFmtArgs(args)).toEqual(expected);
  });

  it.each([
    [[]], // no paths: runFmt checks "."
    [["--check"]],
    [["a.pql", "-"]], // stdin
    [["--check", "true", "a.pql"]], // yargs reads `true` as --check's value
    [["a.pql", "--check", "--check"]],
    [["a.pql", "--no-check"]],
    [["a.pql", "--width"]],
    [["a.pql", "--width", "19"]], // refused by runFmt: its message comes from the full CLI
    [["a.pql", "--width", "1e2"]],
    [["a.pql", "--debug"]],
    [["a.pql", "--help"]],
  ])("leaves %j to the full parser", (args) => {
    expect(fastFmtArgs(args)).toBeUndefined();
  });
});

// As for lint: over every option fmt declares, in every spelling, with values of each kind and
// paths that look like values, whatever the fast path takes yargs reads the same way.
describe("fastFmtArgs and yargs agree on every option of fmt", async () => {
  const { fmtCommand } = await import("../../src/cli/commands/fmt.js");
  const { names, spellings } = declaredOptions(fmtCommand as CommandModule, ["files"]);
  const values = ["20", "80", "100", "9999", "19", "1e2", "-1", "true", "false", "0x10", "a.pql", ""];
  // yargs negates a boolean by `--no-`: a spelling of its own.
  const cases = [...spellings, "--no-cache"]
    .flatMap((flag) => [[flag], ...values.map((v) => [flag, v]), ...values.map((v) => [`${flag}=${v}`])])
    .flatMap((args) => [
      ["a.pql", ...args],
      [...args, "b.pql"],
      ["12", ...args],
    ]);

  it("the table covers every declared option", () => {
    expect(names.sort()).toEqual(["check", "width", "write"]);
    expect(cases.length).toBeGreaterThan(150);
  });

  it.each(cases)("%j", (...args) => {
    const fast = fastFmtArgs(args);
    if (fast === undefined) return; // declined: yargs reads it, as for any command line
    const argv = yargsRead("fmt", fmtCommand as CommandModule, args);
    expect(fast).toEqual({ files: argv.files, check: argv.check, write: argv.write, width: argv.width });
  });
});
