// The package as a user installs it (README "Install"): `npm pack`, `npm install <tarball>` into a
// scratch project, offline. The bin runs, the library loads from CommonJS and from ES modules
// without a warning, a TypeScript consumer type-checks, and what the README tells an installed
// user to run ships.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tmpdir } from "node:os";
import { pack, project, root, run, version } from "./helpers.js";

const tsc = join(root, "node_modules/typescript/bin/tsc");
// The consumer's tsconfig: Node's own module rules, strict, and library checking on (the slow
// setting a consumer may have), with @types/node from this repository.
const tsconfig = JSON.stringify({
  compilerOptions: {
    module: "NodeNext",
    moduleResolution: "NodeNext",
    target: "ES2022",
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: ["node"],
    typeRoots: [join(root, "node_modules/@types")],
  },
  files: ["esm.mts", "cjs.cts"],
});
/** The same consumer under the other settings docs/library.md names: node16 from an ES module, node10 (typesVersions). */
const settings = (module: string, moduleResolution: string, files: string[], more: object = {}) =>
  JSON.stringify({ compilerOptions: { ...JSON.parse(tsconfig).compilerOptions, module, moduleResolution, ...more }, files });
const consumerFiles = {
  "tsconfig.json": tsconfig,
  "tsconfig.node16.json": settings("Node16", "Node16", ["esm.mts"]),
  "tsconfig.bundler.json": settings("Preserve", "Bundler", ["esm.mts"]),
  // esModuleInterop as `tsc --init` writes it: zod's own CommonJS declarations need it.
  "tsconfig.node10.json": settings("CommonJS", "Node10", ["node10.ts"], { esModuleInterop: true }),
  "node10.ts": [
    'import { lintText } from "pql-audience";',
    'import { lintFiles } from "pql-audience/node";',
    'import { createAepClient } from "pql-audience/api";',
    'import { startEmulator } from "pql-audience/emulator";',
    "export const entries = [lintText, lintFiles, createAepClient, startEmulator];",
    "",
  ].join("\n"),
  "esm.mts": [
    'import { lintText, parse, print, type AudienceDefinition, type Config, type Diagnostic } from "pql-audience";',
    'import { lintFiles } from "pql-audience/node";',
    'import { createAepClient } from "pql-audience/api";',
    'import { startEmulator } from "pql-audience/emulator";',
    "export const entries = [lintFiles, createAepClient, startEmulator];",
    'const result = lintText("name: x\\n", { file: "x.audience.yaml" });',
    "const first: Diagnostic | undefined = result.files[0]?.diagnostics[0];",
    'const definition: AudienceDefinition = { name: "x", expression: { type: "PQL", format: "pql/text", value: \'a = "b"\' } };',
    'const config: Config = { rules: { "edge/window-too-long": "warn" } };',
    "export const text: string = print(parse('a = \"b\"').ast!);",
    "export { config, definition, first };",
    "",
  ].join("\n"),
  "cjs.cts": [
    'import pql = require("pql-audience");',
    'export const verdict = pql.lintText("a = \\"b\\"", { file: "x.pql" }).files[0]?.audiences[0]?.verdict.eligible;',
    "",
  ].join("\n"),
  "require.cjs":
    'const pql = require("pql-audience"); console.log(typeof pql.lintText, pql.lintText(\'a = "b"\', { file: "x.pql" }).summary.files);\n',
  "import.mjs":
    'import { lintText } from "pql-audience"; console.log(typeof lintText, lintText(\'a = "b"\', { file: "x.pql" }).summary.files);\n',
  "subpaths.mjs":
    'import { lintFiles } from "pql-audience/node"; import { createAepClient } from "pql-audience/api"; import { startEmulator, judgeEdge } from "pql-audience/emulator"; console.log(typeof lintFiles, typeof createAepClient, typeof startEmulator, typeof judgeEdge);\n',
  "subpaths.cjs":
    'const { lintFiles } = require("pql-audience/node"); const { createAepClient } = require("pql-audience/api"); const { startEmulator } = require("pql-audience/emulator"); console.log(typeof lintFiles, typeof createAepClient, typeof startEmulator);\n',
  "lint-files.mjs":
    'import { lintFiles } from "pql-audience/node"; const r = await lintFiles(["node_modules/pql-audience/examples"]); console.log(r.summary.files > 10, r.summary.errors);\n',
};

let packDir: string;
let files: string[];
let consumer: string;
beforeAll(() => {
  packDir = mkdtempSync(join(tmpdir(), "pql-pack-"));
  const packed = pack(packDir);
  files = packed.files;
  consumer = project(consumerFiles, [packed.tarball]);
}, 120_000);
afterAll(() => {
  for (const dir of [packDir, consumer]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the tarball", () => {
  it.each([
    ["LICENSE"],
    ["README.md"],
    ["package.json"],
    ["bin/pql-audience.js"],
    ["dist/launch.cjs"],
    ["dist/cli.cjs"],
    ["dist/lint-worker.js"],
    ["dist/index.js"],
    ["dist/node.js"],
    ["dist/api.js"],
    ["dist/emulator.js"],
    ["dist/index.d.ts"],
    ["schema/audience.schema.json"],
    ["schema/config.schema.json"],
    ["examples/stream.yaml"],
  ])("ships %s", (file) => {
    expect(files).toContain(file);
  });

  it("ships the MIT licence package.json names", () => {
    expect(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).license).toBe("MIT");
    expect(readFileSync(join(consumer, "node_modules/pql-audience/LICENSE"), "utf8")).toMatch(/^MIT License\n/);
  });

  it("does not ship the V8 code cache (it belongs to one Node version; the CLI writes its own)", () => {
    expect(files.filter((f) => f.endsWith(".code-cache"))).toEqual([]);
  });

  it("ships every file of the package the README and docs/ point an installed user at", () => {
    const pages = [
      "README.md",
      ...readdirSync(join(root, "docs"))
        .filter((f) => f.endsWith(".md"))
        .map((f) => `docs/${f}`),
    ];
    const text = pages.map((page) => readFileSync(join(root, page), "utf8")).join("\n");
    const named = new Set(
      [...text.matchAll(/(?<![\w/.-])(?:node_modules\/pql-audience\/)?((?:examples|schema|docs)\/[\w.-]+\.[a-z]+)/g)].map((m) => m[1]!),
    );
    expect(named.size).toBeGreaterThan(5);
    expect([...named].filter((f) => !files.includes(f))).toEqual([]);
  });
});

