// Builds dist/: the CLI as CommonJS chunks run through V8's code cache (a hook starts it once per
// commit, so loading and compiling hundreds of modules would be most of its run): yargs and the
// command definitions in one, each command's work in chunks of its own, read only by the command
// that runs it; the library entry bundled with its dependencies left external, and the
// TypeScript declarations for library users.
//
// dist/ is committed (README "Development"): pre-commit and the GitHub Action run the tool from a
// checkout of this repository, where nothing may be built (npm installs a git dependency without
// its dev dependencies). So the bundles are not minified: a change to the source is then a change
// of a few lines of dist/, not of whole one-line files. `--outdir DIR` builds elsewhere (the test
// that dist/ is the build of the sources); the V8 code cache is written for dist/ only.
import { build, transform } from "esbuild";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname, join, resolve } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const { version } = JSON.parse(readFileSync(`${root}package.json`, "utf8"));
// Which build this is, for caches whose entries one build of the rules cannot trust from another
// (src/node/draft-cache.ts): a hash of the sources and the lock file, the same on every machine.
const buildId = sourceHash();
const bundleOnly = process.argv.includes("--bundle-only");
const outdirArg = process.argv.indexOf("--outdir");
const outdir = outdirArg > 0 ? resolve(process.argv[outdirArg + 1]) : `${root}dist`;
// A full build starts clean; a bundle-only rebuild (tests) keeps old chunks, whose names are
// content hashes, so a CLI process started a moment earlier never loses a file it imports.
if (!bundleOnly) rmSync(outdir, { recursive: true, force: true });

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Regular expressions with the `v` flag (Node 20 has it) stay literals: lowered to `new RegExp`,
  // each was parsed again by every run as its module loaded, where V8's code cache keeps a
  // literal's parse (string-width's `\p{RGI_Emoji}` took tens of milliseconds of each start).
  supported: { "regexp-set-notation": true },
  sourcemap: false,
  legalComments: "none",
  logLevel: "warning",
  define: { __PQL_AUDIENCE_VERSION__: JSON.stringify(version), __PQL_AUDIENCE_BUILD__: JSON.stringify(buildId) },
  write: false,
};

