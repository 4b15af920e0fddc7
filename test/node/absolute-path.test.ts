// absolutePath (src/node/absolute-path.ts) is path.resolve for the paths a run hands around by
// the ten thousand: it must give exactly what resolve gives, for any path and working directory.
import { resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { absolutePath } from "../../src/node/absolute-path.js";

const part = fc.oneof(
  fc.constantFrom("", ".", "..", "...", ".a", "a.", "audiences", "x.audience.yaml", " ", "a b"),
  fc.string({ maxLength: 4 }),
);
const path = fc.array(part, { maxLength: 6 }).map((parts) => parts.join("/"));

describe("absolutePath", () => {
  it("is resolve(cwd, path) for any path and any absolute working directory (property)", () => {
    fc.assert(
      fc.property(path, path, fc.boolean(), (p, cwdPath, absolute) => {
        const cwd = resolve("/", cwdPath);
        const given = absolute ? `/${p}` : p;
        expect(absolutePath(given, cwd)).toBe(resolve(cwd, given));
      }),
      { numRuns: 5000 },
    );
  });

  it("spells the usual cases as resolve does", () => {
    for (const [given, cwd] of [
      ["a/b.pql", "/w"],
      ["a/b.pql", "/"],
      ["/a/b.pql", "/w"],
      ["./a", "/w"],
      ["a/../b", "/w"],
      ["a//b", "/w"],
      ["a/", "/w"],
      ["", "/w"],
      ["..", "/"],
    ] as const)
      expect(absolutePath(given, cwd), given).toBe(resolve(cwd, given));
    expect(absolutePath("x")).toBe(resolve("x"));
  });
});
