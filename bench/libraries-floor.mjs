// The reference "the libraries alone" (bench/libraries-floor-entry.ts): bundled by esbuild into
// bench/out/, one CommonJS file, and run from a V8 code cache beside it, written by its first run,
// as dist/launch.cjs runs the CLI's bundles. Its time next to `node -e 0` is what a one-file lint
// costs at the least once yargs, yaml, zod and Chevrotain run, before any of our own work.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;

/** Builds the reference; returns the arguments that run it (`node ARGS lint FILE`). */
export async function buildLibrariesFloor() {
  const out = join(root, "bench/out");
  mkdirSync(out, { recursive: true });
  const bundle = join(out, "libraries-floor.cjs");
  const result = await build({
    entryPoints: [join(root, "bench/libraries-floor-entry.ts")],
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    // As scripts/build.mjs: string-width's `v`-flag expressions stay literals.
    supported: { "regexp-set-notation": true },
    // lint's handler is replaced: its work, which the command's module imports lazily, is not bundled.
    external: ["../lint-run.js", "../lint-remote.js"],
    define: { "import.meta.url": "__importMetaUrl" },
    write: false,
    logLevel: "error",
  });
  // The function Node makes of a CommonJS module, so that vm.Script compiles it with its cache.
  const code = result.outputFiles[0].text;
  writeFileSync(
    bundle,
    `(function (exports, require, module, __filename, __dirname) { const __importMetaUrl = require("node:url").pathToFileURL(__filename).href;\n${code}\n})`,
  );
  const runner = join(out, "libraries-floor-run.cjs");
  writeFileSync(
    runner,
    `const { readFileSync, writeFileSync } = require("node:fs");
const { Script } = require("node:vm");
const file = ${JSON.stringify(bundle)};
const cacheFile = file + ".code-cache";
let cachedData;
try { cachedData = readFileSync(cacheFile); } catch {}
const script = new Script(readFileSync(file, "utf8"), { filename: file, cachedData });
const module_ = { exports: {} };
script.runInThisContext()(module_.exports, require, module_, file, ${JSON.stringify(out)});
if (cachedData === undefined || script.cachedDataRejected) process.on("exit", () => writeFileSync(cacheFile, script.createCachedData()));
`,
  );
  return [runner];
}
