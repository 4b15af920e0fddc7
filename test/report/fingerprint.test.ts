// Fingerprints: a known hash, stable when lines move or whitespace changes, different when
// the finding is different, and distinct for repeated identical findings.
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/lint/diagnostic.js";
import { fingerprints, fnv1a64 } from "../../src/report/fingerprint.js";
import { LineMap } from "../../src/syntax/positions.js";

describe("fnv1a64", () => {
  // Reference values of FNV-1a 64 (www.isthe.com/chongo/tech/comp/fnv test vectors).
  it.each([
    ["", "cbf29ce484222325"],
    ["a", "af63dc4c8601ec8c"],
    ["foobar", "85944171f73967e8"],
  ])("%j -> %s", (text, hash) => {
    expect(fnv1a64(text)).toBe(hash);
  });

  it("hashes UTF-8 bytes, so non-ASCII text is stable across platforms", () => {
    expect(fnv1a64("東京")).toMatch(/^[0-9a-f]{16}$/);
    expect(fnv1a64("東京")).not.toBe(fnv1a64("京東"));
  });
});

function finding(source: string, needle: string, message = "the window is 3 days"): Diagnostic {
  const at = source.indexOf(needle);
  return {
    code: "PQL204",
    rule: "edge/window-too-long",
    severity: "error",
    message,
    file: "a.yaml",
    range: new LineMap(source).span(at, at + needle.length),
    hints: [],
  };
}

describe("fingerprints", () => {
  const source = "value: |\n  WHEN(< 3 days before now)\n";
  const [base] = fingerprints([finding(source, "WHEN(< 3 days before now)")], "a.yaml", source);

  it.each([
    ["lines added above", "name: x\ndescription: y\nvalue: |\n  WHEN(< 3 days before now)\n", "WHEN(< 3 days before now)", undefined],
    ["re-indented and spaced", "value: |\n      WHEN(<  3 days   before now)\n", "WHEN(<  3 days   before now)", undefined],
  ])("is unchanged by %s", (_, moved, needle, message) => {
    expect(fingerprints([finding(moved, needle, message)], "a.yaml", moved)).toEqual([base]);
  });

  it.each([
    ["another file", () => fingerprints([finding(source, "WHEN(< 3 days before now)")], "b.yaml", source)],
    ["another message", () => fingerprints([finding(source, "WHEN(< 3 days before now)", "other")], "a.yaml", source)],
    [
      "other flagged text",
      () => {
        const other = "value: |\n  WHEN(< 4 days before now)\n";
        return fingerprints([finding(other, "WHEN(< 4 days before now)")], "a.yaml", other);
      },
    ],
  ])("changes with %s", (_, make) => {
    expect(make()).not.toEqual([base]);
  });

  it("numbers identical findings in one file", () => {
    const twice = "WHEN(< 3 days before now) or WHEN(< 3 days before now)";
    const first = finding(twice, "WHEN(< 3 days before now)");
    const at = twice.lastIndexOf("WHEN");
    const second = { ...first, range: new LineMap(twice).span(at, at + 25) };
    const [a, b] = fingerprints([first, second], "a.yaml", twice);
    expect(a!.split(":")[0]).toBe(b!.split(":")[0]);
    expect([a!.split(":")[1], b!.split(":")[1]]).toEqual(["1", "2"]);
  });
});
