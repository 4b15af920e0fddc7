// Whatever a file contains, linting it returns a result: no exception, every range inside the file.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lintSources } from "../../src/lint/engine.js";

const names = ["a.pql", "a.audience.json", "a.audience.yaml"];
const pieces = [
  "{",
  "}",
  "[",
  "]",
  '"',
  "'",
  ":",
  ",",
  "\n",
  "  ",
  "name: x",
  "expression:",
  "value: |",
  "value: >",
  "\\",
  "\\u00",
  "CHAIN(",
  "WHEN(",
  "xEvent",
  " and ",
  "not ",
  "---",
  "#",
  "\t",
  "é",
  "😀",
  "\u0000",
];
const noisyText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((p) => p.join("")),
  fc.string({ unit: "binary", maxLength: 200 }),
);

describe("lint never throws", () => {
  it("on arbitrary file contents of every kind", () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), noisyText, (file, text) => {
        const result = lintSources([{ file, text }]);
        for (const d of result.files[0]!.diagnostics) {
          expect(d.range.start.offset).toBeGreaterThanOrEqual(0);
          expect(d.range.end.offset).toBeLessThanOrEqual(text.length);
          expect(d.range.start.offset).toBeLessThanOrEqual(d.range.end.offset);
        }
      }),
      { numRuns: 400 },
    );
  });
});
