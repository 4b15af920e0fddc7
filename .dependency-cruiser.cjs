// The architecture of src/, checked by dependency-cruiser in `npm test`
// (`depcruise src --config .dependency-cruiser.cjs`; CONTRIBUTING.md, "The layout", explains it):
// - no import circles, type-only imports included (a circle of types is still a knot to untie);
// - the stages in the order below: each imports only itself and the stages before it;
// - the pure stages import no Node builtin (what they reach at run time through other stages is
//   checked by test/package/browser.test.ts, which bundles the package root for browsers: a
//   reachability rule here would also follow type-only imports, which load nothing);
// - the few narrower rules the old hand-written layout tests held.
// What it cannot see (property reads such as process.env, clocks) is checked by
// test/architecture/source-reads.test.ts.

/** The stages, bottom to top; `npm run docs` prints them in CONTRIBUTING.md (a test keeps it current). */
const stages = [
  "text",
  "syntax",
  "pql-json", // PQL tree <-> pql/json, AEP's JSON form of a definition (issue 26)
  "audience",
  "analysis",
  "evaluate",
  "run",
  "sql", // PQL -> SQL text per dialect (issue 24)
  "diff", // two revisions' audiences paired and compared (issue 45)
  "lint",
  "api",
  "publish",
  "stream",
  "report",
  "root", // src/index.ts, src/format-source.ts: the package's pure core
  "node",
  "lsp",
  "emulator",
  "portal",
  "cli",
];

/** Stages that run in browsers, editors and workers: no Node builtin, no I/O. */
const pure = ["text", "syntax", "pql-json", "audience", "analysis", "evaluate", "run", "sql", "diff", "lint", "report", "root"];

/** A path pattern for a stage's files (`root`: the files directly under src/). */
const stagePath = (stage) => (stage === "root" ? "^src/[^/]+$" : `^src/${stage}/`);
const anyOf = (list) => list.map(stagePath).join("|");

/**
 * Package entries that gather stages for one export and so sit above them: `./api` re-exports the
 * publish and stream functions along with the client.
 */
const entries = ["^src/api/public\\.ts$"];

const stageOrder = stages.slice(0, -1).map((stage, i) => ({
  name: `stage-order-${stage}`,
  comment: `${stage} is below ${stages.slice(i + 1).join(", ")}: it must not import them (CONTRIBUTING.md, "The layout")`,
  severity: "error",
  from: { path: stagePath(stage), pathNot: entries },
  to: { path: anyOf(stages.slice(i + 1)) },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import circle (type-only imports count): move the shared part down, or the type to the file that needs it",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...stageOrder,
    {
      name: "pure-no-node",
      comment: "A pure stage imports no Node builtin (node:fs, worker_threads, ...)",
      severity: "error",
      from: { path: anyOf(pure) },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "evaluate-builds-on-ast-and-text",
      comment: "The evaluator reads trees: of the project it imports only syntax/ast.ts and text/ (not the parser)",
      severity: "error",
      from: { path: "^src/evaluate/" },
      to: { path: "^src/", pathNot: ["^src/evaluate/", "^src/syntax/ast\\.ts$", "^src/text/"] },
    },
    {
      name: "evaluate-packages",
      comment: "The evaluator runs in the portal's page: of npm packages it uses re2js (linear-time regular expressions) alone",
      severity: "error",
      from: { path: "^src/evaluate/" },
      to: { dependencyTypes: ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown"], pathNot: "^node_modules/re2js/" },
    },
    {
      name: "audience-packages",
      comment: "The loader reads YAML and checks shapes: of npm packages it uses yaml and zod alone",
      severity: "error",
      from: { path: "^src/audience/" },
      to: {
        dependencyTypes: ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown"],
        pathNot: "^node_modules/(yaml|zod)/",
      },
    },
    {
      name: "run-and-portal-no-packages",
      comment: "run/ builds on the pure stages and the portal's page on the package root: neither imports an npm package itself",
      severity: "error",
      from: { path: "^src/(run|portal)/" },
      to: { dependencyTypes: ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "portal-imports-the-package-root",
      comment: "The portal's page imports the package root (src/index.ts) as a library user's page would, and its own files",
      severity: "error",
      from: { path: "^src/portal/" },
      to: { path: "^src/", pathNot: ["^src/portal/", "^src/index\\.ts$"] },
    },
    {
      name: "cli-work-does-not-import-commands",
      comment: "commands/<name>.ts loads <name>-run.ts lazily; the work never imports a command, not even its types",
      severity: "error",
      from: { path: "^src/cli/", pathNot: ["^src/cli/commands/", "^src/cli/app\\.ts$"] },
      to: { path: "^src/cli/commands/" },
    },
  ],
  options: {
    // Type-only imports are edges too (circles of types count).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
  },
};
