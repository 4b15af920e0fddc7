// `like` in time linear in the text for a fixed pattern (at most text x pattern): a hostile
// pattern on a long string answers at once, and the matcher agrees with a plain reference
// (the RegExp `like` used to be) on every small case fast-check finds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { like } from "../../src/evaluate/like.js";
import { evaluate } from "../../src/evaluate/index.js";
import { parse } from "../../src/syntax/index.js";
import { NOW } from "./helpers.js";

/** The reference: `%` -> any run, `_` -> one code point, the rest literal, anchored (slow on hostile input, fine on small). */
function referenceLike(s: string, pattern: string): boolean {
  let source = "";
  for (const ch of pattern) source += ch === "%" ? "[\\s\\S]*" : ch === "_" ? "[\\s\\S]" : ch.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return new RegExp(`^${source}$`, "u").test(s);
}

describe("like", () => {
  it.each<[string, string, boolean]>([
    ["Barcelona", "%rc%", true],
    ["Barcelona", "Barcelon_", true],
    ["Barcelona", "barcelona", false],
    ["Barcelona", "B%a", true],
    ["", "", true],
    ["", "%", true],
    ["", "_", false],
    ["a", "%%", true],
    ["abc", "a%%c", true],
    ["a\\c", "a\\c", true],
    ["abc", "a\\%", false],
    ["😀", "_", true],
    ["a😀b", "a_b", true],
    ["a\nb", "a_b", true],
    ["aaab", "%a%a%a%b", true],
    ["aab", "%a%a%a%b", false],
  ])("%j like %j -> %j", (s, pattern, expected) => {
    expect(like(s, pattern)).toBe(expected);
  });

  it("agrees with the reference matcher on small strings and patterns", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "b", "😀", "\n", "."), maxLength: 12 });
    const pattern = fc.string({ unit: fc.constantFrom("a", "b", "😀", "%", "_", "."), maxLength: 8 });
    fc.assert(
      fc.property(text, pattern, (s, p) => like(s, p) === referenceLike(s, p)),
      { numRuns: 3000 },
    );
  });

  it('"%a%a%a%b" on 10,000 characters answers in well under 200 ms (it took seconds on 400)', () => {
    const ast = parse('s like "%a%a%a%b"').ast!;
    const profile = { s: "a".repeat(10_000) };
    const started = performance.now();
    const result = evaluate(ast, { profile, now: NOW });
    const ms = performance.now() - started;
    expect(result.qualifies).toBe(false);
    expect(ms).toBeLessThan(200);
  });
});
