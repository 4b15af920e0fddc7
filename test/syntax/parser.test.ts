// The parser, one construct per row: the input and the tree it must give, written as an
// S-expression (see helpers.ts) so that precedence and grouping are visible at a glance.
import { describe, expect, it } from "vitest";
import { parse } from "../../src/syntax/index.js";
import { sexpr } from "./helpers.js";

function tree(text: string): string {
  const { ast, errors } = parse(text);
  expect(errors.map((e) => e.message)).toEqual([]);
  return sexpr(ast);
}

describe("literals", () => {
  it.each([
    ['"pizza"', '"pizza"'],
    ['"say \\"hi\\""', '"say \\"hi\\""'],
    ['"a\\\\b"', '"a\\\\b"'],
    ['"tab\\there"', '"tab\\there"'],
    ['"\\u00e9t\\u00e9"', '"été"'],
    ['"line\\nbreak"', '"line\\nbreak"'],
    ['""', '""'],
    ["412", "412"],
    ["0", "0"],
    ["3.14", "3.14"],
    ["1000.0", "1000.0"],
    ["-201", "(- 201)"],
    ["-51.24", "(- 51.24)"],
    ["true", "true"],
    ["false", "false"],
    ["date(2020, 3, 14)", "(date 2020 3 14)"],
    ["date(2019,12,31)", "(date 2019 12 31)"],
    ["date(y, m, d)", "(date y m d)"],
    ["date(2020, 3)", "(date 2020 3)"],
    ["[1, 4, 7]", "[1 4 7]"],
    ["[]", "[]"],
    ['["US","MX","CA"]', '["US" "MX" "CA"]'],
    ['{"count": G.count(), "sum": G.sum(price)}', '{"count": (.count G), "sum": (.sum G price)}'],
    ["{}", "{}"],
    ['{"k": this.count()}', '{"k": (.count this)}'],
  ])("%s", (input, expected) => expect(tree(input)).toBe(expected));
});

describe("paths, parameters, up-references, this, context data", () => {
  it.each([
    ["homeAddress.countryCode", "homeAddress.countryCode"],
    ["_rtcdpDemo.loyaltyPoints", "_rtcdpDemo.loyaltyPoints"],
    ["_tenant.downloadsLast7Days", "_tenant.downloadsLast7Days"],
    ["_experience.analytics.endUser", "_experience.analytics.endUser"],
    ["$1", "$1"],
    ["$2.homeAddress.stateProvince", "$2.homeAddress.stateProvince"],
    ["^person", "^.person"],
    ["^^.person.gender", "^^.person.gender"],
    ["this", "this"],
    ["this.head()._coresvc.attributes", "(. (. (.head this) _coresvc) attributes)"],
    ["@{_xdm.context.additionalParameters;version=1}.weather", "(. @{_xdm.context.additionalParameters;version=1} weather)"],
    // contextual words are names wherever a name fits
    ["before.after.between", "before.after.between"],
    ["days", "days"],
    ["orders.sum", "orders.sum"],
    ["chain.WHAT", "chain.WHAT"],
    ["a.in.this.not", "a.in.this.not"],
    ["index > inventory", "(> index inventory)"],
    ["nowPlaying = lastName", "(= nowPlaying lastName)"],
  ])("%s", (input, expected) => expect(tree(input)).toBe(expected));
});

