// yargs reads every command line, and a command evaluates its own modules only: the CLI's bundle
// (dist/cli.cjs) holds the commands' definitions, whose handlers load their work
// (src/cli/commands/) from chunks of their own (dist/cli-*.cjs), read on first use. Observed through V8's coverage
// (NODE_V8_COVERAGE): a module of the bundle (esbuild names each in a `// path` comment) ran when
// a function that starts inside it was called.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bin } from "./helpers.js";

interface Coverage {
  result: { url: string; functions: { ranges: { startOffset: number; count: number }[] }[] }[];
}

/** The bundle's modules by where each starts (character offsets, as V8's coverage counts them). */
function modulesOf(bundle: string): { path: string; start: number }[] {
  return [...bundle.matchAll(/^\/\/ ((?:src|node_modules)\/\S+)$/gm)].map((m) => ({ path: m[1]!, start: m.index }));
}

/** The modules of dist/cli.cjs and its chunks that ran code in a CLI run of `args`, and the run's status. */
function modulesRun(args: string[]): { ran: string[]; status: number | null } {
  const coverage = mkdtempSync(join(tmpdir(), "pql-coverage-"));
  const run = spawnSync(process.execPath, [bin, ...args], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", NODE_V8_COVERAGE: coverage },
  });
  const ran = new Set<string>();
  let seen = false;
  for (const file of readdirSync(coverage)) {
    const { result } = JSON.parse(readFileSync(join(coverage, file), "utf8")) as Coverage;
    for (const script of result) {
      if (!/\/dist\/cli(-[^/]+)?\.cjs$/.test(script.url)) continue;
      seen = true;
      const modules = modulesOf(readFileSync(new URL(script.url), "utf8"));
      // A chunk of esbuild's helpers alone names no module.
      if (modules.length === 0) continue;
      for (const fn of script.functions) {
        const [range] = fn.ranges;
        if (!range || range.count === 0 || range.startOffset < modules[0]!.start) continue;
        let low = 0;
        for (let high = modules.length - 1; low < high; ) {
          const mid = (low + high + 1) >> 1;
          if (modules[mid]!.start <= range.startOffset) low = mid;
          else high = mid - 1;
        }
        ran.add(modules[low]!.path);
      }
    }
  }
  rmSync(coverage, { recursive: true, force: true });
  expect(seen, `the CLI's bundle ran: ${run.stderr}`).toBe(true);
  return { ran: [...ran], status: run.status };
}

describe("a one-file lint", () => {
  const { ran, status } = modulesRun(["lint", "examples/cart-abandoners-3-days.audience.yaml"]);
  const any = (prefix: string) => ran.filter((path) => path.startsWith(prefix));

  it("reads its command line with yargs", () => {
    expect(status).toBe(0);
    expect(any("node_modules/yargs/").length).toBeGreaterThan(0);
    expect(any("src/cli/lint-run.ts")).toEqual(["src/cli/lint-run.ts"]);
  });

  it.each([
    ["the API client (lint --remote)", "src/api/"],
    ["the evaluator", "src/evaluate/evaluate.ts"],
    ["re2js (the evaluator's regular expressions)", "node_modules/re2js/"],
    ["the language server", "src/lsp/"],
    ["vscode-languageserver", "node_modules/vscode-languageserver"],
    ["the emulator", "src/emulator/"],
    ["estimate's loader", "src/node/estimate/"],
    ["the SQL compiler", "src/sql/"],
    ["the publisher", "src/publish/"],
    ["another command's work", "src/cli/estimate-run.ts"],
    ["another command's work", "src/cli/test-run.ts"],
  ])("runs none of %s (%s)", (_, prefix) => {
    expect(any(prefix)).toEqual([]);
  });
});