// Bundles in ES-module form that include CommonJS packages (yargs and friends call require() for
// Node's built-ins in places) get a `require`.
const esmRequire = {
  js: "import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);",
};
// Bundles in CommonJS form: the source is written as ES modules and reads import.meta.url.
const commonjs = {
  ...common,
  charset: "ascii",
  outdir,
  outExtension: { ".js": ".cjs" },
  format: "cjs",
  banner: { js: "const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
};
const commonjsDefine = { ...common.define, "import.meta.url": "__pqlImportMetaUrl" };
// The CLI's bundle (src/cli/startup/code-cache.ts): the function Node makes of a CommonJS module,
// wrapper included, so that the launcher compiles it as read (a wrapper added at run time made a
// second copy of the whole source when V8 flattened the two).
const codeCached = {
  ...commonjs,
  banner: { js: `(function (exports, require, module, __filename, __dirname) {${commonjs.banner.js}` },
  footer: { js: "})" },
};

/**
 * The CLI's ES-module chunks as CommonJS, each the function Node makes of a CommonJS module
 * (codeCached): a vm.Script has no module loader, so a chunk's imports become require() calls,
 * which launch.ts answers with the chunk beside it, run from its own code cache; an import()
 * becomes a require() run when the handler calls it.
 */
async function cliChunks(result) {
  const MODULE_HEAD = "pql-audience module ";
  const outputFiles = await Promise.all(
    result.outputFiles.map(async (file) => {
      // The transform keeps no comment but legal ones: each module's `// path` head (which the
      // coverage tests and a reader of dist/ go by) crosses it as one, and is put back after.
      const marked = file.text.replace(/^\/\/ ((?:src|node_modules)\/\S+)$/gm, `//! ${MODULE_HEAD}$1`);
      const { code: converted } = await transform(marked, {
        loader: "js",
        format: "cjs",
        platform: "node",
        target: common.target,
        charset: "ascii",
        legalComments: "inline",
        supported: { ...common.supported, "dynamic-import": false },
        banner: codeCached.banner.js,
        footer: codeCached.footer.js,
      });
      const code = converted.replace(new RegExp(`^//! ${MODULE_HEAD}`, "gm"), "// ");
      return { path: file.path, contents: Buffer.from(code) };
    }),
  );
  return { ...result, outputFiles };
}

const results = await Promise.all([
  // The library: the pure core at the root, and one entry per Node-only part (package.json
  // "exports"); code they share goes to dist/lib-*.js, next to them (the worker path is relative).
  build({
    ...common,
    entryPoints: { index: "src/index.ts", node: "src/node/index.ts", api: "src/api/public.ts", emulator: "src/emulator/index.ts" },
    outdir,
    splitting: true,
    chunkNames: "lib-[name]-[hash]",
    packages: "external",
    define: { ...common.define, __PQL_WORKER_PATH__: JSON.stringify("./lint-worker.js") },
  }),
  // The entry (bin/pql-audience.js requires it): CommonJS, so a run starts without the ES-module loader.
  build({
    ...commonjs,
    entryPoints: { launch: "src/cli/startup/launch.ts" },
    define: commonjsDefine,
  }),
  // The CLI: yargs and every command's definition in dist/cli.cjs, each command's work (behind its
  // handler's import()) in chunks of its own, dist/cli-*.cjs, so a lint reads and runs lint's code
  // and no other command's. esbuild splits ES modules only: this build is ES-module output, made
  // CommonJS chunk by chunk below (cliChunks), which launch.ts runs through V8's code cache.
  build({
    ...common,
    entryPoints: { cli: "src/cli/startup/cli-entry.ts" },
    outdir,
    splitting: true,
    chunkNames: "cli-[name]-[hash]",
    outExtension: { ".js": ".cjs" },
    charset: "ascii",
    define: { ...commonjsDefine, __PQL_WORKER_PATH__: JSON.stringify("./lint-worker.js") },
  }).then(cliChunks),
  // The audience portal's page (src/portal/main.ts and its style sheet): one browser bundle of the
  // pure core, served by the emulator from dist/portal/ (src/emulator/portal-routes.ts).
  build({
    ...common,
    entryPoints: { app: "src/portal/main.ts" },
    outdir: `${outdir}/portal`,
    platform: "browser",
    target: "es2022",
    supported: {},
    // Minified: an unminified bundle of the core is over a megabyte for one page.
    minify: true,
  }),
  // Worker threads load one self-contained file, shared by the CLI and the library.
  build({
    ...common,
    entryPoints: { "lint-worker": "src/node/lint-worker.ts" },
    outdir,
    banner: esmRequire,
  }),
]);

// Chunks first, entry files last and each by rename, so readers see either the old or the new build.
const outputs = results.flatMap((r) => r.outputFiles);
const isChunk = (path) => /\/(lib|cli)-[^/]*$/.test(path);
outputs.sort((a, b) => Number(isChunk(b.path)) - Number(isChunk(a.path)));
for (const file of outputs) {
  mkdirSync(dirname(file.path), { recursive: true });
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}

// The code caches of dist/cli.cjs and of the parts it loads: made by linting the example
// files once through the real CLI, so they hold the functions a lint runs, compiled. V8 rejects a
// cache under another Node version or other V8 flags; the files are named one by one, as a
// pre-commit hook names them, so the CLI sets none (src/cli/startup/v8-tuning.ts). Named files
// that are not audience files (the config, the stream spec) are skipped by lint itself.
if (outdir === `${root}dist`) {
  for (const name of readdirSync(`${root}dist`)) if (name.endsWith(".code-cache")) rmSync(`${root}dist/${name}`, { force: true });
  const examples = readdirSync(`${root}examples`, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
  const warm = spawnSync(process.execPath, [`${root}bin/pql-audience.js`, "lint", ...examples.map((name) => `${root}examples/${name}`)], {
    env: { ...process.env, PQL_AUDIENCE_WRITE_CODE_CACHE: "1" },
    encoding: "utf8",
  });
  if (warm.status !== 0) throw new Error(`writing the code cache: lint examples/ exited ${warm.status}: ${warm.stderr}`);
}

// Declarations for library users; tests build the bundle alone (--bundle-only) to stay fast.
if (!bundleOnly) {
  execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, "-p", `${root}tsconfig.build.json`, "--outDir", outdir], {
    stdio: "inherit",
  });
}

/** A hash of every file under src/ (by path and content) and of package-lock.json: 16 hex digits. */
function sourceHash() {
  const hash = createHash("sha256");
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile())
        hash
          .update(`${path.slice(root.length)}\0`)
          .update(readFileSync(path))
          .update("\0");
    }
  };
  walk(`${root}src`);
  hash.update(readFileSync(`${root}package-lock.json`));
  return hash.digest("hex").slice(0, 16);
}
