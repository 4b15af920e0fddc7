// Error recovery (finding the errors after the first) is bounded: it runs only on input within
// MAX_RECOVERY_TOKENS tokens and MAX_RECOVERY_DEPTH levels of brackets, because Chevrotain's search
// for a token to resume at runs from every rule frame an error unwinds through (its cost grows with
// length times depth: ten thousand tokens in 63 brackets took seconds). Past the limits, the first
// error alone is reported, with a hint saying so. Times are medians of several runs after warm-up,
// compared with the same input without the error, so a loaded machine does not fail them.
import { describe, expect, it } from "vitest";
import { MAX_RECOVERY_DEPTH, MAX_RECOVERY_TOKENS, parse } from "../../src/syntax/index.js";

/** 63 `(`, 833 `not `, a stray name (or not), 9,167 `not `, `b`, 63 `)`: past both limits. */
const input = (stray: boolean) => `${"(".repeat(63)}${"not ".repeat(833)}${stray ? "stray " : ""}${"not ".repeat(9167)}b${")".repeat(63)}`;

/** Within the token limit, one bracket deeper than the depth limit: 4,000 `not `s. */
const deep = (stray: boolean) =>
  `${"(".repeat(MAX_RECOVERY_DEPTH + 1)}${"not ".repeat(400)}${stray ? "stray " : ""}${"not ".repeat(3600)}b${")".repeat(MAX_RECOVERY_DEPTH + 1)}`;

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
  it.each([
    ["a stray name deep in brackets and `not`s, past both limits", input],
    ["a stray name one bracket deeper than the depth limit", deep],
  ])("%s parses in at most 3x the time of the same input without it", (name, make) => {
    const [withStray, without] = [make(true), make(false)];
    for (let i = 0; i < 3; i++) medianMs(withStray, 1) + medianMs(without, 1); // warm-up
    const stray = medianMs(withStray, 9);
    const clean = medianMs(without, 9);
    console.info(`${name}: ${stray.toFixed(1)} ms with the stray name, ${clean.toFixed(1)} ms without (x${(stray / clean).toFixed(2)})`);
    expect(stray / clean).toBeLessThanOrEqual(3);
  });
});

describe("parser error recovery: the limits", () => {
  const shown = "only the first syntax error is shown: further errors are looked for in expressions";

  it(`past ${MAX_RECOVERY_TOKENS} tokens, the first error alone, with a hint that says why`, () => {
    expect(parse(input(true)).errors.map((e) => [e.code, e.message, e.span.start.offset, e.hints])).toEqual([
      ["PQL001", "expected `)` to close the parenthesis, found `not`", 3401, [`${shown} of at most 5,000 tokens, and this one has 10,128`]],
    ]);
  });

  it(`past ${MAX_RECOVERY_DEPTH} levels of brackets, the first error alone, with a hint that says why`, () => {
    expect(
      parse(`${"(".repeat(MAX_RECOVERY_DEPTH + 1)}a = 1 b${")".repeat(MAX_RECOVERY_DEPTH + 1)} c`).errors.map((e) => [e.message, e.hints]),
    ).toEqual([
      ["expected `)` to close the parenthesis, found `b`", [`${shown} that nest brackets at most 10 deep, and this one nests them deeper`]],
    ]);
  });

  it("past the limits, the first error is found and worded where the recovering parser finds it", () => {
    const deep = `${"[".repeat(MAX_RECOVERY_DEPTH + 1)}1${"]".repeat(MAX_RECOVERY_DEPTH + 1)}`;
    const hint = `${shown} that nest brackets at most 10 deep, and this one nests them deeper`;
    expect(parse(`(K, G) mapEntry(K, G.count()) and ${deep}`).errors.map((e) => [e.message, e.span.start.offset, e.hints])).toEqual([
      ["`(a, b)` is not a value: a lambda needs `=>` after its parameters, as in `(K, G) => mapEntry(K, G.count())`", 0, [hint]],
    ]);
    expect(parse(`() or ${deep}`).errors.map((e) => [e.message, e.span.start.offset, e.hints])).toEqual([
      ["empty parentheses: expected an expression between `(` and `)`", 0, [hint]],
    ]);
  });

  it("within the limits, every error is found (as far as 20), each without that hint", () => {
    const atDepth = `${"(".repeat(MAX_RECOVERY_DEPTH)}a = 1 b${")".repeat(MAX_RECOVERY_DEPTH)} c`;
    expect(parse(atDepth).errors.map((e) => [e.message, e.hints])).toEqual([
      ["expected `)` to close the parenthesis, found `b`", []],
      ["unexpected `c` after a complete expression; did you forget `and` or `or`?", []],
    ]);
    const long = `${Array.from({ length: 1100 }, (_, i) => `a${i} = 1`).join(" and ")} stray and b = 2`;
    expect(long.split(" ").length).toBeGreaterThan(MAX_RECOVERY_TOKENS - 1000);
    expect(parse(long).errors.map((e) => e.hints)).toEqual([[]]);
  });
});
