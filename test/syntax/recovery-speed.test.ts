// Error recovery costs about what parsing costs. Chevrotain's re-sync search and its walk for the
// tokens that may follow an expected one both grew with the rule stack on every frame an error
// unwinds through; the parser overrides both (src/syntax/chevrotain/resync.ts, in-rule-follows.ts).
// Two laws: the overrides answer exactly what Chevrotain's own methods answer, on generated broken
// input; and the input of the issue parses, with a stray name, in no more than 3x the time of the
// same input without it (medians of several runs after warm-up, so a loaded machine does not fail it).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getParser, parse } from "../../src/syntax/index.js";
import { print } from "../../src/syntax/print.js";
import { pqlTree } from "./arbitraries.js";

/** 63 `(`, 833 `not `, a stray name (or not), 9,167 `not `, `b`, 63 `)`. */
const input = (stray: boolean) => `${"(".repeat(63)}${"not ".repeat(833)}${stray ? "stray " : ""}${"not ".repeat(9167)}b${")".repeat(63)}`;

function medianMs(text: string, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    parse(text);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

describe("parser error recovery: speed", () => {
  it("a stray name deep in brackets and `not`s parses in at most 3x the time of the same input without it", () => {
    const [withStray, without] = [input(true), input(false)];
    for (let i = 0; i < 3; i++) medianMs(withStray, 1) + medianMs(without, 1); // warm-up
    const stray = medianMs(withStray, 9);
    const clean = medianMs(without, 9);
    console.info(`recovery: ${stray.toFixed(1)} ms with the stray name, ${clean.toFixed(1)} ms without (x${(stray / clean).toFixed(2)})`);
    expect(stray / clean).toBeLessThanOrEqual(3);
  });

  it("the diagnostics of that input are unchanged: the unclosed bracket at the stray name's next token, the unmatched `)`", () => {
    expect(parse(input(true)).errors.map((e) => [e.code, e.message, e.span.start.offset])).toEqual([
      ["PQL001", "expected `)` to close the parenthesis, found `not`", 3401],
      ["PQL001", "unmatched `)`: there is no `(` for it to close", 40132],
    ]);
  });
});

/** A valid query, broken: a token's worth of text dropped, doubled or put in the wrong place. */
const brokenQuery = fc
  .tuple(pqlTree, fc.nat(), fc.nat(), fc.constantFrom("", ")", "(", "and", "not", "x", ",", "]", "[", "in", "+"))
  .map(([tree, at, length, insert]) => {
    const text = print(tree);
    const start = at % (text.length + 1);
    return `${text.slice(0, start)} ${insert} ${text.slice(start + (length % 4))}`;
  });

describe("parser error recovery: the same answers as Chevrotain's", () => {
  it("the re-sync token type and the follows of an expected token, on every call, for generated broken queries", () => {
    const parser = getParser(true) as unknown as Record<string, (...args: unknown[]) => unknown>;
    const chevrotain = Object.getPrototypeOf(Object.getPrototypeOf(parser)) as Record<string, (...args: unknown[]) => unknown>;
    const ours = { resync: parser.findReSyncTokenType!, follows: parser.getFollowsForInRuleRecovery! };
    const calls = { resync: 0, follows: 0 };
    const mismatches: string[] = [];
    parser.findReSyncTokenType = function (this: unknown) {
      const mine = ours.resync.call(this);
      const theirs = chevrotain.findReSyncTokenType!.call(this);
      calls.resync++;
      if (mine !== theirs) mismatches.push(`re-sync: ${String((mine as { name: string }).name)} vs ${(theirs as { name: string }).name}`);
      return mine;
    };
    parser.getFollowsForInRuleRecovery = function (this: unknown, ...args: unknown[]) {
      const mine = ours.follows.apply(this, args) as { name: string }[];
      const theirs = chevrotain.getFollowsForInRuleRecovery!.apply(this, args) as { name: string }[];
      calls.follows++;
      const names = (types: { name: string }[]) => [...new Set(types.map((t) => t.name))].sort().join(" ");
      if (names(mine) !== names(theirs)) mismatches.push(`follows: ${names(mine)} vs ${names(theirs)}`);
      return mine;
    };
    try {
      fc.assert(
        fc.property(brokenQuery, (text) => {
          parse(text);
          expect(mismatches, text).toEqual([]);
        }),
        { numRuns: 200 },
      );
      parse(input(true));
      expect(mismatches).toEqual([]);
    } finally {
      delete parser.findReSyncTokenType;
      delete parser.getFollowsForInRuleRecovery;
    }
    // The laws were exercised, not skipped.
    expect(calls.resync).toBeGreaterThan(50);
    expect(calls.follows).toBeGreaterThan(50);
  });
});
