// `matches` and `regexGroup`: Java's regex meaning on a linear-time engine (RE2). A pattern that
// backtracks for ever elsewhere answers at once; what only a backtracking engine can do is
// refused with a reason (the value is null and the trace says why), never run without a bound.
import { describe, expect, it } from "vitest";
import { evaluate } from "../../src/evaluate/index.js";
import { parse } from "../../src/syntax/index.js";
import { NOW, problems, valueOf } from "./helpers.js";

const profile = { s: "John Smith", mail: "john2010@gmail.com", lines: "first\nlast\n" };

describe("matches: Java's meaning", () => {
  it.each<[string, unknown]>([
    ['s.matches("(?i)^john")', true],
    ['s.matches("J(?i)OHN")', true],
    ['s.matches("j(?i)OHN")', false],
    ['s.matches("(?i:JOHN) Smith")', true],
    ['s.matches("\\\\QJohn S\\\\E")', true],
    ['s.matches("\\\\Q(?=\\\\E")', false],
    ['s.matches("\\\\AJohn Smith\\\\z")', true],
    ['lines.matches("last\\\\Z")', true],
    ['lines.matches("last\\\\z")', false],
    ['s.matches("(?<first>\\\\w+) (?<last>\\\\w+)")', true],
    ['s.matches("[]x]")', false],
    ['s.matches("\\\\(?=")', false],
    ['mail.regexGroup("@(\\\\w+)", 1)', "gmail"],
    ['mail.regexGroup("(\\\\d+)(x)?", 2)', null],
    ['mail.regexGroup("(\\\\d+)", 5)', null],
    ['mail.regexGroup("\\\\d+")', "2010"],
  ])("%s -> %j", (text, expected) => {
    expect(valueOf(text, { profile })).toEqual(expected);
  });

  it.each<[string, RegExp]>([
    ['s.matches("(a)\\\\1")', /backreferences \(\\1\) are not supported/],
    ['s.matches("(?<n>a)\\\\k<n>")', /backreferences/],
    ['s.matches("John(?= )")', /lookahead and lookbehind/],
    ['s.matches("John(?! )")', /lookahead and lookbehind/],
    ['s.matches("(?<=J)ohn")', /lookahead and lookbehind/],
    ['s.matches("(?<!J)ohn")', /lookahead and lookbehind/],
    ['s.matches("[a-z&&[^aeiou]]")', /character class intersections|nested character classes/],
    ['s.matches("[a-z&&b]")', /character class intersections/],
    ['s.matches("[a[b]]")', /nested character classes/],
    ['s.matches("a++")', /possessive quantifiers/],
    ['s.matches("a{2}+")', /possessive quantifiers/],
    ['s.matches("(?>a)")', /atomic groups/],
    ['s.matches("\\\\p{javaLowerCase}")', /a Java feature RE2 lacks/],
  ])("%s is refused: %s", (text, why) => {
    expect(valueOf(text, { profile })).toBe(null);
    expect(problems(text, { profile }).join("\n")).toMatch(why);
  });

  it("(a+)+$ on 10,000 characters answers in well under a second (30 took over 60 s)", () => {
    const ast = parse('s.matches("(a+)+$") or s.matches("^(a|a)*b$") or s.matches("(.*a){12}x")').ast!;
    const started = performance.now();
    const result = evaluate(ast, { profile: { s: `${"a".repeat(10_000)}!` }, now: NOW });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.qualifies).toBe(false);
    expect(result.trace.problems).toEqual([]);
  });
});
