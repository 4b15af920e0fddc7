import { describe, expect, it } from "vitest";
import { noun, plural } from "../../src/text/plural.js";

describe("plural", () => {
  it.each([
    [0, "warning", undefined, "0 warnings"],
    [1, "warning", undefined, "1 warning"],
    [2, "warning", undefined, "2 warnings"],
    [1, "info", "infos", "1 info"],
    [3, "dataflow", undefined, "3 dataflows"],
    [2, "segment definition", undefined, "2 segment definitions"],
  ])("%i %s", (n, one, many, expected) => {
    expect(plural(n, one, many)).toBe(expected);
  });

  it("gives the noun alone", () => {
    expect([noun(1, "file"), noun(2, "file"), noun(0, "it", "them")]).toEqual(["file", "files", "them"]);
  });
});
