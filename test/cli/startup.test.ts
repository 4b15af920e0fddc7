// What the instant calls (`--version`, a pre-commit lint or fmt --check) load: Node's built-in modules that a
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

const notForOneFile = ["fs/promises", "worker_threads", "v8", "net", "stream", "readline"];
// A one-file lint in a git work tree asks git for the files of its project (src/node/work-tree.ts),
// and node:child_process loads net and stream.
const notForOneFileLint = notForOneFile.filter((name) => name !== "net" && name !== "stream");

describe("start-up", () => {
  it("a one-file lint loads none of the built-ins it does not need", () => {
    const loaded = builtinsLoaded(["lint", "examples/us-customers.audience.json"]);
    expect(loaded).toContain("vm"); // the fast path ran
    for (const name of notForOneFileLint) expect(loaded, name).not.toContain(name);
  });

  it("a one-file lint outside any git work tree does not load node:child_process (nor net and stream with it)", () => {
    const dir = mkdtempSync(join(tmpdir(), "pql-startup-alone-"));
    const file = join(dir, "us-customers.audience.json");
    writeFileSync(file, readFileSync("examples/us-customers.audience.json"));
    const loaded = builtinsLoaded(["lint", file]);
    expect(loaded).toContain("vm"); // the fast path ran
    for (const name of ["child_process", ...notForOneFile]) expect(loaded, name).not.toContain(name);
  });

  it("a one-file fmt --check, pre-commit's other hook, runs the fast path and loads none of them either", () => {
    const loaded = builtinsLoaded(["fmt", "--check", "examples/us-customers.audience.json"]);
    expect(loaded).toContain("vm"); // the fast path ran
    for (const name of ["child_process", ...notForOneFile]) expect(loaded, name).not.toContain(name);
  });

  it("--version loads none of them either", () => {
    const loaded = builtinsLoaded(["--version"]);
    for (const name of notForOneFile) expect(loaded, name).not.toContain(name);
  });

  it("a lint of a directory sets V8's flags for long runs (node:v8 loaded)", () => {
    expect(builtinsLoaded(["lint", "examples"])).toContain("v8");
  });
});

/**
 * How many zod schemas a CLI run built, counted by zod's own hook (`__zod_globalConfig`'s
 * `postProcessor`, called once for every schema constructed), set before the bundle loads.
 */
function zodSchemasBuilt(args: string[]): number {
  const preload = join(mkdtempSync(join(tmpdir(), "pql-startup-")), "zod.cjs");
  writeFileSync(
    preload,
    `let built = 0;\nglobalThis.__zod_globalConfig = { postProcessor: () => { built++; } };\nprocess.on("exit", () => require("node:fs").writeSync(2, "\\nZOD " + built + "\\n"));\n`,
  );
  const run = spawnSync(process.execPath, ["-r", preload, bin, ...args], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  const line = run.stderr.split("\n").find((l) => l.startsWith("ZOD "));
  expect(line, run.stderr).toBeDefined();
  return Number(line!.slice("ZOD ".length));
}

// Building the audience and config schemas was about a twentieth of a one-file lint: they are
// built on first use (src/audience/audience-schema.ts, src/lint/config-schema.ts), and the common
// file, extras included, and the common config are read without them (accept-audience.ts,
// src/lint/accept-config.ts).
describe("zod's schemas in a one-file lint", () => {
  const alone = (files: Record<string, string>): string => {
    const dir = mkdtempSync(join(tmpdir(), "pql-startup-zod-"));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };
  const common = readFileSync("examples/us-customers.audience.json", "utf8");

  it("a common file (with a published id, an alias and tests) and no config: none built", () => {
    const dir = alone({ "a.audience.json": common });
    expect(zodSchemasBuilt(["lint", join(dir, "a.audience.json")])).toBe(0);
  });

  it("a file the schema refuses: the audience schema is built, to word the problem", () => {
    const dir = alone({ "a.audience.json": common.replace('"name":', '"nmae": "x", "name":') });
    expect(zodSchemasBuilt(["lint", join(dir, "a.audience.json")])).toBeGreaterThan(0);
  });

  it("a config file next to it, as examples/ has: none built either (src/lint/accept-config.ts)", () => {
    const dir = alone({ "a.audience.json": common, "pql-audience.config.yaml": readFileSync("examples/pql-audience.config.yaml", "utf8") });
    expect(zodSchemasBuilt(["lint", join(dir, "a.audience.json")])).toBe(0);
  });

  it("a config the schema refuses: the config schema is built, to word the problem", () => {
    const dir = alone({ "a.audience.json": common, "pql-audience.config.yaml": "rules:\n  style/uppercase-keyword: loud\n" });
    expect(zodSchemasBuilt(["lint", join(dir, "a.audience.json")])).toBeGreaterThan(0);
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

// The pre-commit bundle is read and deserialized at every hook run: what a lint of named files
// never runs stays out of it (esbuild names each module it bundles in a `// path` comment).
describe("the pre-commit bundle (dist/lint-fast.cjs)", () => {
  const bundle = readFileSync(join(import.meta.dirname, "../../dist/lint-fast.cjs"), "utf8");
  const modules = bundle.match(/^\/\/ (?:src|node_modules)\/\S+$/gm) ?? [];
  it.each([
    ["the API client (lint --remote)", "// src/api/"],
    ["the evaluator", "// src/evaluate/"],
    ["re2js (the evaluator's regular expressions)", "// node_modules/re2js/"],
    ["the language server", "// src/lsp/"],
    ["the emulator", "// src/emulator/"],
    ["estimate's loader and DuckDB (an optional peer dependency)", "// src/node/estimate/"],
    ["the DuckDB client", "// node_modules/@duckdb/"],
    // Parts of their own, read only by a lint that needs them (test/cli/lazy-parts.test.ts).
    ["the yaml package", "// node_modules/yaml/"],
    ["zod (its full build, the API's schemas, not even there)", "// node_modules/zod/"],
  ])("holds none of %s", (_, prefix) => {
    expect(modules.length).toBeGreaterThan(100); // the bundle was read, and names its modules
    expect(modules.filter((m) => m.startsWith(prefix))).toEqual([]);
  });

  it("holds Chevrotain: it lexes and parses every file", () => {
    expect(modules.filter((m) => m.startsWith("// node_modules/chevrotain/")).length).toBeGreaterThan(10);
  });
});
