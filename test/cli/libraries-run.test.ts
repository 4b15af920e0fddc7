// One implementation of each thing: a lint of one valid audience file runs the libraries the
// project is built on (yargs reads the command line, yaml reads the file, zod checks it,
// Chevrotain lexes and parses its PQL), not a hand-written stand-in that declines to them.
// V8's coverage of the real CLI says which code ran: the bundles are not minified, and esbuild
// heads each module's code with a `// node_modules/PACKAGE/...` line, so every function that
// ran can be traced to the package it came from.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bin } from "./helpers.js";

interface ScriptCoverage {
  url: string;
  functions: { functionName: string; ranges: { startOffset: number; endOffset: number; count: number }[] }[];
}

/** The packages under node_modules/ whose code ran in a CLI run, by V8's precise coverage. */
function packagesThatRan(args: string[]): Set<string> {
  const dir = mkdtempSync(join(tmpdir(), "pql-coverage-"));
  const run = spawnSync(process.execPath, [bin, ...args], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", NODE_V8_COVERAGE: dir },
  });
  expect(run.status, run.stdout + run.stderr).toBe(0);
  const ran = new Set<string>();
  for (const name of readdirSync(dir)) {
    const { result } = JSON.parse(readFileSync(join(dir, name), "utf8")) as { result: ScriptCoverage[] };
    for (const script of result) {
      if (!script.url.startsWith("file:") || !script.url.includes("/dist/")) continue;
      const source = readFileSync(fileURLToPath(script.url), "utf8");
      const heads = [...source.matchAll(/^\/\/ node_modules\/((?:@[^/]+\/)?[^/]+)\//gm)].map((m) => ({ at: m.index, pkg: m[1]! }));
      for (const fn of script.functions) {
        const body = fn.ranges[0];
        if (!body || body.count === 0 || fn.functionName === "") continue;
        const head = heads.findLast((h) => h.at <= body.startOffset);
        if (head) ran.add(head.pkg);
      }
    }
  }
  return ran;
}

describe("the libraries do their jobs", () => {
  it.each([
    ["a YAML audience", "examples/cart-abandoners-3-days.audience.yaml"],
    ["a JSON audience", "examples/us-customers.audience.json"],
  ])("a lint of %s runs yargs, zod and Chevrotain", (kind, file) => {
    const ran = packagesThatRan(["lint", "--no-cache", file]);
    for (const pkg of ["yargs", "zod", "chevrotain"]) expect([...ran], `${pkg} for ${kind}`).toContain(pkg);
    if (file.endsWith(".yaml")) expect([...ran]).toContain("yaml");
  });
});
