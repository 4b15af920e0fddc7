// Several audiences for one profile: references to audiences of the same set are evaluated first,
// in dependency order, and a loop does not hang.
import { describe, expect, it } from "vitest";
import { evaluateAudiences, type RunnableAudience } from "../../src/run/evaluate-audiences.js";
import { parse } from "../../src/syntax/index.js";

const audience = (name: string, pql: string, alias?: string, id?: string): RunnableAudience => ({ name, alias, id, ast: parse(pql).ast! });
const data = {
  profile: { loyalty: { tier: "gold" }, homeAddress: { countryCode: "US" } },
  events: [],
  now: Date.parse("2024-05-15T12:00:00Z"),
};

describe("evaluateAudiences", () => {
  it.each<[string, RunnableAudience[], boolean[]]>([
    [
      "a reference by alias, declared after it",
      [
        audience("Both", 'inSegment("alias:us") and inSegment("alias:gold")'),
        audience("US", 'homeAddress.countryCode = "US"', "us"),
        audience("Gold", 'loyalty.tier = "gold"', "gold"),
      ],
      [true, true, true],
    ],
    [
      "a reference by recorded id",
      [audience("Not gold", 'not inSegment("a1")'), audience("Gold", 'loyalty.tier = "gold"', undefined, "a1")],
      [false, true],
    ],
    [
      "a chain of references",
      [
        audience("A", 'inSegment("alias:b")', "a"),
        audience("B", 'inSegment("alias:c")', "b"),
        audience("C", 'loyalty.tier = "silver"', "c"),
      ],
      [false, false, false],
    ],
    [
      "a loop (lint reports it) ends: inside it, the audience being evaluated reads as not met",
      [audience("A", 'inSegment("alias:b") or loyalty.tier = "gold"', "a"), audience("B", 'inSegment("alias:a")', "b")],
      [true, false],
    ],
    ["an id no audience declares is the profile's stored membership (none here)", [audience("X", 'inSegment("unknown")')], [false]],
  ])("%s", (_, audiences, expected) => {
    expect(evaluateAudiences(audiences, data).map((r) => r.qualifies)).toEqual(expected);
  });
});

describe("evaluateAudiences on data nested too deeply", () => {
  it("every audience, referencing or referenced, answers data-too-deep: none reads another's missing answer as not met", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200; i++) deep = { a: deep };
    const audiences = [audience("Not US", 'not inSegment("alias:us")'), audience("US", 'homeAddress.countryCode = "US"', "us")];
    const results = evaluateAudiences(audiences, { ...data, profile: { ...data.profile, deep } });
    expect(results.map((r) => [r.name, r.status, r.qualifies])).toEqual([
      ["Not US", "data-too-deep", undefined],
      ["US", "data-too-deep", undefined],
    ]);
  });
});
