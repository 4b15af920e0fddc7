// The first-pass parser decides `expression` and `primary` on one token (src/syntax/parser.ts,
// `quickDecisions`); the parsers that word errors decide on three. On valid input the first pass's
// tree is the one returned, so both must read every input alike: the same tree, or both an error.
// `chain(` is where one token and three part: CHAIN, or a call of a function named chain.
import { describe, expect, it } from "vitest";
import { tokenize } from "../../src/syntax/lexer.js";
import { PqlParser } from "../../src/syntax/parser.js";
import { LineMap } from "../../src/syntax/positions.js";

const quick = new PqlParser(false, { recovery: false, quickDecisions: true });
const deep = new PqlParser(false, { recovery: false });

/** What a parser makes of `text`: its tree, or "error". */
function reading(parser: PqlParser, text: string): unknown {
  parser.input = tokenize(text).tokens;
  parser.ast.reset(new LineMap(text));
  const ast = parser.query();
  return parser.errors.length > 0 ? "error" : ast;
}

describe("the first pass reads `chain` as the three-token parsers do", () => {
  it.each([
    ["CHAIN(xEvent, timestamp, [A: WHAT(e)])", "Chain"],
    ["chain(-a, ts, [A: WHAT(e)])", "Chain"],
    ["chain((a), ts, [A: WHAT(e)])", "Chain"],
    ["chain()", "FunctionCall"],
    ["chain(not a)", "FunctionCall"],
    ["chain(select x from y)", "FunctionCall"],
    ["chain.x", "Path"],
    ["chain", "Path"],
    ["chain(a)", "error"],
    ['chain("x")', "error"],
    ["chain(x => x)", "error"],
    ["chain(sum x over y)", "error"],
  ])("%s: %s", (text, expected) => {
    const tree = reading(deep, text);
    expect(tree === "error" ? "error" : (tree as { kind: string }).kind).toBe(expected);
    expect(reading(quick, text)).toEqual(tree);
  });
});
