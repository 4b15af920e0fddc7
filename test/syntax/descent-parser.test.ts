// The hand-written parser (src/syntax/descent-parser.ts) against the Chevrotain parser it stands in
// for on valid input (src/syntax/parser.ts, without error recovery), on the same tokens:
//   - agreement: when both give a tree, it is the same tree (spans included) with the same problems;
//   - completeness: when Chevrotain parses with no error, the descent parser does not decline
//     (a decline is not wrong, only slow: every valid file would pay for Chevrotain again);
//   - soundness: when the descent parser gives a tree, Chevrotain parses the input with no error.
// Inputs: the bench corpus, the reference examples, the strings of the other syntax tests, the
// examples/ directory, generated trees printed at any width, laid out and cased at random, token
// soups and token-level mutations of valid input.
import { readdirSync, readFileSync } from "node:fs";
import type { IToken } from "chevrotain";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { parse as parseYaml } from "yaml";
import { corpusFile } from "../../bench/corpus.mjs";
import type * as A from "../../src/syntax/ast.js";
import { AstFactory, type StructureProblem } from "../../src/syntax/ast-factory.js";
import { parseValid } from "../../src/syntax/descent-parser.js";
import { getParser, parse } from "../../src/syntax/index.js";
import { tokenize } from "../../src/syntax/lexer.js";
import { LineMap } from "../../src/syntax/positions.js";
import { print } from "../../src/syntax/print.js";
import * as t from "../../src/syntax/tokens.js";
import { pqlTree } from "./arbitraries.js";

interface Parsed {
  ast: A.Expression;
  problems: StructureProblem[];
}

function viaChevrotain(tokens: IToken[], lines: LineMap): Parsed | undefined {
  const p = getParser();
  p.input = tokens;
  p.ast.reset(lines);
  try {
    const ast = p.query();
    return p.errors.length === 0 ? { ast, problems: p.ast.problems } : undefined;
  } catch (e) {
    if (e instanceof RangeError) return undefined;
    throw e;
  }
}

function viaDescent(tokens: IToken[], lines: LineMap): Parsed | undefined {
  const factory = new AstFactory();
  factory.reset(lines);
  const ast = parseValid(tokens, factory);
  return ast && { ast, problems: factory.problems };
}

/** Tokens `parse` reports before parsing (so they never reach the descent parser): Chevrotain reads them as their category. */
const reportedTokens = new Set([t.MisquotedString, t.DoubleEquals, t.DoubleAmpersand, t.DoublePipe, t.UnclosedString, t.TenantPlaceholder]);

/** Checks the three properties on `text`; returns whether Chevrotain parsed it with no error. */
function agree(text: string): boolean {
  const { tokens } = tokenize(text);
  const lines = new LineMap(text);
  const reference = viaChevrotain(tokens, lines);
  const fast = viaDescent(tokens, lines);
  if (fast) {
    expect(reference, `descent parser gave a tree Chevrotain rejects: ${text}`).toBeDefined();
    expect(fast.ast, text).toStrictEqual(reference!.ast);
    expect(fast.problems, text).toStrictEqual(reference!.problems);
  } else if (reference && !tokens.some((token) => reportedTokens.has(token.tokenType))) {
    expect.fail(`descent parser declined input Chevrotain parses: ${text}`);
  }
  return reference !== undefined;
}

