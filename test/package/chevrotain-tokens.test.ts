// The build's plain-loop `augmentTokenTypes` (scripts/chevrotain-startup.mjs, edit 3) against
// Chevrotain's own: two fresh copies of scan/tokens.js, one built with the edits and one without,
// given the same generated token types (categories as one type, an array, none; shared, chained,
// cyclic) and the same sequence of calls (one type at a time as createToken does, whole
// vocabularies as a parser's constructor does, repeated), must leave every type with the same
// index, categories, matches and `isParent`, and the same index-to-type registry.
import { build } from "esbuild";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

type TokenType = Record<string, unknown>;
interface TokensModule {
  augmentTokenTypes(tokenTypes: TokenType[]): void;
  tokenIdxToClass: Record<number, TokenType>;
}
const pluginModule = "../../scripts/chevrotain-startup.mjs";
const bundles = { edited: "", original: "" };

/**
 * A fresh copy of the module, with its own registry and counter: the bundle's text run again
 * (an import would hand back the same instance, and one per URL goes through vitest's transform).
 */
function freshTokensModule(edited: boolean): TokensModule {
  const module = { exports: {} as TokensModule };
  new Function("module", "exports", edited ? bundles.edited : bundles.original)(module, module.exports);
  return module.exports;
}

beforeAll(async () => {
  const { chevrotainStartup } = (await import(pluginModule)) as {
    chevrotainStartup: Parameters<typeof build>[0]["plugins"] extends (infer P)[] | undefined ? P : never;
  };
  for (const edited of [true, false]) {
    const result = await build({
      stdin: {
        contents: "export { augmentTokenTypes, tokenIdxToClass } from './node_modules/chevrotain/lib/src/scan/tokens.js';",
        resolveDir: process.cwd(),
      },
      bundle: true,
      format: "cjs",
      platform: "node",
      write: false,
      plugins: edited ? [chevrotainStartup] : [],
      logLevel: "silent",
    });
    bundles[edited ? "edited" : "original"] = result.outputFiles[0]!.text;
  }
});

/** Token types 0..n-1: each one's categories as indexes (undefined: none given; a number: one type, not an array). */
const graph = fc.integer({ min: 1, max: 7 }).chain((n) =>
  fc.record({
    categories: fc.array(fc.oneof(fc.constant(undefined), fc.nat(n - 1), fc.array(fc.nat(n - 1), { maxLength: 2 })), {
      minLength: n,
      maxLength: n,
    }),
    // Each call: the types it is given, by index (createToken gives one, a parser all of them).
    calls: fc.array(
      fc.oneof(
        fc.nat(n - 1).map((i) => [i]),
        fc.constant(Array.from({ length: n }, (_, i) => i)),
        fc.array(fc.nat(n - 1), { minLength: 1, maxLength: 4 }),
      ),
      {
        minLength: 1,
        maxLength: 6,
      },
    ),
  }),
);

function run(module: TokensModule, categories: (number | number[] | undefined)[], calls: number[][]): unknown {
  const types: TokenType[] = categories.map((_, i) => ({ name: `T${i}` }));
  categories.forEach((c, i) => {
    if (c === undefined) return;
    types[i]!.CATEGORIES = typeof c === "number" ? types[c] : c.map((j) => types[j]);
  });
  for (const call of calls) module.augmentTokenTypes(call.map((i) => types[i]!));
  const index = (t: unknown) => types.indexOf(t as TokenType);
  return {
    types: types.map((t) => ({
      keys: Object.keys(t),
      tokenTypeIdx: t.tokenTypeIdx,
      CATEGORIES: Array.isArray(t.CATEGORIES) ? t.CATEGORIES.map(index) : t.CATEGORIES === undefined ? undefined : index(t.CATEGORIES),
      categoryMatches: t.categoryMatches,
      categoryMatchesMap: t.categoryMatchesMap,
      isParent: t.isParent,
    })),
    registry: Object.fromEntries(Object.entries(module.tokenIdxToClass).map(([k, t]) => [k, index(t)])),
  };
}

describe("the build's augmentTokenTypes", () => {
  it("is the edited one in the bundle", () => {
    expect(bundles.edited).toContain("plainAugmentTokenTypes");
    expect(bundles.original).not.toContain("plainAugmentTokenTypes");
  });

  it("leaves token types exactly as Chevrotain's own does", () => {
    fc.assert(
      fc.property(graph, ({ categories, calls }) => {
        const [edited, original] = [freshTokensModule(true), freshTokensModule(false)];
        expect(run(edited, categories, calls)).toEqual(run(original, categories, calls));
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
