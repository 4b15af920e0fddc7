// Comparisons, arithmetic, membership, `like`, null tests and type errors: one case per line,
// expression | profile | expected value.
import { describe, expect, it } from "vitest";
import { problems, valueOf } from "./helpers.js";

const person = { person: { name: "Joe", age: 42, score: 2.5, tags: ["a", "b"] }, city: "Barcelona", nothing: null };

describe("comparisons, arithmetic, membership, like", () => {
  it.each<[string, unknown]>([
    ['person.name = "Joe"', true],
    ['person.name != "Joe"', false],
    ["person.age > 40", true],
    ["person.age >= 42", true],
    ["person.age < 42", false],
    ["person.age <= 42", true],
    ["person.age = 42.0", true],
    ['"abc" < "abd"', true],
    ["[1, 2] = [1, 2]", true],
    ["[1, 2] = [2, 1]", false],
    ['person.age = "42"', false],
    ['person.age != "42"', true],
    ["person.missing = 1", false],
    ["person.missing != 1", false],
    ["nothing = 1", false],
    ["person.age + 1", 43],
    ["person.age - 2 * 3", 36],
    ["person.age / 4", 10.5],
    ["person.age % 5 = 2", true],
    ["-person.age", -42],
    ['person.name + "!"', "Joe!"],
    ["person.missing + 1", null],
    ["person.age in [3, 42]", true],
    ["person.age notIn [3, 42]", false],
    ["person.age notIn [3, 4]", true],
    ["person.missing in [1]", false],
    ["person.missing notIn [1]", false],
    ['city like "%rc%"', true],
    ['city like "Barcelon_"', true],
    ['city like "barcelona"', false],
    ['city like "Barc"', false],
    ['city like "B%a"', true],
    ['"a.c" like "a_c"', true],
    ['"abc" like "a.c"', false],
    ["true and false", false],
    ["true or false", true],
    ["not false", true],
    ["!(person.age = 42)", false],
    ["not person.missing", true],
    ["not (person.missing = 1)", true],
    ["person.isNull()", false],
    ["person.missing.isNull()", true],
    ["person.missing.deeper.isNull()", true],
    ["nothing.isNull()", true],
    ["person.isNotNull()", true],
    ['if(person.age > 40, "old", "young")', "old"],
    ["if(person.missing, 1, 2)", 2],
  ])("%s -> %j", (text, expected) => {
    expect(valueOf(text, { profile: person })).toEqual(expected);
  });
});

it("a method on a missing field is null, without a problem", () => {
  expect(valueOf('person.missing.startsWith("a")', { profile: person })).toBe(null);
  expect(problems('person.missing.startsWith("a")', { profile: person })).toEqual([]);
});

describe("type errors give false or null and a reason, never an exception", () => {
  it.each<[string, unknown, RegExp]>([
    ["person.name < 3", false, /cannot compare a string with a number using `<`/],
    ['person.age + "x"', null, /`\+` needs numbers, got a number and a string/],
    ["person.age / 0", null, /division by zero/],
    ['person.age.startsWith("4")', null, /`startsWith` needs a string, got a number/],
    ["person.name.count() > 0", false, /`count` needs an array, got a string/],
    ["person.age in 42", false, /`in` needs an array on its right, got a number/],
    ['person.age like "4%"', false, /`like` compares a string with a pattern/],
    ["person.name.frobnicate()", null, /unknown method `frobnicate`/],
    ['person.name.startWith("J")', null, /did you mean `startsWith`\?/],
    ["nosuch()", null, /unknown function `nosuch`/],
    ['person.name.equals("a", "b")', null, /whether case matters/],
    ["person.name.equals()", null, /method `equals` takes 1 to 2 arguments, not 0/],
    ["$2.person", null, /only \$1 \(the profile\)/],
    ["-person.name", null, /cannot negate a string/],
    ["@{_xdm.context.additionalParameters;version=1}.weather", null, /context data .* is not available/],
  ])("%s -> %j (%s)", (text, expected, why) => {
    expect(valueOf(text, { profile: person })).toEqual(expected);
    expect(problems(text, { profile: person }).join("\n")).toMatch(why);
  });
});