describe("precedence: or < and < not < comparison < + - < * / % < unary - < postfix", () => {
  it.each([
    ["a or b and c", "(or a (and b c))"],
    ["a and b or c", "(or (and a b) c)"],
    ["a and b and c", "(and a b c)"],
    ["a and (b and c)", "(and a (and b c))"],
    ["not a and b", "(and (not a) b)"],
    ["not a = b", "(not (= a b))"],
    ["!a = b", "(! (= a b))"],
    ["not not a", "(not (not a))"],
    ["!(x)", "(! x)"],
    ["not(x)", "(not x)"],
    ["a = 1 + 2 * 3", "(= a (+ 1 (* 2 3)))"],
    ["a - b - c", "(- (- a b) c)"],
    ["a / b * c % d", "(% (* (/ a b) c) d)"],
    ["-a * b", "(* (- a) b)"],
    ["- -a", "(- (- a))"],
    ["-a.b()", "(- (.b a))"],
    ["person.age % 5 = 0 and x", "(and (= (% person.age 5) 0) x)"],
    ["a + b in [1, 2]", "(in (+ a b) [1 2])"],
    ["a notIn (['x'])".replace(/'/g, '"'), '(notIn a ["x"])'],
    ['city like "%es%" or b', '(or (like city "%es%") b)'],
    ["a != b", "(!= a b)"],
    ["a <= b", "(<= a b)"],
    ["a >= b", "(>= a b)"],
    ["a < b", "(< a b)"],
    ["a > b", "(> a b)"],
    ["a AND b OR c", "(or (and a b) c)"],
    ["NOT a And b oR c", "(or (and (not a) b) c)"],
    ["x occurs today and y", "(and (occurs x (at today)) y)"],
  ])("%s", (input, expected) => expect(tree(input)).toBe(expected));
});

describe("postfix forms: members, methods, filters, calls", () => {
  it.each([
    ["orders.topN(price, 5).head()", "(.head (.topN orders price 5))"],
    ["a.b().c", "(. (.b a) c)"],
    ['xEvent[productListItems[SKU="PS"]]', '(filter xEvent (filter productListItems (= SKU "PS")))'],
    [
      'xEvent[productListItems[SKU="PS" or ^^.person.gender="female"]]',
      '(filter xEvent (filter productListItems (or (= SKU "PS") (= ^^.person.gender "female"))))',
    ],
    ["xEvent[a].groupBy(b).map(c)", "(.map (.groupBy (filter xEvent a) b) c)"],
    ["currentMonth()", "(currentMonth)"],
    ["mapEntry(K, G.count())", "(mapEntry K (.count G))"],
    ['inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff")', '(inSegment "a730ed3f-119c-415b-a4ac-27c396ae2dff")'],
    ["inSegment(x)", "(inSegment x)"],
    ['if (a = "CA", 1, 2)', '(if (= a "CA") 1 2)'],
    ["if( x, 1, 2)", "(if x 1 2)"],
    ["values().exists(p = 1)", "(.exists (values) (= p 1))"],
    ["sum(1)", "(sum 1)"],
    ["(a).b", "a.b"],
    ["(select S from s where S.x).head().core", "(. (.head (select S s S.x)) core)"],
  ])("%s", (input, expected) => expect(tree(input)).toBe(expected));
});

describe("lambdas, let, select, exists, forall, sum over", () => {
  it.each([
    ["(Profile) => Profile.a = Profile.b", "(lambda (Profile) (= Profile.a Profile.b))"],
    ["g.map((K, G) => mapEntry(K, G.count()))", "(.map g (lambda (K G) (mapEntry K (.count G))))"],
    ["f((a) => a, b)", "(f (lambda (a) a) b)"],
    ["(a)", "a"],
    ["let S = 1 in S > 0", "(let S 1 (> S 0))"],
    ["let S = (a in b) in S", "(let S (in a b) S)"],
    ['let Y = xEvent in {"n": Y.count()}', '(let Y xEvent {"n": (.count Y)})'],
    ["select X from xEvent where X.a = 1", "(select X xEvent (= X.a 1))"],
    ["select X from xEvent", "(select X xEvent null)"],
    ["select X from xEvent where a and b", "(select X xEvent (and a b))"],
    ["exists E from xEvent where E.p > 50", "(exists (E xEvent (> E.p 50)))"],
    ["exists E from xEvent : E.p > 50", "(exists (E xEvent (> E.p 50)))"],
    ["forall E from xEvent", "(forall (E xEvent null))"],
    [
      'exists E from xEvent where (E.p > 50), I from E.items where I.SKU = "PS"',
      '(exists (E xEvent (> E.p 50)) (I E.items (= I.SKU "PS")))',
    ],
    ["exists A from a, B from b, C from c : x", "(exists (A a null) (B b null) (C c x))"],
    ["sum X.total over X from xEvent where X.c = 1", "(sum X.total X xEvent (= X.c 1))"],
    ["sum (a + b) over X from y", "(sum (+ a b) X y null)"],
    ["sum 1 over X from y", "(sum 1 X y null)"],
    ["sum - 1", "(- sum 1)"],
    ["sum[x]", "(filter sum x)"],
  ])("%s", (input, expected) => expect(tree(input)).toBe(expected));
});

describe("occurs: every form", () => {
  it.each([
    ["X.timestamp occurs <= 3 days before now", "(occurs X.timestamp (<= 3 day before now))"],
    ["t occurs = 3 hours before now", "(occurs t (= 3 hour before now))"],
    ["t occurs > 1 day after today", "(occurs t (> 1 day after today))"],
    ["t occurs != 2 weeks from yesterday", "(occurs t (!= 2 week from yesterday))"],
    ["t occurs < 24 hours after tomorrow", "(occurs t (< 24 hour after tomorrow))"],
    ["t occurs before today", "(occurs t (before today))"],
    ["t occurs after date(1981, 1, 1)", "(occurs t (after (date 1981 1 1)))"],
    ["t occurs from X.start", "(occurs t (from X.start))"],
    ["t occurs last week", "(occurs t (at (last week)))"],
    ["t occurs this month", "(occurs t (at (this month)))"],
    ["t occurs next years", "(occurs t (at (next year)))"],
    ["t occurs today", "(occurs t (at today))"],
    ["t occurs on date(2019,12,31)", "(occurs t (on (date 2019 12 31)))"],
    ["t occurs on today", "(occurs t (on today))"],
    ["t occurs X.other", "(occurs t (at X.other))"],
    ["t occurs between date(2015, 1, 8) and date(2017, 7, 1)", "(occurs t (between (date 2015 1 8) (date 2017 7 1)))"],
    ["t occurs between yesterday and today and x", "(and (occurs t (between yesterday today)) x)"],
    ["t occurs between last month and this month", "(occurs t (between (last month) (this month)))"],
    ["t occurs before before", "(occurs t (before before))"],
    ["t occurs between", "(occurs t (at between))"],
    ["t occurs on", "(occurs t (at on))"],
    ["this[timestamp occurs today]", "(filter this (occurs timestamp (at today)))"],
    ["(t occurs today) = true", "(= (occurs t (at today)) true)"],
  ])("%s", (input, expected) => expect(tree(input)).toBe(expected));

  it.each([
    ["millisecond", "milliseconds"],
    ["second", "seconds"],
    ["minute", "minutes"],
    ["hour", "hours"],
    ["day", "days"],
    ["week", "weeks"],
    ["month", "months"],
    ["year", "years"],
    ["decade", "decades"],
    ["century", "centuries"],
    ["millennium", "millennia"],
  ])("the unit %s, singular and plural (%s)", (singular, plural) => {
    expect(tree(`t occurs < 1 ${singular} before now`)).toBe(`(occurs t (< 1 ${singular} before now))`);
    expect(tree(`t occurs < 2 ${plural} before now`)).toBe(`(occurs t (< 2 ${singular} before now))`);
    expect(tree(`t occurs last ${singular}`)).toBe(`(occurs t (at (last ${singular})))`);
  });
});

describe("CHAIN", () => {
  it.each([
    ['chain(xEvent, timestamp, [A: WHAT(eventType = "addToCart")])', '(chain xEvent timestamp (A: (what (= eventType "addToCart"))))'],
    ["CHAIN(xEvent, timestamp, [C0: WHAT(e) WHEN(today)])", "(chain xEvent timestamp (C0: (what e) (when (at today))))"],
    ["Chain(xEvent, timestamp, [C0: what(e) when(today)])", "(chain xEvent timestamp (C0: (what e) (when (at today))))"],
    [
      "chain(xEvent, timestamp, [A: WHAT(e) WHEN(< 24 hours before now) COUNT(5) ] )",
      "(chain xEvent timestamp (A: (what e) (when (< 24 hour before now)) (count 5)))",
    ],
    [
      'chain(xEvent, timestamp, [A: WHAT(e) WHERE(m.values().exists(p="a"))])',
      '(chain xEvent timestamp (A: (what e) (where (.exists (.values m) (= p "a")))))',
    ],
    [
      "chain(xEvent, timestamp, [A: COUNT(2) WHEN(today) WHERE(w) WHAT(e)])",
      "(chain xEvent timestamp (A: (what e) (where w) (when (at today)) (count 2)))",
    ],
    [
      "CHAIN(xEvent, timestamp, [C0: WHAT(a) WHEN(today), C1: WHAT(b) WHEN(between yesterday and today)])",
      "(chain xEvent timestamp (C0: (what a) (when (at today))) (C1: (what b) (when (between yesterday today))))",
    ],
    ["not(chain(xEvent, timestamp, [A: WHAT(e)]))", "(not (chain xEvent timestamp (A: (what e))))"],
    [
      "a and  CHAIN(xEvent, timestamp, [C0: WHAT(e)  WHEN(<= 24 hours before now)])",
      "(and a (chain xEvent timestamp (C0: (what e) (when (<= 24 hour before now)))))",
    ],
    [
      'inSegment("x") and \nCHAIN(xEvent, timestamp, [C0: WHAT(e) \nWHEN(today)])',
      '(and (inSegment "x") (chain xEvent timestamp (C0: (what e) (when (at today)))))',
    ],
  ])("%s", (input, expected) => expect(tree(input)).toBe(expected));
});

describe("whitespace", () => {
  it.each([
    ["\t a\n=\r\n1 ", "(= a 1)"],
    ["\ufeffa = 1", "(= a 1)"],
    ["a\u00a0=\u00a01", "(= a 1)"],
  ])("%j", (input, expected) => expect(tree(input)).toBe(expected));
});
