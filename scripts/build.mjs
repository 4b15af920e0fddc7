// Builds dist/: the CLI as one bundled ESM file (start-up speed: Chevrotain unbundled costs ~250 ms
// of module loading), the library entry bundled with its dependencies left external, and the
// TypeScript declarations for library users.
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";

const root = new URL("..", import.meta.url).pathname;
const { version } = JSON.parse(readFileSync(`${root}package.json`, "utf8"));
rmSync(`${root}dist`, { recursive: true, force: true });

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: false,
  legalComments: "none",
  logLevel: "warning",
  define: { __PQL_AUDIENCE_VERSION__: JSON.stringify(version) },
};

await Promise.all([
  build({
    ...common,
    entryPoints: { cli: "src/cli/main.ts" },
    outdir: "dist",
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    minify: true,
    // yargs and friends still call require() for node built-ins in places.
    banner: { js: "import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);" },
  }),
  build({
    ...common,
    entryPoints: { index: "src/index.ts" },
    outdir: "dist",
    packages: "external",
  }),
]);

execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, "-p", `${root}tsconfig.build.json`], {
  stdio: "inherit",
});
