import { describe, expect, it } from "vitest";
import { closest, editDistance, typoBudget } from "../../src/text/did-you-mean.js";

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["abc", "", 3],
    ["inSegmnt", "inSegment", 1],
    ["CHIAN", "CHAIN", 2],
    ["kitten", "sitting", 3],
  ])("%s -> %s is %i", (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });
});

describe("closest", () => {
  it.each([
    ["inSegmnt", ["inSegment", "isNull"], undefined, "inSegment"],
    ["chian", ["CHAIN", "count"], undefined, "CHAIN"],
    ["stylsh", ["stylish", "json"], 2, "stylish"],
    ["xyz", ["stylish", "json"], 2, undefined],
    ["jsno", ["json", "jsonl"], 2, "json"],
  ])("%s among %j (budget %s) is %s", (word, candidates, budget, expected) => {
    expect(closest(word, candidates, budget)).toBe(expected);
  });

  it("prefers the first of equally close candidates", () => {
    expect(closest("ab", ["ax", "ay"])).toBe("ax");
  });

  it("allows a third of a long word", () => {
    expect(typoBudget("ab")).toBe(2);
    expect(typoBudget("edge/window-too-long")).toBe(6);
  });
});
