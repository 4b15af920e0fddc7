// Laws of the front end, each checked on generated input (fast-check):
//   printing then parsing gives the same tree; printing is idempotent; any text at all, and any
//   mutation of a valid query, returns a result without throwing; every span lies inside the input;
//   a Path, String, Number or Date node's own text parses back to the same node.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type * as A from "../../src/syntax/ast.js";
import { Lexer } from "chevrotain";
import { MAX_DEPTH_PER_TOKEN, parse } from "../../src/syntax/index.js";
import { allTokens } from "../../src/syntax/tokens.js";
import { print } from "../../src/syntax/print.js";
import { deepest, forEachNode } from "../../src/syntax/walk.js";
import { pqlTree } from "./arbitraries.js";
import { withoutSpans } from "./helpers.js";

const runs = { numRuns: 400 };

/** Words only our internals use: a message that contains one leaks the implementation. */
const internalNames =
  /\b(?:Identifier|SoftName|AnyWord|StringLiteral|IntegerLiteral|DoubleLiteral|UnclosedString|LParen|RParen|LBracket|RBracket|LBrace|RBrace|EOF|Mismatched\w*|NoViableAlt\w*|EarlyExit\w*|NotAllInput\w*|undefined|NaN|\w+Expression)\b/;

function expectSpansInside(text: string, result: ReturnType<typeof parse>): void {
  for (const e of result.errors) {
    expect(e.span.start.offset).toBeGreaterThanOrEqual(0);
    expect(e.span.start.offset).toBeLessThanOrEqual(e.span.end.offset);
    expect(e.span.end.offset).toBeLessThanOrEqual(text.length);
    expect(e.message).not.toMatch(internalNames);
  }
}

describe("printing and parsing", () => {
  it("parse(print(tree)) is the tree, modulo spans", () => {
    fc.assert(
      fc.property(pqlTree, (tree) => {
        const text = print(tree);
        const result = parse(text);
        expect(result.errors, text).toEqual([]);
        expect(withoutSpans(result.ast)).toEqual(withoutSpans(tree));
      }),
      runs,
    );
  });

  it("print is idempotent: print(parse(print(tree))) is print(tree), at any line width", () => {
    fc.assert(
      fc.property(pqlTree, fc.constantFrom(20, 60, 100), (tree, width) => {
        const text = print(tree, { width });
        expect(print(parse(text).ast!, { width })).toBe(text);
      }),
      runs,
    );
  });
});

