// ISO-8601 strings in the data read as timestamps: the fast reader of the common
// `YYYY-MM-DDTHH:MM:SS[.sss]Z` form agrees with Date.parse, and the other forms are read too.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseIso } from "../../src/evaluate/values.js";

describe("parseIso", () => {
  it("agrees with Date.parse on every instant from year 1 to 9999", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }), fc.boolean(), (ms, whole) => {
        const text = new Date(whole ? ms - (((ms % 1000) + 1000) % 1000) : ms).toISOString();
        const seconds = whole ? text.replace(/\.\d{3}Z$/, "Z") : text;
        expect(parseIso(seconds)).toBe(Date.parse(text));
      }),
      { numRuns: 2000 },
    );
  });

  it.each<[string, string | null]>([
    ["2024-05-15T10:00:00Z", "2024-05-15T10:00:00.000Z"],
    ["2024-05-15T10:00:00.123Z", "2024-05-15T10:00:00.123Z"],
    ["2024-02-29T00:00:00Z", "2024-02-29T00:00:00.000Z"],
    ["2023-02-29T00:00:00Z", null],
    ["2024-04-31T00:00:00Z", null],
    ["2024-13-01T00:00:00Z", null],
    ["2024-05-15T24:00:00Z", null],
    ["2024-05-15Tab:00:00Z", null],
    ["2024-05-15", "2024-05-15T00:00:00.000Z"],
    ["2024-05-15T10:00", "2024-05-15T10:00:00.000Z"],
    ["2024-05-15T12:00:00+02:00", "2024-05-15T10:00:00.000Z"],
    ["2024-05-15T12:00:00.5+0200", "2024-05-15T10:00:00.500Z"],
    ["2024-05-15 10:00:00Z", "2024-05-15T10:00:00.000Z"],
    ["15/05/2024", null],
    ["yesterday", null],
  ])("%s -> %s", (text, expected) => {
    const ms = parseIso(text);
    expect(ms === null ? null : new Date(ms).toISOString()).toBe(expected);
  });
});
