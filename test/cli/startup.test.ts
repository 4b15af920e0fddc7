// What the pre-commit calls (a lint or fmt --check of named files) load: Node's built-in modules that a
// one-file lint does not need stay unloaded (each costs start-up time: README "Performance"), and
// V8's flags for long runs are set for runs over directories only (src/cli/startup/v8-tuning.ts).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isLongRun } from "../../src/cli/startup/v8-tuning.js";
import { bin } from "./helpers.js";

/**
 * Runs the CLI with stdout on a pipe, as a hook or CI does; returns the built-ins it loaded (the
 * report is written to the descriptor: process.stderr would load the stream modules itself).
 */
function builtinsLoaded(args: string[]): string[] {
  const preload = join(mkdtempSync(join(tmpdir(), "pql-startup-")), "report.cjs");
  writeFileSync(
    preload,
    `process.on("exit", () => require("node:fs").writeSync(2, "\\nLOADED " + JSON.stringify(process.moduleLoadList) + "\\n"));\n`,
  );
  const run = spawnSync(process.execPath, ["-r", preload, bin, ...args], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  const line = run.stderr.split("\n").find((l) => l.startsWith("LOADED "));
  expect(line, run.stderr).toBeDefined();
  return (JSON.parse(line!.slice("LOADED ".length)) as string[])
    .filter((m) => m.startsWith("NativeModule "))
    .map((m) => m.slice("NativeModule ".length));
}

// net and stream are loaded by yargs, whose platform shim asks process.stdout for the terminal's
// width as it loads (and Node builds the stream for it).
const notForOneFile = ["fs/promises", "worker_threads", "v8", "readline"];
const notForOneFileLint = notForOneFile;

describe("start-up", () => {
  it("a one-file lint loads none of the built-ins it does not need", () => {
    const loaded = builtinsLoaded(["lint", "examples/us-customers.audience.json"]);
    expect(loaded).toContain("vm"); // run from the code cache (code-cache.ts)
    for (const name of notForOneFileLint) expect(loaded, name).not.toContain(name);
  });

  it("a one-file lint outside any git work tree does not load node:child_process (nor net and stream with it)", () => {
    const dir = mkdtempSync(join(tmpdir(), "pql-startup-alone-"));
    const file = join(dir, "us-customers.audience.json");
    writeFileSync(file, readFileSync("examples/us-customers.audience.json"));
    const loaded = builtinsLoaded(["lint", file]);
    expect(loaded).toContain("vm"); // run from the code cache (code-cache.ts)
    for (const name of ["child_process", ...notForOneFile]) expect(loaded, name).not.toContain(name);
  });

  it("a one-file fmt --check, pre-commit's other hook, loads none of them either", () => {
    const loaded = builtinsLoaded(["fmt", "--check", "examples/us-customers.audience.json"]);
    expect(loaded).toContain("vm"); // run from the code cache (code-cache.ts)
    for (const name of ["child_process", ...notForOneFile]) expect(loaded, name).not.toContain(name);
  });

  it("a lint of a directory sets V8's flags for long runs (node:v8 loaded)", () => {
    expect(builtinsLoaded(["lint", "examples"])).toContain("v8");
  });
});

describe("the code cache across commands", () => {
  // V8 rejects a cache written under other flags: a command that set the long-run flags and then
  // loaded chunks a lint shares (the parser, the lint engine) wrote their caches under those flags,
  // and the next hook's lint compiled them again, every other run.
  it.each([
    ["explain", ["explain", "examples/us-customers.audience.json"]],
    [
      "evaluate",
      ["evaluate", "examples/us-gold-members.audience.json", "--profile", "examples/profiles/alice.json", "--now", "2024-05-15T12:00:00Z"],
    ],
    ["sql", ["sql", "examples/us-customers.audience.json", "--now", "2024-05-15T12:00:00Z"]],
    ["test", ["test", "examples"]],
  ])("a one-file lint after %s runs from its cache", (_, args) => {
    const report = (a: string[]) =>
      spawnSync(process.execPath, [bin, ...a], {
        encoding: "utf8",
        env: { ...process.env, NO_COLOR: "1", PQL_AUDIENCE_REPORT_CODE_CACHE: "1" },
      });
    const lint = ["lint", "examples/us-customers.audience.json"];
    report(lint);
    report(args);
    expect(report(lint).stderr).toContain("pql-audience: code-cache used");
  });
});

describe("isLongRun", () => {
  const files = Array.from({ length: 51 }, () => "examples/lives-in-us.pql");
  it.each([
    ["one file", ["examples/us-customers.audience.json"], false],
    ["50 files", files.slice(0, 50), false],
    ["51 files", files, true],
    ["a directory", ["examples"], true],
    ["a glob", ["examples/*.pql"], true],
    ["a file and a directory", ["examples/lives-in-us.pql", "examples"], true],
  ])("%s: %s", (_, paths, expected) => {
    expect(isLongRun(paths)).toBe(expected);
  });
});
