// The one-file bundle (dist/lint-fast.cjs) reads its parts only when a file needs them
// (scripts/build.mjs): the yaml package (dist/yaml.cjs) for a YAML text beyond the quick reader or a config
// read afresh, zod (dist/zod.cjs) for a config or an audience the hand-written acceptors decline.
// A lint of valid files with a cached config reads none of them; each one that needs a part gets
// exactly what the full CLI (dist/cli.js, every package bundled in) prints. Observed through V8's
// coverage (NODE_V8_COVERAGE): a part appears there only if it was compiled, and esbuild runs a
// lazily evaluated module of the bundle in a function named after its path, called once or never.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bin } from "./helpers.js";

interface Coverage {
  result: { url: string; functions: { functionName: string; ranges: { count: number }[] }[] }[];
}

const PARTS = ["yaml.cjs", "zod.cjs"];

interface Observed {
  /** The parts the run compiled. */
  parts: string[];
  stdout: string;
  stderr: string;
  status: number | null;
}

function lint(args: string[], cwd: string): Observed {
  const coverage = mkdtempSync(join(tmpdir(), "pql-coverage-"));
  const run = spawnSync(process.execPath, [bin, "lint", ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", NODE_V8_COVERAGE: coverage },
  });
  const parts = new Set<string>();
  let bundleSeen = false;
  for (const file of readdirSync(coverage)) {
    const { result } = JSON.parse(readFileSync(join(coverage, file), "utf8")) as Coverage;
    for (const script of result) {
      const name = basename(script.url);
      if (PARTS.includes(name) && script.url.includes("/dist/")) parts.add(name);
      if (script.url.endsWith("/dist/lint-fast.cjs")) bundleSeen = true;
    }
  }
  rmSync(coverage, { recursive: true, force: true });
  expect(bundleSeen, `the fast path ran: ${run.stderr}`).toBe(true);
  return { parts: [...parts].sort(), stdout: run.stdout, stderr: run.stderr, status: run.status };
}

/** What the full CLI (yargs, dist/cli.js, no parts) prints for the same lint. */
function fullLint(args: string[], cwd: string): Pick<Observed, "stdout" | "stderr" | "status"> {
  // `--show-suppressed` is one of the options the fast path leaves to yargs; the files have no suppressions.
  const run = spawnSync(process.execPath, [bin, "lint", "--show-suppressed", ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** A directory of its own (no config, no git work tree) holding the files. */
function directory(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "pql-parts-"));
  scratch.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe("the parts of the one-file bundle, read on demand", () => {
  const lone = directory({});
  for (const name of ["us-customers.audience.json", "gold-members.audience.yaml", "lives-in-us.pql"])
    copyFileSync(join("examples", name), join(lone, name));

  it.each(["us-customers.audience.json", "gold-members.audience.yaml", "lives-in-us.pql"])(
    "a lint of a valid lone file (%s) reads none",
    (file) => {
      const run = lint([file], lone);
      expect(run.parts).toEqual([]);
      expect(run).toMatchObject(fullLint([file], lone));
    },
  );

  it("a lint of examples/ under its config reads no part, once the config is read back from its cache", () => {
    lint(["examples"], process.cwd());
    const run = lint(["examples"], process.cwd());
    expect(run.parts).toEqual([]);
  });

  it("a file with a syntax error reads no part and gets the parser's message", () => {
    const dir = directory({ "broken.pql": "person.age > \n" });
    const run = lint(["--format", "json", "broken.pql"], dir);
    expect(run.parts).toEqual([]);
    expect(run.stdout).toContain("expected a value after `>`, found the end of the expression");
    expect(run).toMatchObject(fullLint(["--format", "json", "broken.pql"], dir));
  });

  it("a YAML audience beyond the quick reader (an anchor) reads the yaml package, and only it", () => {
    const dir = directory({
      "anchored.audience.yaml": "name: &n Anchored\ndescription: *n\nexpression:\n  type: PQL\n  format: pql/text\n  value: a = 1\n",
    });
    const run = lint(["anchored.audience.yaml"], dir);
    expect(run.parts).toEqual(["yaml.cjs"]);
    expect(run).toMatchObject(fullLint(["anchored.audience.yaml"], dir));
  });

  it("a config with comments and lists, read afresh (--no-cache), reads the yaml package; an audience the acceptor declines, zod", () => {
    const dir = directory({
      "pql-audience.config.yaml": "# edge rules\nedge:\n  mergePolicies:\n    - a\n",
      "bad.audience.json": '{"name": 5, "expression": {"type": "PQL", "format": "pql/text", "value": "a = 1"}}\n',
    });
    const run = lint(["--no-cache", "bad.audience.json"], dir);
    expect(run.parts).toEqual(["yaml.cjs", "zod.cjs"]);
    expect(run.stdout).toContain("`name` must be a string, found 5");
    expect(run).toMatchObject(fullLint(["--no-cache", "bad.audience.json"], dir));
  });

  it("a config zod finds fault with gets zod's message, placed by the yaml package", () => {
    const dir = directory({
      "pql-audience.config.yaml": "rules:\n  style/uppercase-keyword: loud\n",
      "lives-in-us.pql": readFileSync("examples/lives-in-us.pql", "utf8"),
    });
    const run = lint(["lives-in-us.pql"], dir);
    expect(run.parts).toEqual(["yaml.cjs", "zod.cjs"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'pql-audience.config.yaml:2:28: `rules.style/uppercase-keyword` must be one of "off", "info", "warn", "error"',
    );
    expect(run).toMatchObject(fullLint(["lives-in-us.pql"], dir));
  });
});