describe("spans", () => {
  it("every node's span lies inside the printed text; Path, String, Number and Date nodes re-parse from their own text", () => {
    fc.assert(
      fc.property(pqlTree, (tree) => {
        const text = print(tree);
        const { ast } = parse(text);
        forEachNode(ast!, (node) => {
          const { start, end } = node.span;
          expect(start.offset).toBeGreaterThanOrEqual(0);
          expect(start.offset).toBeLessThanOrEqual(end.offset);
          expect(end.offset).toBeLessThanOrEqual(text.length);
          if (node.kind === "Path" || node.kind === "String" || node.kind === "Number" || node.kind === "Date") {
            const again = parse(text.slice(start.offset, end.offset));
            expect(withoutSpans(again.ast)).toEqual(withoutSpans(node as A.Expression));
          }
        });
      }),
      { numRuns: 200 },
    );
  });

  it("a node's span holds its children's, and parentheses open and close inside it", () => {
    fc.assert(
      fc.property(pqlTree, (tree) => {
        const text = print(tree);
        const { ast } = parse(text);
        forEachNode(ast!, (node, parents) => {
          const parent = parents[parents.length - 1];
          if (parent) {
            expect(node.span.start.offset).toBeGreaterThanOrEqual(parent.span.start.offset);
            expect(node.span.end.offset).toBeLessThanOrEqual(parent.span.end.offset);
          }
          if (node.kind === "Logical" || node.kind === "Binary" || node.kind === "Unary") {
            const own = text.slice(node.span.start.offset, node.span.end.offset).replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, "");
            let depth = 0;
            for (const ch of own) {
              depth += ch === "(" ? 1 : ch === ")" ? -1 : 0;
              expect(depth, own).toBeGreaterThanOrEqual(0);
            }
            expect(depth, own).toBe(0);
          }
        });
      }),
      { numRuns: 200 },
    );
  });

  it(`a tree is at most ${MAX_DEPTH_PER_TOKEN} levels deep per token (parse skips the depth walk below that)`, () => {
    const lexer = new Lexer(allTokens, { positionTracking: "onlyOffset" });
    fc.assert(
      fc.property(pqlTree, fc.integer({ min: 20, max: 120 }), (tree, width) => {
        const text = print(tree, { width });
        const { ast } = parse(text);
        expect(deepest(ast!).depth).toBeLessThanOrEqual(MAX_DEPTH_PER_TOKEN * lexer.tokenize(text).tokens.length);
      }),
      runs,
    );
  });

  it("line and column agree with the offset", () => {
    fc.assert(
      fc.property(pqlTree, (tree) => {
        const text = print(tree, { width: 20 }); // narrow: CHAIN steps go on lines of their own
        const { ast } = parse(text);
        forEachNode(ast!, (node) => {
          for (const p of [node.span.start, node.span.end]) {
            const before = text.slice(0, p.offset);
            expect(p.line).toBe(before.split(/\r\n|\r|\n/).length);
            expect(p.column).toBe(p.offset - Math.max(before.lastIndexOf("\n"), before.lastIndexOf("\r")));
          }
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe("any input returns a result", () => {
  it("random strings never throw; errors lie inside the input and speak PQL", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        const result = parse(text);
        expect(result.ast === null).toBe(result.errors.length > 0);
        expectSpansInside(text, result);
      }),
      { numRuns: 1000 },
    );
  });

  it("strings of PQL punctuation and words never throw", () => {
    const piece = fc.constantFrom(
      "(",
      ")",
      "[",
      "]",
      "{",
      "}",
      ",",
      ".",
      ":",
      "=",
      "<",
      "!",
      "-",
      "+",
      "=>",
      "^",
      "$1",
      '"s"',
      '"',
      "1",
      "2.5",
      " ",
      "\n",
      "a",
      "and",
      "or",
      "not",
      "in",
      "occurs",
      "between",
      "before",
      "days",
      "now",
      "let",
      "select",
      "from",
      "where",
      "exists",
      "sum",
      "over",
      "CHAIN",
      "WHAT",
      "WHEN",
      "COUNT",
      "date",
      "if",
      "this",
      "last",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const text = pieces.join("");
        expectSpansInside(text, parse(text));
      }),
      { numRuns: 1000 },
    );
  });

  it("mutations of valid queries (delete, insert, swap, duplicate a slice) never throw", () => {
    const mutation = fc.tuple(
      fc.constantFrom("delete", "insert", "swap", "duplicate"),
      fc.nat(),
      fc.nat(),
      fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 4 }),
    );
    fc.assert(
      fc.property(pqlTree, fc.array(mutation, { minLength: 1, maxLength: 4 }), (tree, mutations) => {
        let text = print(tree);
        for (const [kind, a, b, insert] of mutations) {
          const i = text.length === 0 ? 0 : a % text.length;
          const j = text.length === 0 ? 0 : b % text.length;
          const [lo, hi] = i <= j ? [i, j] : [j, i];
          if (kind === "delete") text = text.slice(0, lo) + text.slice(hi + 1);
          else if (kind === "insert") text = text.slice(0, i) + insert + text.slice(i);
          else if (kind === "swap")
            text = text.slice(0, lo) + text.slice(hi, hi + 1) + text.slice(lo + 1, hi) + text.slice(lo, lo + 1) + text.slice(hi + 1);
          else text = text.slice(0, hi) + text.slice(lo, hi) + text.slice(hi);
        }
        const result = parse(text);
        expect(result.ast === null).toBe(result.errors.length > 0);
        expectSpansInside(text, result);
      }),
      runs,
    );
  });
});
