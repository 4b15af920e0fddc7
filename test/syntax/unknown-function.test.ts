// PQL's functions and methods are a closed set (src/syntax/functions.ts): an unknown one is an
// error with the closest name, at the name, never a condition silently dropped. One case per row.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { unknownFunction, unknownMethod } from "../../src/syntax/functions.js";
import { lintSources } from "../../src/lint/engine.js";

/** The PQL007 diagnostics of one expression: message, the text its range covers, hints. */
function unknownCalls(pql: string) {
  const { files } = lintSources([{ file: "q.pql", text: pql }]);
  return files[0]!.diagnostics
    .filter((d) => d.code === "PQL007")
    .map((d) => ({ message: d.message, at: pql.slice(d.range.start.offset, d.range.end.offset), severity: d.severity, hints: d.hints }));
}

describe("unknown functions and methods are errors, with the closest name", () => {
  it.each([
    // input, message, the text under the range
    ['inSegmnt("a730ed3f-119c-415b-a4ac-27c396ae2dff")', "unknown function `inSegmnt`; did you mean `inSegment`?", "inSegmnt"],
    ['person.name.startWith("Jo")', "unknown method `startWith`; did you mean `startsWith`?", "startWith"],
    ['person.name.Equals("Jo")', "unknown method `Equals`; did you mean `equals`?", "Equals"],
    ["person.birthDate.getMonht() = 6", "unknown method `getMonht`; did you mean `getMonth`?", "getMonht"],
    ["person.birthMonth = currentMonht()", "unknown function `currentMonht`; did you mean `currentMonth`?", "currentMonht"],
    ['IF(a = 1, "x", "y") = "x"', "unknown function `IF`; did you mean `if`?", "IF"],
    ["xEvent.counts() > 1", "unknown method `counts`; did you mean `count`?", "counts"],
    // date calls of other languages: the PQL call of the same part
    ["person.birthDay = currentDate()", "unknown function `currentDate`; did you mean `currentDayOfMonth`?", "currentDate"],
    ["person.birthDate.getDate() = 14", "unknown method `getDate`; did you mean `getDayOfMonth`?", "getDate"],
    ["person.birthDate.getFullYear() = 1990", "unknown method `getFullYear`; did you mean `getYear`?", "getFullYear"],
    ["orders.length() > 1", "unknown method `length`", "length"],
    ['lower(person.name) = "jo"', "unknown function `lower`", "lower"],
    ["COUNT(orders) > 1", "unknown function `COUNT`", "COUNT"],
    ['person.inSegment("a730ed3f")', "unknown method `inSegment`", "inSegment"],
    // inside a CHAIN step, a filter, a lambda, a select's later binding
    ['CHAIN(xEvent, timestamp, [A: WHAT(eventType.equal("x")) WHEN(today)])', "unknown method `equal`; did you mean `equals`?", "equal"],
    ['xEvent[productListItems.exist(SKU = "PS")]', "unknown method `exist`; did you mean `exists`?", "exist"],
    ["g.map((K, G) => mapEntr(K, G.count()))", "unknown function `mapEntr`; did you mean `mapEntry`?", "mapEntr"],
    [
      'select A from xEvent, B from A.productListItems where B.SKU.startWith("P")',
      "unknown method `startWith`; did you mean `startsWith`?",
      "startWith",
    ],
    // the expression does not parse: the parser finds the call among its tokens
    ['CHIAN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])', "unknown function `CHIAN`; did you mean `CHAIN`?", "CHIAN"],
    ['inSegmnt("a") and (', "unknown function `inSegmnt`; did you mean `inSegment`?", "inSegmnt"],
  ])("%s", (pql, message, at) => {
    expect(unknownCalls(pql)).toMatchObject([{ message, at, severity: "error" }]);
  });

  it.each([
    ["COUNT(orders)", "`count` is a method: call it on a value, e.g. `orders.count(...)`"],
    ['person.inSegment("a")', "`inSegment` is a function, not a method: write `inSegment(...)`"],
    ["currentDate() = 1", "PQL's date parts of now are `currentDayOfMonth()`, `currentMonth()` and `currentYear()`"],
    ["person.birthDate.getDate() = 1", "PQL's date parts of a date are `getDayOfMonth()`, `getMonth()` and `getYear()`"],
    [
      'lower(x) = "a"',
      "the functions are `inSegment`, `date`, `currentMonth`, `currentYear`, `currentDayOfMonth`, `mapEntry`, and `CHAIN(...)`, `if(...)`",
    ],
  ])("%s: the hint says where the name belongs, or which functions there are", (pql, hint) => {
    expect(unknownCalls(pql)[0]!.hints).toEqual([hint]);
  });

  it("reports every unknown call, in order", () => {
    expect(unknownCalls('inSegmnt("a") and person.name.startWith("Jo") and foo(1)').map((c) => c.at)).toEqual([
      "inSegmnt",
      "startWith",
      "foo",
    ]);
  });

  it.each([
    [
      'CHAIN(xEvent, timestamp, [C0: WHAT(eventType.equals("commerce.checkouts", false)) WHERE(productListItems.exists(SKU = "a")) WHEN(today) COUNT(2)])',
    ],
    ['chain(xEvent, timestamp, [A: WHAT(eventType = "x")])'],
    ['inSegment("a") and date(2020, 1, 1) = date(y, m, d) and currentYear() = currentMonth() + currentDayOfMonth()'],
    ["if(a, b, c) and not (a) and x in (b) and (y) and sum (a) over A from xEvent"],
    ['{"count": G.count(), "k": mapEntry(K, G.sum(x))}'],
    ['person.name.regexGroup("@(\\\\w+)", 1).matches("x") and s.notEqualTo("a") and a.doesNotStartWith("b")'],
    ["orders.topN(price, 5).head().x and orders.bottomN(p, 1).distinct().average(p) > a.min(x) + a.max(x)"],
    ["identityMap.keys().intersects(identityMap.values().intersection(x)) and a.subsetOf(b) and a.supersetOf(c) and a.includes(1)"],
    ["a.isNull() or a.isNotNull() or a.getYear() = a.getDayOfMonth() or a.filter(x).groupBy(y).map(z).get(1)"],
  ])("PQL's own functions and methods are not reported: %s", (pql) => {
    expect(unknownCalls(pql)).toEqual([]);
  });
});

interface Example {
  text?: string;
  expect: string;
  form?: string;
}

describe("the reference's examples", () => {
  const examples = (parseYaml(readFileSync(new URL("./fixtures/reference-examples.yaml", import.meta.url), "utf8")) as Example[]).filter(
    (e) => e.expect === "parse" && e.form === undefined,
  );
  it.each(examples.map((e) => [e.text!]))("calls only functions and methods PQL has: %s", (text) => {
    expect(unknownCalls(text)).toEqual([]);
  });
});

describe("names", () => {
  it.each([
    ["inSegmnt", "unknown function `inSegmnt`; did you mean `inSegment`?"],
    ["chian", "unknown function `chian`; did you mean `CHAIN`?"],
    ["inSegment", undefined],
    ["xyzzy", "unknown function `xyzzy`"],
  ])("function %s", (name, message) => expect(unknownFunction(name)?.message).toBe(message));

  it.each([
    ["startswith", "unknown method `startswith`; did you mean `startsWith`?"],
    ["topN", undefined],
    ["exists", undefined],
    ["xyzzy", "unknown method `xyzzy`"],
  ])("method %s", (name, message) => expect(unknownMethod(name)?.message).toBe(message));
});
