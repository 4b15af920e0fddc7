// The parser raises "no alternative matches" and "no first iteration" without Chevrotain's
// computation of every sequence that could have gone on (src/syntax/chevrotain/raise-errors.ts).
// Two laws: the errors of a parse, messages, spans and hints, are exactly those Chevrotain's own
// methods give, on generated broken input; and a short broken query parses in about the time of a
// valid one (it took 30 ms for 15 characters before the override).
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { getParser, parse } from "../../src/syntax/index.js";
import { print } from "../../src/syntax/print.js";
import { pqlTree } from "./arbitraries.js";

type Methods = Record<string, ((...args: unknown[]) => unknown) | undefined>;
const RAISES = ["raiseNoAltException", "raiseEarlyExitException"] as const;
const parsers = [getParser(false), getParser(true)] as unknown as Methods[];
let raised = 0;

/** Parse with Chevrotain's own two methods in place of the parser's overrides (counting the calls). */
function parseWithChevrotains(text: string) {
  for (const parser of parsers) {
    const chevrotain = Object.getPrototypeOf(Object.getPrototypeOf(parser)) as Methods;
    for (const name of RAISES)
      parser[name] = function (this: unknown, ...args: unknown[]) {
        raised++;
        return chevrotain[name]!.apply(this, args);
      };
  }
  try {
    return parse(text);
  } finally {
    for (const parser of parsers) for (const name of RAISES) delete parser[name];
  }
}

afterEach(() => {
  for (const parser of parsers) for (const name of RAISES) expect(Object.hasOwn(parser, name)).toBe(false);
});

/** A valid query, broken: text dropped, or a token that cannot go there put in. */
const brokenQuery = fc
  .tuple(pqlTree, fc.nat(), fc.nat(), fc.constantFrom("", ")", "(", "and", "not", "+", "=", ",", "[", "]", "in", "occurs", "=>", "{", "."))
  .map(([tree, at, length, insert]) => {
    const text = print(tree);
    const start = at % (text.length + 1);
    return `${text.slice(0, start)} ${insert} ${text.slice(start + (length % 4))}`;
  });

const punctuation = fc
  .array(
    fc.constantFrom(
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
      '"s"',
      "1",
      " ",
      "a",
      "and",
      "not",
      "in",
      "occurs",
      "sum",
      "select",
      "CHAIN",
      "COUNT",
      "WHEN",
      "this",
    ),
    { maxLength: 30 },
  )
  .map((pieces) => pieces.join(""));

describe("raising parse errors without Chevrotain's path computation", () => {
  it("gives the errors Chevrotain's own methods give, for generated broken input", () => {
    raised = 0;
    fc.assert(
      fc.property(fc.oneof(brokenQuery, punctuation), (text) => {
        expect(parse(text).errors, text).toEqual(parseWithChevrotains(text).errors);
      }),
      { numRuns: 300 },
    );
    // The law was exercised, not skipped.
    expect(raised).toBeGreaterThan(100);
  });

  it("a short broken query parses in no more than 20x the time of a valid one of its size", () => {
    const broken = "+sumandCOUNTnot";
    const valid = "a.b = 1 and c = 2";
    const median = (text: string) => {
      const times: number[] = [];
      for (let i = 0; i < 31; i++) {
        const start = performance.now();
        for (let j = 0; j < 10; j++) parse(text);
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[15]!;
    };
    for (let i = 0; i < 3; i++) median(broken) + median(valid); // warm-up
    const [slow, fast] = [median(broken), median(valid)];
    console.info(`a broken query: ${(slow / 10).toFixed(3)} ms, a valid one: ${(fast / 10).toFixed(3)} ms (x${(slow / fast).toFixed(2)})`);
    expect(slow / fast).toBeLessThanOrEqual(20);
  });
});
