// Data nested past MAX_DATA_DEPTH levels is its own answer, "data-too-deep", found by a walk that
// uses no call stack: any depth is measured, and no profile is answered "does not qualify"
// because its data could not be read.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dataTooDeep, MAX_DATA_DEPTH } from "../../src/evaluate/index.js";
import { deepestPast } from "../../src/evaluate/data-depth.js";
import { run } from "./helpers.js";

/** `{key: {key: ... leaf}}`, `levels` objects deep, built without recursion. */
function nested(levels: number, key = "a", leaf: unknown = 1): Record<string, unknown> {
  let value: unknown = leaf;
  for (let i = 0; i < levels; i++) value = { [key]: value };
  return value as Record<string, unknown>;
}

/** The depth by the definition, recursively: for small values only, the oracle of the walk. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

describe("the depth of data", () => {
  it.each<[string, unknown, number, { path: (string | number)[]; depth: number } | undefined]>([
    ["a scalar", 5, 1, undefined],
    ["null", null, 0, undefined],
    ["{} at limit 1", {}, 1, undefined],
    ["{} at limit 0", {}, 0, { path: [], depth: 1 }],
    ["two levels at limit 1", { a: {} }, 1, { path: ["a"], depth: 2 }],
    ["two levels at limit 2", { a: {} }, 2, undefined],
    ["an array inside", { a: [1, { b: {} }] }, 2, { path: ["a", 1], depth: 3 }],
    ["the first path past the limit", { x: 1, a: { b: 1 }, c: { d: { e: {} } } }, 2, { path: ["c", "d"], depth: 3 }],
  ])("%s", (_, value, limit, expected) => {
    expect(deepestPast(value, limit)).toEqual(expected);
  });

  it("1,000,000 levels are measured without throwing (no call stack is used)", () => {
    const deep = nested(1_000_000);
    expect(() => deepestPast(deep, MAX_DATA_DEPTH)).not.toThrow();
    expect(deepestPast(deep, MAX_DATA_DEPTH)).toEqual({ path: Array(MAX_DATA_DEPTH).fill("a"), depth: MAX_DATA_DEPTH + 1 });
    expect(deepestPast(deep, Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it("a cycle is found as depth past the limit, not a hang", () => {
    const profile: Record<string, unknown> = { name: "x" };
    profile.self = profile;
    expect(deepestPast(profile, 10)?.depth).toBe(11);
  });

  it("past the limit exactly when the recursive definition says so", () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small", withCrossShrink: true }, fc.integer(), tie("array"), tie("object")),
      array: fc.array(tie("value"), { maxLength: 3 }),
      object: fc.dictionary(fc.constantFrom("a", "b", "c"), tie("value"), { maxKeys: 3 }),
    })).value;
    fc.assert(
      fc.property(json, fc.integer({ min: 0, max: 6 }), (value, limit) => {
        const found = deepestPast(value, limit);
        expect(found !== undefined).toBe(depthOf(value) > limit);
        if (found) {
          // The path leads to a value `limit + 1` levels down (the root is one).
          expect(found.path).toHaveLength(limit);
          expect(found.depth).toBe(limit + 1);
          let at: unknown = value;
          for (const step of found.path) at = (at as Record<string | number, unknown>)[step];
          expect(at !== null && typeof at === "object").toBe(true);
        }
      }),
    );
  });

  it.each<[string, unknown, unknown[], string | undefined]>([
    ["a shallow profile and events", { person: { name: "Ada" } }, [{ eventType: "x" }], undefined],
    ["at the limit", nested(MAX_DATA_DEPTH - 1, "a", {}), [], undefined],
    ["one level past it", nested(MAX_DATA_DEPTH, "a", {}), [], "data nested past 100 levels at profile.a.a.a.a… (depth 101)"],
    ["3,000 levels", { person: nested(3000) }, [], "data nested past 100 levels at profile.person.a.a.a… (depth 101)"],
    [
      "an event",
      {},
      [{ eventType: "x" }, { commerce: [nested(200)] }],
      "data nested past 100 levels at events[1].commerce[0].a.a… (depth 101)",
    ],
  ])("%s", (_, profile, events, message) => {
    expect(dataTooDeep(profile, events)?.message).toBe(message);
  });
});

describe("evaluate on data too deep", () => {
  it("a profile 3,000 levels deep is not evaluated: neither in nor out", () => {
    const result = run('person.name = "Ada"', { profile: { person: { name: "Ada", a: nested(3000) } } });
    expect(result).toMatchObject({ status: "data-too-deep", qualifies: undefined, value: undefined });
    if (result.status !== "data-too-deep") return;
    expect(result.data).toMatchObject({ part: "profile", depth: 101, limit: 100 });
    expect(result.data.path.slice(0, 3)).toEqual(["person", "a", "a"]);
  });

  it("an event too deep stops every expression, whatever it reads", () => {
    const events = [{ eventType: "x", timestamp: "2024-05-15T10:00:00Z" }, { a: nested(150) }];
    for (const text of ["true", "xEvent.count() > 0", "person.age > 1"])
      expect(run(text, { profile: {}, events })).toMatchObject({ status: "data-too-deep", data: { part: "events", index: 1 } });
  });

  it("data at the limit is evaluated", () => {
    const profile = { x: 1, deep: nested(MAX_DATA_DEPTH - 1) };
    expect(run("x = 1", { profile })).toMatchObject({ status: "evaluated", qualifies: true });
  });

  it("a cyclic profile (not JSON: only a JavaScript caller can pass one) is too deep, not an exception", () => {
    const profile: Record<string, unknown> = { name: "x" };
    profile.self = profile;
    expect(run('self.self.name = "x"', { profile })).toMatchObject({ status: "data-too-deep" });
  });
});
