// src/syntax/lexer.ts against Chevrotain's own Lexer over the same token list (with Chevrotain's
// checks of the token definitions on): the same tokens (type, image, offset), the same groups and
// the same errors (offset, length, message), on the benchmark corpus, the reference examples,
// printed trees with mutations, and generated text made of PQL's pieces and arbitrary characters.
import { readFileSync } from "node:fs";
import { Lexer } from "chevrotain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { corpusFile } from "../../bench/corpus.mjs";
import { scansByCharacter, tokenize } from "../../src/syntax/lexer.js";
import { print } from "../../src/syntax/print.js";
import { allTokens } from "../../src/syntax/tokens.js";
import { pqlTree } from "./arbitraries.js";

const chevrotain = new Lexer(allTokens, { positionTracking: "onlyOffset" });

function expectSameAsChevrotain(text: string): void {
  expect(tokenize(text), JSON.stringify(text)).toStrictEqual(chevrotain.tokenize(text));
}

/** Pieces PQL text is made of, and the near misses the lexer must treat as Chevrotain does. */
const pieces = [
  ...["and", "AND", "And", "or", "OR", "not", "NOT", "notIn", "NOTIN", "in", "index", "like", "occurs", "true", "false"],
  ...["if", "let", "select", "exists", "forall", "where", "WHERE", "from", "this", "now", "today", "yesterday", "tomorrow"],
  ...["before", "after", "between", "on", "last", "next", "over", "sum", "CHAIN", "chain", "WHAT", "when", "COUNT", "date"],
  ...["days", "day", "dayss", "hours", "millennia", "century", "orders", "lastName", "nowPlaying", "x", "_a", "A1", "_"],
  ...["person", ".", "name", "xEvent", "_{TENANT_ID}", "_{}", "_{a1}", "@{a;b=1}", "@{", "$1", "$", "$x"],
  ...["0", "12", "3.5", "3.", ".5", "1e3", '"a"', '"', '"a\\"b"', '"a\\', "\\", "'x'", "'", "\u201cq\u201d", "\u201c", "\u201d"],
  ...["=>", "==", "=", "!=", "!", "<=", "<", ">=", ">", "&&", "&", "||", "|", "+", "-", "*", "/", "%", "^"],
  ...["(", ")", "[", "]", "{", "}", ",", ":", "#c", "// c", "{% x %}", "{%", "%}", "{{ y }}", "{{", "}}", "?", "~", "`", ";"],
  ...[" ", "  ", "\t", "\n", "\r\n", "\r", "\f", "\v", "\u00a0", "\ufeff", "\u2028", "\u00e9", "\u0101", "\u1fe0", "\u201b"],
  ...["\ud83d\ude00", "\ud83d", "\ude00", "\u0000", "\u00ff", "\u0100", "\uffff"],
];

const pieced = fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((xs) => xs.join(""));

describe("the lexer gives what Chevrotain's Lexer gives", () => {
  it("on the benchmark corpus", () => {
    for (let i = 0; i < 2000; i++) expectSameAsChevrotain(corpusFile(7, i).value);
  });

  it("on the reference examples", () => {
    const examples = parseYaml(readFileSync(new URL("./fixtures/reference-examples.yaml", import.meta.url), "utf8")) as {
      text?: string;
      original?: string;
      source: string;
    }[];
    expect(examples.length).toBeGreaterThan(50);
    for (const e of examples) for (const text of [e.text, e.original, e.source]) if (typeof text === "string") expectSameAsChevrotain(text);
  });

  it("on PQL's pieces, in any order", () => {
    fc.assert(fc.property(pieced, expectSameAsChevrotain), { numRuns: 3000 });
  });

  it("on printed trees, cut and spliced with pieces and arbitrary characters", () => {
    fc.assert(
      fc.property(pqlTree, fc.nat(), fc.nat(), pieced, fc.string({ unit: "binary", maxLength: 3 }), (tree, a, b, piece, junk) => {
        const text = print(tree);
        const at = a % (text.length + 1);
        const to = Math.min(text.length, at + (b % 5));
        expectSameAsChevrotain(text);
        expectSameAsChevrotain(text.slice(0, at) + piece + junk + text.slice(to));
      }),
      { numRuns: 500 },
    );
  });

  it("on arbitrary text", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 60 }), expectSameAsChevrotain), { numRuns: 2000 });
    fc.assert(fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 80 }), expectSameAsChevrotain), { numRuns: 2000 });
  });

  it("on the cases that decide between patterns", () => {
    for (const text of [
      "",
      "ANDROID",
      "notInx",
      "in",
      "inx",
      "NOTIN",
      "days",
      "dayss",
      "_{X}",
      "_{X",
      '"a',
      '"a\\',
      "1.",
      "1.5.2",
      "a#b",
      "{%%}",
      "{{}}x}}",
      "\u201cx",
      "&|",
      "''",
      "\r\n\u00a0",
    ])
      expectSameAsChevrotain(text);
  });
});

describe("the lexer's scans", () => {
  // Where a character's candidates allow it, the lexer reads a token by a plain scan instead of
  // trying the patterns in turn (the tests above hold the result to Chevrotain's either way). A
  // change of tokens.ts that takes a scan away is not wrong, only slower: this says which.
  it("read white space, words, numbers and one-character signs without trying the patterns", () => {
    const scans = scansByCharacter();
    const of = (characters: string) => [...characters].map((c) => scans[c]);
    expect(of(" \t\n\r\f\v")).toEqual(Array(6).fill("WhiteSpace"));
    const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    expect(of(letters)).toEqual(Array(letters.length).fill("Word"));
    expect(of("0123456789")).toEqual(Array(10).fill("Number"));
    expect(of("()[],.:+-*%^}")).toEqual(Array(13).fill("Sign"));
    // Characters that begin tokens of several kinds: `_{TENANT}` or a name, `{%` or `{`, `//` or `/`, strings.
    expect(of("_{/\"=!<>$@#'")).toEqual(Array(12).fill("Candidates"));
  });

  it("give each word the token of its first occurrence, whatever the text around it", () => {
    // Words are remembered by their text: the same word in another place is the same token.
    for (const text of ["notIn x", "x notIn", "(notIn)", "NOTIN", "notInx notIn", "day days dayss"]) expectSameAsChevrotain(text);
  });
});
