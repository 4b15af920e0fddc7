// The one-file bundle (dist/lint-fast.cjs) evaluates Chevrotain only for a file the hand-written
// parser declines (scripts/chevrotain-startup.mjs, `lazyChevrotain`): a lint of valid files runs
// none of its code, a file with a syntax error still gets Chevrotain's parser and message. Observed
// through V8's coverage of the bundle (NODE_V8_COVERAGE): esbuild runs a lazily evaluated module
// in a function named after its path, called once on first use or never.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bin } from "./helpers.js";

interface Coverage {
  result: { url: string; functions: { functionName: string; ranges: { count: number }[] }[] }[];
}

/** How often the bundle ran each of the named modules' lazy initialisers in a CLI run, and the run's output. */
function modulesRun(args: string[], modules: string[]): { counts: Record<string, number | undefined>; stdout: string } {
  const coverage = mkdtempSync(join(tmpdir(), "pql-coverage-"));
  const run = spawnSync(process.execPath, [bin, ...args], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", NODE_V8_COVERAGE: coverage },
  });
  const counts: Record<string, number | undefined> = {};
  let bundleSeen = false;
  for (const file of readdirSync(coverage)) {
    const { result } = JSON.parse(readFileSync(join(coverage, file), "utf8")) as Coverage;
    for (const script of result.filter((s) => s.url.endsWith("/dist/lint-fast.cjs"))) {
      bundleSeen = true;
      for (const fn of script.functions) if (modules.includes(fn.functionName)) counts[fn.functionName] = fn.ranges[0]!.count;
    }
  }
  expect(bundleSeen, `the fast path ran: ${run.stderr}`).toBe(true);
  return { counts, stdout: run.stdout };
}

const chevrotain = "node_modules/chevrotain/lib/src/api.js";
const chevrotainParser = "src/syntax/parser.ts";
const handWritten = "src/syntax/descent-parser.ts";
const modules = [chevrotain, chevrotainParser, handWritten];

describe("Chevrotain on demand in the one-file bundle", () => {
  const alone = mkdtempSync(join(tmpdir(), "pql-lazy-"));
  const lone = ["us-customers.audience.json", "gold-members.audience.yaml", "lives-in-us.pql"].map((name) => {
    copyFileSync(join("examples", name), join(alone, name));
    return join(alone, name);
  });

  it.each(lone)("a lint of a valid lone file (%s) evaluates none of Chevrotain's code", (file) => {
    const { counts } = modulesRun(["lint", file], modules);
    expect(counts[handWritten]).toBe(1);
    // Defined: the modules are lazily evaluated (with Chevrotain at the bundle's top level, they have no initialiser of their own).
    expect(counts[chevrotain]).toBe(0);
    expect(counts[chevrotainParser]).toBe(0);
  });

  it("nor does a lint of examples/ under its config", () => {
    const { counts } = modulesRun(["lint", "examples"], modules);
    expect(counts[chevrotain]).toBe(0);
  });

  it("a file with a syntax error loads Chevrotain and gets its parser's message", () => {
    const broken = join(alone, "broken.pql");
    writeFileSync(broken, "person.age > \n");
    const { counts, stdout } = modulesRun(["lint", "--format", "json", broken], modules);
    expect(counts[chevrotain]).toBe(1);
    expect(counts[chevrotainParser]).toBe(1);
    expect(stdout).toContain("expected a value after `>`, found the end of the expression");
  });
});
