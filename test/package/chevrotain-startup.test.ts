// The build's edits of Chevrotain's dependencies (scripts/chevrotain-startup.mjs) change how fast
// an answer comes, never the answer: lodash's `has` and `isFunction`, built with the edits, against
// lodash's own on generated values (the lexer is ours: test/syntax/lexer.test.ts holds it to Chevrotain's).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type Has = (object: unknown, path: unknown) => boolean;
type IsFunction = (value: unknown) => boolean;
let editedHas: Has;
let lodashHas: Has;
let editedIsFunction: IsFunction;
let lodashIsFunction: IsFunction;
// Specifiers through a variable: neither module has type declarations.
const lodashHasModule = "lodash-es/has.js";
const lodashIsFunctionModule = "lodash-es/isFunction.js";
const pluginModule = "../../scripts/chevrotain-startup.mjs";
const out = mkdtempSync(join(tmpdir(), "pql-chevrotain-startup-"));

beforeAll(async () => {
  lodashHas = ((await import(lodashHasModule)) as { default: Has }).default;
  lodashIsFunction = ((await import(lodashIsFunctionModule)) as { default: IsFunction }).default;
  const { chevrotainStartup } = (await import(pluginModule)) as {
    chevrotainStartup: Parameters<typeof build>[0]["plugins"] extends (infer P)[] | undefined ? P : never;
  };
  const file = join(out, "has.mjs");
  await build({
    stdin: {
      contents: "export { default as has } from 'lodash-es/has.js'; export { default as isFunction } from 'lodash-es/isFunction.js';",
      resolveDir: process.cwd(),
    },
    bundle: true,
    format: "esm",
    platform: "node",
    outfile: file,
    plugins: [chevrotainStartup],
    logLevel: "silent",
  });
  ({ has: editedHas, isFunction: editedIsFunction } = (await import(pathToFileURL(file).href)) as { has: Has; isFunction: IsFunction });
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

function holeThenOne(): unknown[] {
  const items: unknown[] = [];
  items[1] = 1;
  return items;
}

function argumentsOf(..._values: unknown[]): unknown {
  // biome-ignore lint/complexity/noArguments: an `arguments` object is one of the cases lodash treats apart
  return arguments;
}

// Names as Chevrotain asks them, indexes, paths with dots and brackets, and odd ones.
const path = fc.oneof(
  fc.constantFrom(
    "CATEGORIES",
    "tokenTypeIdx",
    "categoryMatchesMap",
    "exec",
    "0",
    "1",
    "2",
    "length",
    "",
    "a.b",
    "a[0]",
    "__proto__",
    "-0",
  ),
  fc.string({ maxLength: 4 }),
  fc.nat(3),
  fc.array(fc.constantFrom("a", "b", "0"), { maxLength: 3 }),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(null, undefined, 0, "", "ab", true),
    fc.dictionary(fc.constantFrom("a", "b", "0", "CATEGORIES", "exec", "length"), tie("any"), { maxKeys: 3 }),
    fc.array(tie("any"), { maxLength: 3 }),
    // Sparse arrays and `arguments`: lodash answers an index in range without an own property.
    fc.array(tie("any"), { maxLength: 3 }).map((items) => {
      const sparse = [...items];
      sparse.length += 2;
      return sparse;
    }),
    fc.array(tie("any"), { maxLength: 3 }).map((items) => argumentsOf(...items)),
    fc.func(tie("any")),
  ),
}));

describe("lodash's has, as the bundles build it", () => {
  it("answers a single name directly, without lodash's path machinery", async () => {
    const { readFileSync } = await import("node:fs");
    const bundle = readFileSync(join(out, "has.mjs"), "utf8");
    expect(bundle).toContain("return Object.prototype.hasOwnProperty.call(object, path);");
    expect(bundle).toContain("!(Symbol.toStringTag in value)");
  });

  it("answers as lodash's own on any object and path", () => {
    fc.assert(
      fc.property(value.any, path, (object, key) => {
        expect(editedHas(object, key)).toBe(lodashHas(object, key));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ["a token type with categories", { CATEGORIES: [] }, "CATEGORIES", true],
    ["a token type without", { name: "And" }, "CATEGORIES", false],
    ["a sparse array's hole", holeThenOne(), "0", true],
    ["an inherited property", Object.create({ exec: 1 }), "exec", false],
  ])("%s", (_, object, key, expected) => {
    expect(editedHas(object, key)).toBe(expected);
    expect(lodashHas(object, key)).toBe(expected);
  });
});

class Tagged {
  get [Symbol.toStringTag]() {
    return "AsyncFunction";
  }
}

// Callables of every kind, and objects whose Symbol.toStringTag (own or inherited) names one.
const callableOrTagged = fc.constantFrom<unknown>(
  () => 1,
  function named() {},
  async () => {},
  function* generator() {},
  async function* asyncGenerator() {},
  class Empty {},
  Math.max,
  new Proxy(() => {}, {}),
  new Proxy({}, {}),
  new Proxy([], {}),
  new Uint8Array(2),
  new Map(),
  Promise.resolve(),
  { [Symbol.toStringTag]: "Function" },
  { [Symbol.toStringTag]: "Proxy" },
  new Tagged(),
  Object.create(new Tagged()),
  Object.create(null),
);

describe("lodash's isFunction, as the bundles build it", () => {
  it("answers as lodash's own on any value", () => {
    fc.assert(
      fc.property(fc.oneof(value.any, callableOrTagged, fc.anything()), (x) => {
        expect(editedIsFunction(x)).toBe(lodashIsFunction(x));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ["an array", [1], false],
    ["a token type", { name: "And", CATEGORIES: [] }, false],
    ["a function", () => 1, true],
    ["an object tagged AsyncFunction by its class", new Tagged(), true],
  ])("%s", (_, x, expected) => {
    expect(editedIsFunction(x)).toBe(expected);
    expect(lodashIsFunction(x)).toBe(expected);
  });
});
