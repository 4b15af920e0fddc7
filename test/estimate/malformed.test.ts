// The validator that places "not JSON" in a data file agrees with JSON.parse on what is JSON.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstError } from "../../src/node/estimate/malformed.js";

describe("firstError", () => {
  it("finds an error exactly when JSON.parse throws (JSON texts, and JSON texts with a character changed or cut)", () => {
    const texts = fc.oneof(
      fc.json(),
      fc
        .tuple(fc.json(), fc.nat(), fc.constantFrom("", "}", "]", ",", ":", '"', "\\", "\n", "x", "tru", "-", "01", "1.", "1e"))
        .map(([t, at, s]) => {
          const i = t.length === 0 ? 0 : at % t.length;
          return t.slice(0, i) + s + t.slice(i + 1);
        }),
      fc.tuple(fc.json(), fc.nat()).map(([t, at]) => t.slice(0, t.length === 0 ? 0 : at % t.length)),
    );
    fc.assert(
      fc.property(texts, (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(firstError(text) === undefined, text).toBe(valid);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['{"a": 1,}', 8, "expected a property name in double quotes, found `}`"],
    ['{"a" 1}', 5, "expected `:`, found `1`"],
    ["[1 2]", 3, "expected `,` or `]`, found `2`"],
    ['{"a": "b', 8, "a string that is not closed"],
    ["", 0, "expected a value, found the end of the record"],
    ["{} {}", 3, "expected the end of the record, found `{`"],
  ])("%s: at %i, %s", (text, offset, message) => {
    expect(firstError(text)).toEqual({ offset, message });
  });

  it("in a sequence, values one after another are JSON, and the first bad one is found", () => {
    expect(firstError('{"a": 1}\n{\n  "b": 2\n}\n', true)).toBeUndefined();
    expect(firstError('{"a": 1}\n{"b": }', true)).toEqual({ offset: 15, message: "expected a value, found `}`" });
  });
});
