// Methods and functions: strings (with the case flag), Java regexes, arrays, maps, dates.
// Expression | expected value.
import { describe, expect, it } from "vitest";
import { problems, valueOf } from "./helpers.js";

const profile = {
  person: { name: "John Smith", birthDate: "1985-06-20", lastSeen: "2024-02-29T23:30:00Z" },
  emailAddress: "jo2010@gmail.com",
  numbers: [3, 1, 4, 1, 5],
  orders: [
    { storeId: "s1", price: 10 },
    { storeId: "s2", price: 30 },
    { storeId: "s1", price: 5 },
  ],
  favoriteColors: ["red", "blue"],
  identityMap: { Email: [{ id: "a@b.c", primary: true }], ECID: [{ id: "123" }] },
  segmentMembership: { ups: { "seg-1": { status: "realized" } } },
};

describe("string functions", () => {
  it.each<[string, unknown]>([
    ['person.name.equals("John Smith")', true],
    ['person.name.equals("john smith")', false],
    ['person.name.equals("john smith", false)', true],
    ['person.name.equals("john smith", true)', false],
    ['person.name.notEqualTo("x")', true],
    ['person.name.startsWith("John")', true],
    ['person.name.startsWith("john", false)', true],
    ['person.name.doesNotStartWith("John")', false],
    ['person.name.endsWith("SMITH", false)', true],
    ['person.name.doesNotEndWith("x")', true],
    ['emailAddress.contains("2010@gm")', true],
    ['emailAddress.contains("2010@GM")', false],
    ['emailAddress.doesNotContain("2010@gm")', false],
    ['person.missing.startsWith("a")', null],
    ['person.name.matches("(?i)^john")', true],
    ['person.name.matches("^john")', false],
    ['person.name.matches("Smith")', true],
    ['person.name.matches("\\\\w+ \\\\w+")', true],
    ['person.name.matches("\\\\AJohn")', true],
    ['emailAddress.regexGroup("@(\\\\w+)", 1)', "gmail"],
    ['emailAddress.regexGroup("^x(\\\\w+)", 1)', null],
  ])("%s -> %j", (text, expected) => {
    expect(valueOf(text, { profile })).toEqual(expected);
  });

  it.each<[string, RegExp]>([
    ['person.name.matches("a*+")', /possessive quantifiers/],
    ['person.name.matches("(?>a)")', /atomic groups/],
    ['person.name.matches("(")', /not a valid regular expression/],
  ])("%s is refused: %s", (text, why) => {
    expect(valueOf(text, { profile })).toBe(null);
    expect(problems(text, { profile }).join("\n")).toMatch(why);
  });
});

describe("array, map and aggregation functions", () => {
  it.each<[string, unknown]>([
    ["numbers.count()", 5],
    ["missing.count()", 0],
    ["numbers.distinct()", [3, 1, 4, 5]],
    ["orders.storeId.distinct().count() > 1", true],
    ["numbers.exists()", true],
    ["numbers.exists(this > 4)", true],
    ["missing.exists()", false],
    ["numbers.map(this * 10)", [30, 10, 40, 10, 50]],
    ["numbers.head()", 3],
    ["missing.head()", null],
    ["numbers.sum()", 14],
    ["orders.sum(price)", 45],
    ["missing.sum(price)", 0],
    ["orders.average(price)", 15],
    ["missing.average(price)", null],
    ["numbers.min()", 1],
    ["numbers.max()", 5],
    ["orders.max(price)", 30],
    ["orders.topN(price, 2).price", [30, 10]],
    ["orders.bottomN(price, 1).head().price", 5],
    ["orders.groupBy(storeId).map((K, G) => mapEntry(K, G.count()))", { s1: 2, s2: 1 }],
    ['orders.groupBy(storeId).map({"n": this.count()})', [{ n: 2 }, { n: 1 }]],
    ['favoriteColors.includes("red")', true],
    ['favoriteColors.intersects(["red", "green"])', true],
    ['favoriteColors.intersection(["blue", "green"])', ["blue"]],
    ['favoriteColors.subsetOf(["red", "blue", "green"])', true],
    ['favoriteColors.supersetOf(["red", "green"])', false],
    ['identityMap.get("ECID").id', ["123"]],
    ["identityMap.keys()", ["Email", "ECID"]],
    ["identityMap.values().count()", 2],
    ['segmentMembership.get("ups").get("seg-1").status in (["realized", "existing"])', true],
    ['identityMap.get("nope")', null],
  ])("%s -> %j", (text, expected) => {
    expect(valueOf(text, { profile })).toEqual(expected);
  });
});

describe("dates, in GMT", () => {
  it.each<[string, unknown]>([
    ["person.birthDate.getYear()", 1985],
    ["person.birthDate.getMonth()", 6],
    ["person.birthDate.getDayOfMonth()", 20],
    ["person.lastSeen.getDayOfMonth()", 29],
    ["currentYear()", 2024],
    ["currentMonth()", 5],
    ["currentDayOfMonth()", 15],
    ["date(2020, 3, 14)", "2020-03-14T00:00:00.000Z"],
    ["date(2020, 1 + 2, 14)", "2020-03-14T00:00:00.000Z"],
    ["person.birthDate = date(1985, 6, 20)", true],
    ["person.birthDate < date(1990, 1, 1)", true],
    ["person.lastSeen > person.birthDate", true],
    ["now", "2024-05-15T12:00:00.000Z"],
    ["today", "2024-05-15T00:00:00.000Z"],
    ["date(2023, 2, 29)", null],
    ["person.name.getYear()", null],
  ])("%s -> %j", (text, expected) => {
    expect(valueOf(text, { profile })).toEqual(expected);
  });
});