/** Every string value in a YAML or JSON document. */
function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/** String literals in a test file's source: its PQL cases (and some prose, which is junk input, also fine). */
function literalsIn(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|`([^`$]*)`/g)) {
    const raw = m[1] ?? m[2]!;
    try {
      found.push(m[1] !== undefined ? (JSON.parse(`"${raw}"`) as string) : raw);
    } catch {
      found.push(raw);
    }
  }
  return found;
}

describe("the descent parser and the Chevrotain parser build the same trees", () => {
  it("on every expression of the bench corpus", () => {
    let valid = 0;
    for (let i = 0; i < 10_000; i++) if (agree(corpusFile(7, i).value as string)) valid++;
    expect(valid).toBe(10_000);
  }, 120_000); // 20,000 parses: 10 s at load 3, and loads of 10 happen here

  it("on the reference examples and every string of the other syntax tests", () => {
    const here = new URL(".", import.meta.url);
    const examples = parseYaml(readFileSync(new URL("fixtures/reference-examples.yaml", here), "utf8")) as unknown;
    const texts = stringsIn(examples);
    for (const file of readdirSync(here).filter((f) => f.endsWith(".test.ts") && f !== "descent-parser.test.ts"))
      texts.push(...literalsIn(readFileSync(new URL(file, here), "utf8")));
    let valid = 0;
    for (const text of texts) if (agree(text)) valid++;
    expect(valid).toBeGreaterThan(300); // the suite has hundreds of valid queries: the extraction found them
  });

  it("on the examples directory", () => {
    const dir = new URL("../../examples/", import.meta.url);
    const texts: string[] = [];
    for (const file of readdirSync(dir)) {
      if (file.endsWith(".pql")) texts.push(readFileSync(new URL(file, dir), "utf8"));
      else if (/\.(ya?ml|json)$/.test(file)) texts.push(...stringsIn(parseYaml(readFileSync(new URL(file, dir), "utf8"))));
    }
    let valid = 0;
    for (const text of texts) if (agree(text)) valid++;
    expect(valid).toBeGreaterThanOrEqual(10);
  });

  it("on generated trees printed at any width", () => {
    fc.assert(
      fc.property(pqlTree, fc.integer({ min: 10, max: 140 }), (tree, width) => {
        expect(agree(print(tree, { width }))).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  /** Words the lexer reads in any case. */
  const anyCase = new Set([t.And, t.Or, t.Not, t.Where, t.Chain, t.What, t.When, t.Count]);
  const spaces = fc.constantFrom(" ", "  ", "\n", "\t", "\r\n  ", " \n\n ");

  it("on generated trees laid out and cased at random", () => {
    fc.assert(
      fc.property(
        pqlTree,
        fc.infiniteStream(fc.tuple(spaces, fc.boolean(), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }))),
        (tree, choices) => {
          const { tokens } = tokenize(print(tree));
          const pieces: string[] = [];
          const it = choices[Symbol.iterator]();
          for (const token of tokens) {
            const [space, spaced, upper] = it.next().value!;
            let image = token.image;
            if (anyCase.has(token.tokenType)) image = [...image].map((c, i) => (upper[i % 8] ? c.toUpperCase() : c.toLowerCase())).join("");
            pieces.push(image, spaced ? space : " ");
          }
          expect(agree(pieces.join(""))).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("on junk, the descent parser gives a tree only where Chevrotain parses the same tree", () => {
  const piece = fc.constantFrom(
    ...["(", ")", "[", "]", "{", "}", ",", ".", ":", "=", "!=", "<", "<=", ">", ">=", "!", "-", "+", "*", "/", "%", "=>", "^"],
    ...["$1", '"s"', "1", "2", "2.5", "@{ctx}", "a", "b", "x", "a.b"],
    ...["and", "AND", "or", "not", "in", "notIn", "like", "occurs", "true", "false", "if", "let", "select", "from", "where"],
    ...["exists", "forall", "this", "now", "today", "between", "before", "after", "on", "last", "next", "days", "day"],
    ...["sum", "over", "CHAIN", "chain", "WHAT", "WHEN", "COUNT", "date", "inSegment"],
  );

  it("token soups", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        agree(pieces.join(" "));
      }),
      { numRuns: 6000 },
    );
  });

  it("short token soups (more of them are valid)", () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 7 }), (pieces) => {
        agree(pieces.join(" "));
      }),
      { numRuns: 6000 },
    );
  });

  it("token soups after the words where the two parsers decide by lookahead", () => {
    const start = fc.constantFrom("a occurs", "a occurs on", "a occurs before", "a occurs between", "sum", "(", "(a", "chain", "CHAIN (");
    const focused = fc.constantFrom(
      ...["(", ")", "[", "]", "[ ]", "( )", ",", ".", "=", "-", "+", "=>", "$1", '"s"', "1", "a", "b", "and", "or"],
    );
    const more = fc.constantFrom(...["this", "last", "days", "now", "over", "from", "where", "sum", "on", "before", "x"]);
    let valid = 0;
    fc.assert(
      fc.property(start, fc.array(fc.oneof(focused, more), { maxLength: 6 }), (first, pieces) => {
        if (agree([first, ...pieces].join(" "))) valid++;
      }),
      { numRuns: 8000 },
    );
    expect(valid).toBeGreaterThan(200);
  });

  it("valid queries with a token dropped, duplicated, swapped or replaced", () => {
    const mutation = fc.tuple(fc.constantFrom("drop", "duplicate", "swap", "replace"), fc.nat(), fc.nat(), piece);
    fc.assert(
      fc.property(pqlTree, fc.array(mutation, { minLength: 1, maxLength: 3 }), (tree, mutations) => {
        const images = tokenize(print(tree)).tokens.map((token) => token.image);
        for (const [kind, a, b, replacement] of mutations) {
          if (images.length === 0) break;
          const i = a % images.length;
          const j = b % images.length;
          if (kind === "drop") images.splice(i, 1);
          else if (kind === "duplicate") images.splice(i, 0, images[i]!);
          else if (kind === "replace") images[i] = replacement;
          else [images[i], images[j]] = [images[j]!, images[i]!];
        }
        agree(images.join(" "));
      }),
      { numRuns: 4000 },
    );
  });
});

describe("parse()", () => {
  it("does not construct the Chevrotain parser for valid input, and does for input with an error", async () => {
    vi.resetModules();
    const fresh = await import("../../src/syntax/index.js");
    const { PqlParser } = await import("../../src/syntax/parser.js");
    let owner: object | null = PqlParser.prototype;
    while (owner && !Object.hasOwn(owner, "performSelfAnalysis")) owner = Object.getPrototypeOf(owner) as object | null;
    const analysis = vi.spyOn(owner as { performSelfAnalysis(): void }, "performSelfAnalysis");
    try {
      for (let i = 0; i < 200; i++) expect(fresh.parse(corpusFile(7, i).value as string).errors).toEqual([]);
      expect(fresh.parse('CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 3 days before now)])').errors).toEqual([]);
      expect(analysis).not.toHaveBeenCalled();
      expect(fresh.parse("a = ").errors).toHaveLength(1);
      expect(analysis).toHaveBeenCalled();
    } finally {
      analysis.mockRestore();
    }
  });

  it("gives today's messages for deep input", () => {
    const cases: [string, string][] = [
      ["not ".repeat(10_000) + "a", "nested too deeply: the expression is more than 1000 levels deep"],
      ["- ".repeat(10_000) + "a", "nested too deeply: the expression is more than 1000 levels deep"],
      [`${"(".repeat(5000)}a${")".repeat(5000)}`, "nested too deeply: more than 64 levels of brackets"],
      [`a${"[b]".repeat(3000)}`, "nested too deeply: the expression is more than 1000 levels deep"],
      // Deeper than the descent parser goes: the Chevrotain parser's stack overflows, as before.
      [`${"let x = 1 in ".repeat(2000)}x`, "nested too deeply to parse"],
    ];
    for (const [text, message] of cases) {
      const { ast, errors } = parse(text);
      expect(ast).toBeNull();
      expect(errors.map((e) => e.message)).toEqual([message]);
    }
  });

  it("parses binders nested as deep as the descent parser goes, and deeper through Chevrotain", () => {
    for (const depth of [50, 90]) expect(agree(`${"let x = 1 in ".repeat(depth)}x`)).toBe(true);
    for (const depth of [100, 120]) expect(parse(`${"let x = 1 in ".repeat(depth)}x`).errors).toEqual([]);
  });
});