describe("installed from the tarball", () => {
  it("runs its bin", () => {
    const bin = join(consumer, "node_modules/.bin/pql-audience");
    expect(run(bin, ["--version"], { cwd: consumer }).stdout).toBe(`${version}\n`);
    const lint = run(bin, ["lint", "node_modules/pql-audience/examples/lives-in-us.pql", "--format", "concise"], { cwd: consumer });
    expect(lint.stderr).toBe("");
    expect(lint.status).toBe(0);
    const rules = run(bin, ["rules"], { cwd: consumer });
    expect(rules.stdout).toContain("edge/window-too-long");
  });

  it.each([
    ["import", "subpaths.mjs", "function function function function\n"],
    ["require()", "subpaths.cjs", "function function function\n"],
    ["lintFiles from pql-audience/node, with its worker threads", "lint-files.mjs", "true 0\n"],
  ])("pql-audience/node, /api and /emulator load with %s", (_, file, printed) => {
    const loaded = run(process.execPath, [file], { cwd: consumer });
    expect(loaded.stderr).toBe("");
    expect(loaded.stdout).toBe(printed);
  });

  it.each([
    ["require() from CommonJS", ["require.cjs"]],
    ["import from an ES module", ["import.mjs"]],
  ])("loads with %s, with nothing on stderr (no ExperimentalWarning)", (_, args) => {
    const loaded = run(process.execPath, args, { cwd: consumer });
    expect(loaded.stderr).toBe("");
    expect(loaded.stdout).toBe("function 1\n");
  });

  it("type-checks a TypeScript consumer, ES module and CommonJS", () => {
    const checked = run(process.execPath, [tsc, "-p", "."], { cwd: consumer });
    expect(checked.stdout + checked.stderr).toBe("");
    expect(checked.status).toBe(0);
  });

  it.each([["tsconfig.node16.json"], ["tsconfig.bundler.json"], ["tsconfig.node10.json"]])(
    "type-checks the consumer under %s",
    (config) => {
      const checked = run(process.execPath, [tsc, "-p", config], { cwd: consumer });
      expect(checked.stdout + checked.stderr).toBe("");
      expect(checked.status).toBe(0);
    },
  );

  it("loads no declaration file of zod or yaml: the public types name the package's own interfaces only", { timeout: 120_000 }, () => {
    // The consumer imports every entry (esm.mts); with zod's and yaml's declarations among its
    // files (~100 and ~40 of them) its type check took twice as long.
    const listed = run(process.execPath, [tsc, "-p", ".", "--listFiles"], { cwd: consumer });
    expect(listed.status, listed.stdout + listed.stderr).toBe(0);
    const loaded = listed.stdout.split("\n").filter((line) => line !== "");
    expect(loaded.filter((f) => f.includes("/node_modules/pql-audience/dist/")).length).toBeGreaterThan(10);
    expect(loaded.filter((f) => /\/node_modules\/(?:zod|yaml)\//.test(f))).toEqual([]);
  });

  it("keeps the consumer's type check small: the root's AudienceDefinition and Config are plain interfaces, not zod's inferred types", () => {
    // With skipLibCheck (a consumer's usual setting) a type-check creates the types the consumer's
    // own code needs: ~3,100 when these two were z.infer of the schemas, under 300 as interfaces.
    const checked = run(process.execPath, [tsc, "-p", ".", "--skipLibCheck", "--extendedDiagnostics"], { cwd: consumer });
    const types = Number(/^Types:\s+(\d+)$/m.exec(checked.stdout)?.[1]);
    expect(types, checked.stdout).toBeLessThan(1000);
  });
});

describe("from a git URL (README Install: npm install git+https://...)", () => {
  // The committed HEAD, as `npm install <git url>` takes it: dist/ comes from git, nothing is built.
  let fromGit: string;
  beforeAll(() => {
    fromGit = project({ "require.cjs": consumerFiles["require.cjs"] }, [`git+file://${root}`]);
  }, 180_000);
  afterAll(() => {
    if (fromGit) rmSync(fromGit, { recursive: true, force: true });
  });

  it("installs offline, runs its bin and loads from CommonJS", () => {
    const bin = join(fromGit, "node_modules/.bin/pql-audience");
    const lint = run(bin, ["lint", "node_modules/pql-audience/examples/lives-in-us.pql", "--format", "concise"], { cwd: fromGit });
    expect(lint.stderr).toBe("");
    expect(lint.status).toBe(0);
    expect(run(process.execPath, ["require.cjs"], { cwd: fromGit }).stdout).toBe("function 1\n");
  });
});
