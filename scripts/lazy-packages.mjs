// An esbuild plugin for the one-file bundle (dist/lint-fast.cjs): the `yaml` and `zod` packages as
// parts of their own (dist/yaml.cjs, dist/zod.cjs), required on first use. Most one-file lints
// need neither (a JSON audience; a YAML one within the quick reader's reach,
// src/audience/yaml-simple.ts; a config read back from its cache, src/node/config-cache.ts), yet
// importing them ran their module bodies (zod's every schema class, yaml's every node type) at
// every start, and every run read and deserialized their code (docs/performance.md, "Start-up,
// ninth pass"). The fast path runs each part from a code cache of its own
// (src/cli/startup/fast-path.ts).
//
// The bundle's modules import the names below from a stand-in, whose functions require the part
// when first called. Only the names the bundle uses are here: importing any other stops the build
// (esbuild's "No matching export", and "import-is-undefined" made an error for `import * as`).
// test/cli/lazy-parts.test.ts checks that a lint which needs neither reads neither part, and one
// that does still gets them.
const NAMESPACE = "lazy-package";

const packages = {
  yaml: {
    part: "./yaml.cjs",
    functions: ["isAlias", "isMap", "isScalar", "isSeq", "parseAllDocuments", "parseDocument"],
    // Constructed with `new`, which then gives the package's own instance.
    classes: ["LineCounter", "Parser"],
    // Names whose stand-ins are written out. visit() answers with the package's own symbols:
    // visit.BREAK, visit.SKIP, visit.REMOVE.
    special: {
      visit: [
        "export function visit(...args) { return load().visit(...args); }",
        ...["BREAK", "SKIP", "REMOVE"].map((name) => `Object.defineProperty(visit, "${name}", { get: () => load().visit.${name} });`),
      ].join("\n"),
    },
  },
  "zod/mini": {
    part: "./zod.cjs",
    functions: [
      "array",
      "boolean",
      "enum",
      "int",
      "minLength",
      "optional",
      "positive",
      "record",
      "refine",
      "regex",
      "safeParse",
      "strictObject",
      "string",
      "trim",
      "union",
      "unknown",
    ],
    classes: [],
    // The registry of schema descriptions (src/audience/schema-parts.ts).
    special: {
      globalRegistry:
        "export const globalRegistry = { add: (...args) => (load().globalRegistry.add(...args), globalRegistry), get: (...args) => load().globalRegistry.get(...args) };",
    },
  },
};

function standIn({ part, functions, classes, special }) {
  // `enum` and the like are no names for a function: each is declared under another and exported as itself.
  const declare = (name, body) => [`function lazy_${name}(...args) { ${body} }`, `export { lazy_${name} as ${name} };`];
  return [
    "let loaded;",
    `const load = () => (loaded ??= require(${JSON.stringify(part)}));`,
    ...functions.flatMap((name) => declare(name, `return load()[${JSON.stringify(name)}](...args);`)),
    ...classes.flatMap((name) => declare(name, `return new (load()[${JSON.stringify(name)}])(...args);`)),
    ...Object.values(special),
  ].join("\n");
}

export const lazyPackages = {
  name: "lazy-packages",
  setup(build) {
    build.initialOptions.logOverride = { ...build.initialOptions.logOverride, "import-is-undefined": "error" };
    const filter = new RegExp(
      `^(?:${Object.keys(packages)
        .map((name) => name.replace("/", "\\/"))
        .join("|")})$`,
    );
    build.onResolve({ filter }, (args) => ({ path: args.path, namespace: NAMESPACE }));
    build.onResolve({ filter: /^\.\/[a-z-]+\.cjs$/, namespace: NAMESPACE }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: standIn(packages[args.path]), loader: "js" }));
  },
};

/**
 * The parts' entries, for scripts/build.mjs to bundle as dist/NAME.cjs: what the stand-ins use of
 * each package (an ES module's other exports are left out of its part, as they were of the bundle).
 */
export const lazyPackageParts = Object.entries(packages).map(([name, { part, functions, classes, special }]) => {
  const used = [...functions, ...classes, ...Object.keys(special)];
  return { outfile: part.slice(2), contents: `export { ${used.sort().join(", ")} } from ${JSON.stringify(name)};` };
});
