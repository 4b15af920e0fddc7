// The lexer's `start_chars_hint`s (tokens.ts) replace Chevrotain's reading of each pattern for its
// first-character table: a hint that misses a character would silently lex a word as something else
// (`AND` as a name). Chevrotain's `safeMode` lexer uses no table, so it lexes by the patterns alone:
// the shipped lexer must agree with it on every first character and on every word of the grammar.
import { Lexer, type ILexingResult } from "chevrotain";
import { describe, expect, it } from "vitest";
import { tokenize } from "../../src/syntax/lexer.js";
import { allTokens } from "../../src/syntax/tokens.js";

const safe = new Lexer(allTokens, { positionTracking: "onlyOffset", safeMode: true });

function shape(result: ILexingResult): unknown {
  return {
    tokens: result.tokens.map((token) => [token.tokenType.name, token.image]),
    groups: Object.fromEntries(Object.entries(result.groups).map(([name, tokens]) => [name, tokens.map((token) => token.image)])),
    errors: result.errors.map((error) => [error.offset, error.length]),
  };
}

const words = [
  "and",
  "or",
  "not",
  "notIn",
  "in",
  "like",
  "occurs",
  "true",
  "false",
  "if",
  "let",
  "select",
  "exists",
  "forall",
  "where",
  "from",
  "this",
  "now",
  "today",
  "yesterday",
  "tomorrow",
  "before",
  "after",
  "between",
  "on",
  "last",
  "next",
  "over",
  "sum",
  "chain",
  "what",
  "when",
  "count",
  "date",
  "milliseconds",
  "second",
  "minutes",
  "hour",
  "days",
  "week",
  "months",
  "year",
  "decades",
  "century",
  "millennia",
  "millennium",
];

describe("the lexer's first-character hints", () => {
  it("every token with a pattern carries a hint", () => {
    const unhinted = allTokens.filter((type) => type.PATTERN !== Lexer.NA && !Array.isArray(type.START_CHARS_HINT));
    expect(unhinted.map((type) => type.name)).toEqual([]);
  });

  it("lex like Chevrotain's unoptimized lexer after every first character", () => {
    for (let code = 0; code < 0x10000; code++) {
      const c = String.fromCharCode(code);
      for (const text of [c, `${c}nd`, `${c}1 x`, `${c}{a}`, `${c}= 1`, `${c}. x`]) {
        const [got, want] = [shape(tokenize(text)), shape(safe.tokenize(text))];
        if (JSON.stringify(got) !== JSON.stringify(want)) expect({ text, got }).toEqual({ text, got: want });
      }
    }
  });

  it("lex every word of the grammar like it, in any case", () => {
    for (const word of words) {
      const cased = [word, word.toUpperCase(), word[0]!.toUpperCase() + word.slice(1), `${word}s`, `${word}_x`];
      for (const text of cased) expect(shape(tokenize(text))).toEqual(shape(safe.tokenize(text)));
    }
  });
});
