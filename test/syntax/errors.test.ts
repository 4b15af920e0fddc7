// Syntax errors, one case per row: the input and every error it gives, as `line:column message`.
// Then the same errors rendered as rustc-style code frames, kept as a readable snapshot file
// (test/syntax/__snapshots__/errors.snap.txt) so a change of wording or position shows in review.
import { describe, expect, it } from "vitest";
import { renderFrame } from "../../src/report/code-frame.js";
import { parse } from "../../src/syntax/index.js";

const cases: [string, string[]][] = [
  ["a = ", ["1:4 expected a value after `=`, found the end of the expression"]],
  ["a = 1 and", ["1:10 expected a value after `and`, found the end of the expression"]],
  ["a = (1", ["1:7 expected `)` to close the parenthesis, found the end of the expression"]],
  ["f(a, b", ["1:7 expected `,` or `)` after an argument, found the end of the expression"]],
  ["[1, 2", ["1:6 expected `,` or `]` in the array, found the end of the expression"]],
  ['{"a": 1', ["1:8 expected `,` or `}` in the object, found the end of the expression"]],
  ["{a: 1}", ['1:2 object keys are strings in double quotes, as in `{"count": 1}`: found `a`']],
  ['{"a" 1}', ["1:6 expected `:` after the key, found the number `1`"]],
  ["a.", ["1:3 expected a field or method name after `.`, found the end of the expression"]],
  ["a[b", ["1:4 expected `]` to close the filter, found the end of the expression"]],
  ["a = 1 b = 2", ["1:7 unexpected `b` after a complete expression; did you forget `and` or `or`?"]],
  ["a = 1)", ["1:6 unmatched `)`: there is no `(` for it to close"]],
  ["a = 1]", ["1:6 unmatched `]`: there is no `[` for it to close"]],
  ["a = 1}", ["1:6 unmatched `}`: there is no `{` for it to close"]],
  ["a = b = c", ["1:7 comparisons cannot be chained: parenthesize one side before `=`"]],
  ["a in b like c", ["1:8 comparisons cannot be chained: parenthesize one side before `like`"]],
  ["()", ["1:1 empty parentheses: expected an expression between `(` and `)`"]],
  ["a == 1", ["1:3 `==` is not PQL: equality is a single `=`"]],
  ["a = 1 && b = 2", ["1:7 `&&` is not PQL: write `and`"]],
  ["a = 1 || b = 2", ["1:7 `||` is not PQL: write `or`"]],
  ["a = 'US'", ['1:5 strings use double quotes (`"..."`), not single quotes']],
  ["a = “US”", ['1:5 curly quotes: strings use straight double quotes `"`']],
  ["a = 'US", ['1:5 strings use double quotes (`"..."`), not single quotes']],
  ["a = 1 # the US only", ["1:7 PQL has no comments"]],
  ["a = 1 // the US only", ["1:7 PQL has no comments"]],
  ["{%#if profile.isMember %}", ["1:1 `{%#if profile.isMember %}` is a Journey Optimizer template tag, not PQL: write only the condition"]],
  ['a = "US', ['1:5 unclosed string: it has no closing `"` on its line']],
  ['a = "x\\q"', ["1:7 unknown escape `\\q` in a string; write `\\\\` for a backslash (a regex `\\w` is written `\\\\w`)"]],
  [
    'inSegment("7deb246a-49b4-4687-95f9-6316df049948) and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")',
    ['1:48 missing closing quote: the string `"7deb246a-49b4-4687-95f9-6316df049948` runs on into `) and`'],
  ],
  ["_{TENANT_ID}.loyaltyPoints > 10", ["1:1 `_{TENANT_ID}` is a documentation placeholder, not a field"]],
  ["a ~ b", ["1:3 unexpected `~`", "1:5 unexpected `b` after a complete expression; did you forget `and` or `or`?"]],
  [
    "a = $",
    ["1:4 expected a value after `=`, found the end of the expression", "1:5 `$` starts a parameter and needs its number, as in `$1`"],
  ],
  ["@weather", ["1:1 `@` starts a context reference and needs braces, as in `@{_xdm.context.additionalParameters;version=1}`"]],
  [
    "a = 1 & b = 2",
    ["1:7 unexpected `&`: PQL writes `and`", "1:9 unexpected `b` after a complete expression; did you forget `and` or `or`?"],
  ],
  [
    "x occurs",
    [
      "1:9 expected a time constraint after `occurs` such as `< 24 hours before now`, `today`, `last week` or `between date(2024, 1, 1) and today`, found the end of the expression",
    ],
  ],
  ["x occurs < days before now", ["1:12 expected a whole number after `<`, as in `< 24 hours before now`: found `days`"]],
  ["x occurs < 3 before now", ["1:14 expected a time unit (`hours`, `days`, ...) after `3`, found `before`"]],
  ["x occurs < 3 days now", ["1:19 expected `before`, `after` or `from` after `days`, as in `3 days before now`: found `now`"]],
  ["x occurs between yesterday or today", ["1:28 `between` needs `and`, as in `between date(2024, 1, 1) and today`: found `or`"]],
  [
    "x occurs < 3 days before",
    ["1:25 expected a time such as `now`, `today`, `this week` or `date(2024, 1, 31)` after `before`, found the end of the expression"],
  ],
  ["CHAIN(xEvent, timestamp, [])", ['1:27 CHAIN needs at least one step inside `[...]`, as in `[C0: WHAT(eventType = "x")]`: found `]`']],
  ["CHAIN(xEvent, timestamp, [C0 WHAT(e)])", ["1:30 expected `:` after the step label, as in `C0: WHAT(...)`: found `WHAT`"]],
  ["CHAIN(xEvent, timestamp, [C0: WHEN(today)])", ["1:27 CHAIN step `C0` needs `WHAT(...)`: the event it matches"]],
  ["CHAIN(xEvent, timestamp, [C0: WHAT(e) WHAT(f)])", ["1:39 `WHAT` appears twice in CHAIN step `C0`; each clause may appear once"]],
  ["CHAIN(xEvent, timestamp, [C0: WHAT(e) COUNT(many)])", ["1:45 `COUNT` takes a whole number, as in `COUNT(3)`: found `many`"]],
  ["CHAIN(xEvent, timestamp, [C0: WHAT(e) HOW(x)])", ["1:39 expected `,` or `]` after a CHAIN step, found `HOW`"]],
  ["CHAIN(xEvent timestamp, [C0: WHAT(e)])", ["1:14 expected `,`: CHAIN takes `(xEvent, timestamp, [steps])`, found `timestamp`"]],
  [
    "CHAIN(xEvent, 1, [C0: WHAT(e)])",
    [
      "1:15 expected the timestamp field, as in `CHAIN(xEvent, timestamp, [...])`: found the number `1`",
      "1:21 expected `]` to close the filter, found `:`",
    ],
  ],
  [
    "CHAIN(xEvent, timestamp, C0: WHAT(e))",
    ["1:26 expected `[` before the CHAIN steps, found `C0`", "1:37 expected `,` or `]` after a CHAIN step, found `)`"],
  ],
  ["CHAIN(xEvent, timestamp, [C0: WHAT(e) C1: WHAT(f)])", ["1:39 expected `,` or `]` after a CHAIN step, found `C1`"]],
  ["CHAIN(xEvent, timestamp, [C0: WHAT(e)]", ["1:39 expected `)` to close `CHAIN(`, found the end of the expression"]],
  ["CHAIN(xEvent, timestamp, [C0: WHAT(e WHEN(today)])", ["1:38 expected `)` to close the step clause, found `WHEN`"]],
  ["let x 1 in x", ["1:7 expected `=` after the variable of `let`, found the number `1`"]],
  ["let x = 1 x", ["1:11 expected `in` after the value of `let` (a membership test inside `let` must be parenthesized), found `x`"]],
  ["let = 1 in x", ["1:5 expected a name after `let`, found `=`"]],
  ["select from xEvent", ["1:8 expected a name after `select`, found `from`"]],
  ["select X xEvent", ["1:10 expected `from` after `X`, as in `select X from xEvent where ...`: found `xEvent`"]],
  ["exists from xEvent", ["1:8 expected a binding such as `X from xEvent where ...` after `exists`, found `from`"]],
  ["exists", ["1:7 expected a binding such as `X from xEvent where ...` after `exists`, found the end of the expression"]],
  ["if(a, b)", ["1:8 `if` takes three arguments, `if(test, then, else)`: expected `,`, found `)`"]],
  ["if(a, b, c", ["1:11 expected `)` after the third argument of `if`, found the end of the expression"]],
  [
    "if a",
    [
      "1:4 expected `(` after `if`, found `a`",
      "1:5 `if` takes three arguments, `if(test, then, else)`: expected `,`, found the end of the expression",
    ],
  ],
  ["f(a b)", ["1:5 expected `,` or `)` after an argument, found `b`"]],
  ["a.b(c d)", ["1:7 expected `,` or `)` after an argument, found `d`"]],
  ["a = 1 and and b = 2", ["1:11 expected a value after `and`, found `and`"]],
  [
    "a = 1 and b = and c = 3 and",
    ["1:15 expected a value after `=`, found `and`", "1:28 expected a value after `and`, found the end of the expression"],
  ],
  ["not", ["1:4 expected a value after `not`, found the end of the expression"]],
  ['{"a": 1, b: 2}', ["1:10 object keys are strings in double quotes: found `b`"]],
  ["CHAIN(xEvent, timestamp, [C0: HOW(x)])", ["1:31 a CHAIN step needs `WHAT(...)` after its label, found `HOW`"]],
  ['a = "\\u12"', ["1:6 `\\u` needs four hexadecimal digits, as in `\\u00e9`"]],
  [
    "x occurs between yesterday",
    ["1:27 `between` needs `and`, as in `between date(2024, 1, 1) and today`: found the end of the expression"],
  ],
  ["f((a) => )", ["1:10 expected a value after `=>`, found `)`"]],
  ["a = 1 2", ["1:7 unexpected `2` after a complete expression; did you forget `and` or `or`?"]],
  ["a = 1 and not", ["1:14 expected a value after `not`, found the end of the expression"]],
  ["if(a, b, c, d)", ["1:11 expected `)` after the third argument of `if`, found `,`"]],
  [`${"(".repeat(65)}a${")".repeat(65)}`, ["1:65 nested too deeply: more than 64 levels of brackets"]],
  [
    "(K, G) mapEntry(K, G.count())",
    ["1:1 `(a, b)` is not a value: a lambda needs `=>` after its parameters, as in `(K, G) => mapEntry(K, G.count())`"],
  ],
  ["a = 1 and\n  b = ", ["2:6 expected a value after `=`, found the end of the expression"]],
  ['a = 1 and\r\n  b = "x', ['2:7 unclosed string: it has no closing `"` on its line']],
  ["\tx occurs < 3 dayz before now", ["1:15 expected a time unit (`hours`, `days`, ...) after `3`, found `dayz`"]],
];

function describeErrors(text: string): string[] {
  return parse(text).errors.map((e) => `${e.span.start.line}:${e.span.start.column} ${e.message}`);
}

describe("syntax errors: what, where", () => {
  it.each(cases)("%j", (input, expected) => {
    expect(parse(input).ast).toBeNull();
    expect(describeErrors(input)).toEqual(expected);
  });
});

describe("syntax errors rendered with code frames", () => {
  it("match the snapshot file", async () => {
    const rendered = cases.map(([input]) => {
      const frames = parse(input).errors.map((e) =>
        renderFrame(
          {
            severity: "error",
            code: e.code,
            rule: e.rule,
            message: e.message,
            file: "query.pql",
            range: e.span,
            label: e.label,
            hints: e.hints,
          },
          input,
        ),
      );
      return `# input: ${JSON.stringify(input)}\n${frames.join("\n\n")}`;
    });
    await expect(`${rendered.join("\n\n")}\n`).toMatchFileSnapshot("./__snapshots__/errors.snap.txt");
  });
});
