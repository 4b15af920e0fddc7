// Input a JavaScript caller may pass, and data from anywhere: `evaluate` never throws, the
// calendar has years 0 to 99, a window longer than the calendar still compares, and JSON keys
// named `__proto__`, `constructor` or `prototype` are data like any other key.
import { describe, expect, it } from "vitest";
import { evaluate, type EvaluationInput } from "../../src/evaluate/index.js";
import { parse } from "../../src/syntax/index.js";
import { NOW, problems, run, valueOf } from "./helpers.js";

const ast = (text: string) => parse(text).ast!;

describe("evaluate never throws", () => {
  it.each<[string, unknown]>([
    ["a number past the Date range", 1e20],
    ["a negative number past it", -8.64e15 - 1],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["NaN", Number.NaN],
    ["null", null],
    ["undefined", undefined],
    ["an invalid Date", new Date(Number.NaN)],
    ["an object", { at: 1 }],
  ])("`now` is %s: time constraints are false and the trace says why", (_, now) => {
    for (const text of [
      "t occurs today",
      "currentYear() > 2000",
      "t occurs after today",
      "t occurs this month",
      "t occurs < 3 days before now",
    ]) {
      const result = evaluate(ast(text), { profile: { t: "2024-05-15T10:00:00Z" }, now: now as EvaluationInput["now"] });
      expect(result.status).toBe("evaluated");
      expect(result.trace.problems.map((p) => p.message)).toContain("`now` is not a valid instant: time constraints are false");
    }
  });

  it.each<[string, unknown]>([
    ["membership: null", { membership: null }],
    ["membership: a number", { membership: 3 }],
    ["events: an object", { events: { length: 3 } }],
    ["no input at all", null],
    ["a profile that is a string", { profile: "x" }],
  ])("%s", (_, input) => {
    const data = input === null ? null : { profile: {}, now: NOW, ...(input as object) };
    const result = evaluate(ast('inSegment("a") or person.age > 1 or xEvent.count() > 0'), data as EvaluationInput);
    expect(result).toMatchObject({ status: "evaluated", qualifies: false });
  });

  it("a cyclic profile reads without a stack overflow escaping: nested without end, it is data too deep (data-depth.test.ts)", () => {
    const profile: Record<string, unknown> = { name: "x" };
    profile.self = profile;
    expect(() => evaluate(ast("self"), { profile, now: NOW })).not.toThrow();
    expect(evaluate(ast('self.self.name = "x"'), { profile, now: NOW }).status).toBe("data-too-deep");
  });
});

describe("years 0 to 99 are years 0 to 99 (not 1900 to 1999)", () => {
  it.each<[string, unknown]>([
    ["date(50, 3, 1)", "0050-03-01T00:00:00.000Z"],
    ["date(0, 1, 1)", "0000-01-01T00:00:00.000Z"],
    ["date(99, 12, 31)", "0099-12-31T00:00:00.000Z"],
    ["date(y, 2, 29)", "0004-02-29T00:00:00.000Z"],
    ["date(y + 1, 2, 29)", null],
    ["t occurs on date(50, 3, 1)", true],
    ["t.getYear()", 50],
    ["t occurs this year", true],
    ["t occurs this century", true],
    ["currentYear()", 50],
    ["t occurs < 1 months before now", true],
  ])("%s -> %j", (text, expected) => {
    const profile = { y: 4, t: "0050-03-01T10:00:00Z" };
    expect(valueOf(text, { profile, now: "0050-03-20T12:00:00Z" })).toEqual(expected);
  });

  it("one month before 31 March 0050 is the last day of February 0050", () => {
    expect(valueOf("t occurs = 1 months before now", { profile: { t: "0050-02-27T12:00:00Z" }, now: "0050-03-31T12:00:00Z" })).toBe(true);
  });
});

describe("a window longer than the calendar still compares", () => {
  it.each<[string, string, boolean]>([
    ["t occurs < 1000000000 years before now", "2000-01-01T00:00:00Z", true],
    ["t occurs <= 1000000000 millennia before now", "1000-01-01T00:00:00Z", true],
    ["t occurs > 1000000000 years before now", "2000-01-01T00:00:00Z", false],
    ["t occurs = 1000000000 years before now", "2000-01-01T00:00:00Z", false],
    ["t occurs != 1000000000 years before now", "2000-01-01T00:00:00Z", true],
    ["t occurs < 1000000000 years after now", "2030-01-01T00:00:00Z", true],
    ["t occurs > 1000000000 years after now", "2030-01-01T00:00:00Z", false],
    ["t occurs < 1000000000000 days before now", "2000-01-01T00:00:00Z", true],
  ])("%s (t = %s) -> %j", (text, t, expected) => {
    const result = run(text, { profile: { t } });
    expect(result).toMatchObject({ status: "evaluated", qualifies: expected });
    expect(result.trace.problems).toEqual([]);
  });
});

describe("JSON keys never reach a prototype", () => {
  const profile = JSON.parse(
    '{"person": {"__proto__": {"admin": true}, "constructor": "c", "name": "x"}, "tags": [{"k": "__proto__"}, {"k": "constructor"}, {"k": "__proto__"}, {"k": "toString"}]}',
  );
  it.each<[string, unknown]>([
    ["person.__proto__.admin", true],
    ["person.constructor", "c"],
    ["person.prototype", null],
    ["person.toString", null],
    ["person.hasOwnProperty", null],
    ["person.name.constructor", null],
    ["tags.constructor", []],
    ['person.get("__proto__")', { admin: true }],
    ['person.get("valueOf")', null],
    ["person.keys()", ["__proto__", "constructor", "name"]],
    ["nothing.__proto__", null],
    ['{"__proto__": 1, "b": 2}', { ["__proto__"]: 1, b: 2 }],
    ['{"__proto__": 1}.__proto__', 1],
    ["tags.groupBy(k).map((K, G) => mapEntry(K, G.count()))", { ["__proto__"]: 2, constructor: 1, toString: 1 }],
    [
      "tags.groupBy(k)",
      { ["__proto__"]: [{ k: "__proto__" }, { k: "__proto__" }], constructor: [{ k: "constructor" }], toString: [{ k: "toString" }] },
    ],
    ["tags.groupBy(k).__proto__.count()", 2],
  ])("%s -> %j", (text, expected) => {
    const value = valueOf(text, { profile });
    expect(value).toEqual(expected);
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
      expect(Object.keys(value)).toEqual(Object.keys(expected as object));
    }
  });

  it("nothing in the evaluator wrote to Object.prototype", () => {
    valueOf('{"__proto__": {"polluted": true}}', { profile });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(problems("person.__proto__.admin", { profile })).toEqual([]);
  });
});
