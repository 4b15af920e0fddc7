// The ClickHouse dialect without a server (test/clickhouse/ runs it on two shards): what it writes
// for the constructs it compiles, and what it refuses, with the construct and where.
import { describe, expect, it } from "vitest";
import { clickHouseStopReason } from "../../src/sql/clickhouse.js";
import { clickHouseStatement } from "../../src/sql/clickhouse-audience.js";
import { compileAudience } from "../../src/sql/index.js";
import { STOP_MARK } from "../../src/sql/stop.js";
import { parse } from "../../src/syntax/index.js";

const NOW = Date.parse("2024-05-15T12:00:00Z");

function compile(pql: string, local: string[] = []) {
  const { ast } = parse(pql);
  return compileAudience(ast!, { dialect: "clickhouse", now: NOW, localAudienceTable: (id) => (local.includes(id) ? "t" : undefined) });
}

function sqlOf(pql: string): string {
  const r = compile(pql);
  if (!r.ok) throw new Error(r.unsupported.message);
  return r.sql;
}

describe("sql --dialect clickhouse", () => {
  it("a profile path is named once in WITH, prefix by prefix; = against a literal compares encodings (a literal is never null)", () => {
    const sql = sqlOf('homeAddress.countryCode = "US"');
    expect(sql).toMatch(
      /^-- 1:1 homeAddress\.countryCode = "US"\nWITH\n {2}.*'KhomeAddress'.* AS `profile\.homeAddress`,\n {2}.*`profile\.homeAddress`.*'KcountryCode'.* AS `profile\.homeAddress\.countryCode`\nSELECT p\.pid, p\.primary_id\nFROM profiles AS p\nWHERE \(`profile\.homeAddress\.countryCode` = 'SUS'\)$/s,
    );
    expect(sql.match(/'KhomeAddress'/g)).toHaveLength(1);
    // Against a value from the data, null must be ruled out.
    expect(sqlOf("a = b")).toMatch(/\nWHERE \(`profile\.a` = `profile\.b` AND `profile\.a` <> 'Z'\)$/);
  });

  it("an and/or at the top is one operand a line, each under its PQL", () => {
    const sql = sqlOf('a = 1 and (b = "x" or c = 2) and xEvent[eventType = "v"]');
    expect(sql).toContain(
      "\nWHERE\n  -- 1:1 a = 1\n  (`profile.a` = 'N000000000000F03F')\n  AND\n  -- 1:12 b = \"x\" or c = 2\n  ((`profile.b` = 'Sx') OR (`profile.c` = 'N0000000000000040'))",
    );
    expect(sql).toContain('\n  AND\n  -- 1:34 xEvent[eventType = "v"]\n  (p.pid IN (\n');
  });

  it("the printed statement carries the setting a cluster needs", () => {
    expect(clickHouseStatement(sqlOf("a = 1"))).toMatch(/\n-- on a cluster, .*\nSETTINGS distributed_product_mode = 'local'$/);
  });

  it("a number literal compared is written as a number; arithmetic, methods and binders compile", () => {
    expect(sqlOf("a > 3")).toMatch(
      /\nWHERE \(substring\(`profile\.a`, 1, 1\) = 'N' AND reinterpretAsFloat64\(unhex\(substring\(`profile\.a`, 2\)\)\) > 3\)$/,
    );
    for (const pql of [
      "a + 1 > 2",
      "-a > 2",
      "let x = a in x = 1",
      'orders.sum(price) > 3 and orders.count() = 2 and orders.head().price = 1 and tags.includes("x")',
      "exists A from xs where A.v = 1",
      "(sum C.v over A from xs, C from A.items) > 0",
      "currentYear() = 2024",
    ])
      expect(compile(pql).ok, pql).toBe(true);
  });

  it.each([
    ['exists X from xEvent where X.eventType = "v"', "(p.pid IN (", "WHERE (arrayPushFront"],
    ['forall X from xEvent : X.eventType = "v"', "(p.pid NOT IN (", "WHERE NOT ("],
    ["select X from xEvent where X.a = 1", "(p.pid IN (", "WHERE (arrayPushFront"],
    ["(sum X.a over X from xEvent) > 10", "(p.pid IN (", "GROUP BY pid\n    HAVING "],
    // The evaluator holds this on no events (0 < 10): the profiles NOT IN those whose events say otherwise.
    ["(sum X.a over X from xEvent) < 10", "(p.pid NOT IN (", "GROUP BY pid\n    HAVING NOT ("],
  ])("%s over the profile's events: %s ... %s", (pql, set, part) => {
    const sql = sqlOf(pql);
    expect(sql).toContain(`WHERE ${set}\n    -- 1:1 `);
    expect(sql).toContain(part);
  });

  it("writes no TRUE, FALSE, NULL, CASE or JSON: 18.16 has none of them", () => {
    for (const pql of [
      'not (a.b = "x") or c != 3 and d in ["p", "q"] and e notIn [1, 2]',
      'name.startsWith("J") and name.contains("o", false) and x like "a%b" and y.isNull() and z < 5 and w >= "m"',
      'inSegment("seg-1") and xs.items.name = ["a"]',
      'xEvent[eventType = "a" and timestamp occurs < 3 days before now].count() >= 2 and not xEvent[b[c = 1]]',
      "birthDate occurs between date(2024, 1, 1) and yesterday and CHAIN(xEvent, timestamp, [A: WHAT(x = 1), B: WHAT(y = 2) WHEN(today)])",
    ]) {
      const sql = sqlOf(pql);
      expect(sql).not.toMatch(/\b(TRUE|FALSE|NULL|CASE|JSON)\b/);
    }
  });

  it("a negative number literal is a literal", () => {
    expect(sqlOf("a > -0.5")).toContain("reinterpretAsFloat64(unhex(substring('N000000000000E0BF', 2)))");
  });

  it("string literals are escaped as ClickHouse reads them", () => {
    expect(sqlOf('a = "it\'s \\\\ \\n"')).toContain("= 'Sit\\'s \\\\ \\n')");
  });

  it.each([
    ['exists X from xEvent where "v" in xEvent.eventType', "xEvent as a value inside an events condition", 35],
    ["xEvent[a = 1].count() > b", "a count of events compared with something other than a number literal", 1],
    ["[xEvent.count()]", "a count of events outside a comparison with a number", 2],
    ['xEvent[inSegment("s")]', "inSegment inside an events condition", 8],
    ["xEvent[^.a = 1]", "^ out of an events condition", 8],
    ["xEvent[$1.a = 1]", "$1 inside an events condition", 8],
    ['a = 1 and CHAIN(orders, timestamp, [A: WHAT(eventType = "x")])', "CHAIN over something other than the profile's xEvent", 17],
    ['CHAIN(xEvent, at, [A: WHAT(eventType = "x")])', "CHAIN ordered by a field other than timestamp", 15],
    ["birthDate occurs < 2 months before lastSeen", "`month` counted from a time read from the data", 18],
    ["[today]", "a time as a value", 2],
    ["if(a, now, 1) = b", "a time as a value", 7],
    ["exists X from xEvent where age > 1", "a field of the profile inside an events condition", 28],
    ["(sum X.a over X from xEvent) > age", "a field of the profile inside an events condition", 32],
    ['exists X from xEvent where inSegment("s")', "inSegment inside an events condition", 28],
    ["exists X from xEvent where CHAIN(xEvent, timestamp, [A: WHAT(a = 1)])", "CHAIN inside an events condition", 28],
    ["let v = a in (xEvent[b = v] and true)", "a variable bound outside an events condition", 26],
    ["forall X from xEvent where X.a = (sum Y.a over Y from xEvent)", "sum ... over of xEvent inside an events condition", 35],
    ['name.matches("(?=J)")', "this regular expression", 14],
    ["name.matches(p)", "matches with a computed pattern", 14],
    ['a < "\u{1F600}"', "ordering against a string with characters from U+D800 on", 1],
    ["a like b", "like with a computed pattern", 8],
    ['{"k": a} = b', "an object literal with computed values", 1],
  ])("refuses %s: %s at column %i", (pql, construct, column) => {
    const r = compile(pql as string);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.unsupported.construct).toBe(construct);
    expect(r.unsupported.span.start).toMatchObject({ line: 1, column });
    expect(r.unsupported.message).toMatch(/does not compile to ClickHouse SQL yet/);
    expect(r.unsupported.message).not.toMatch(/evaluator/);
  });

  // 18.16's match() first looks for a literal of the pattern outside parentheses, case-sensitively
  // and only up to a NUL: inside one group there is none, and RE2 alone answers.
  it.each([
    ['name.matches("(?i)^john")', "'(?i)(?:^john)'"],
    ['name.matches("Smith")', "'(?:Smith)'"],
    ['name like "J_n%"', "'(?s)(?:^J.n.*$)'"],
    ['name like "%a.%b%"', "'(?s)(?:^.*a\\\\x{2e}.*b.*$)'"],
  ])("%s reaches RE2 whole: %s", (pql, pattern) => {
    expect(sqlOf(pql)).toContain(`, ${pattern})`);
  });

  it.each([
    'xEvent.exists(eventType = "buy")',
    'xEvent[eventType = "buy"].productListItems.sum(priceTotal) > 10',
    '"view" in xEvent.eventType',
    'xEvent[productListItems[SKU = "PS"]]._id',
  ])("the profile's events as a value, %s: their docs in the data's order, in a grouped events subquery", (pql) => {
    const sql = sqlOf(pql);
    expect(sql).toContain("arraySort(groupArray((seq, ");
    expect(sql).toMatch(/p\.pid (NOT )?IN \(\n {4}-- [^\n]*\n {4}SELECT pid\n {4}FROM events\n {4}GROUP BY pid\n {4}HAVING /);
  });

  it("refuses a literal nested past the encoding's bound, at once and at the literal (it used to abort Node)", () => {
    // About 150 bytes, 24 objects deep: each level re-quoted its children, 2^24 times over.
    const deep = `a = ${'{"k\'": '.repeat(24)}"x'"${"}".repeat(24)}`;
    expect(deep.length).toBeLessThan(250);
    const started = performance.now();
    const r = compile(deep);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.unsupported.construct).toBe("a literal nested more than 16 levels deep");
    expect(r.unsupported.span.start).toMatchObject({ line: 1, column: 5 + 16 * 7 });
    expect(r.unsupported.message).toMatch(/does not compile to ClickHouse SQL yet: each level doubles/);
    // Arrays likewise; 16 levels still compile.
    expect(compile(`a = ${"[".repeat(17)}1${"]".repeat(17)}`).ok).toBe(false);
    expect(sqlOf(`a = ${'{"k\'": '.repeat(16)}"x'"${"}".repeat(16)}`)).toContain("SELECT p.pid");
  });

  it.each([
    ['xEvent[eventType = "view"]', "IN", ""],
    ["xEvent", "IN", ""],
    ['xEvent[eventType = "view"].count() > 2', "IN", "HAVING toFloat64(count()) > 2"],
    ['2 < xEvent[eventType = "view"].count()', "IN", "HAVING toFloat64(count()) > 2"],
    ["xEvent.count() < 3", "NOT IN", "HAVING NOT (toFloat64(count()) < 3)"],
    ["xEvent.count() = 0", "NOT IN", "HAVING NOT (toFloat64(count()) = 0)"],
    ["xEvent.count() != 0.5", "NOT IN", "HAVING NOT (toFloat64(count()) != toFloat64('0.5'))"],
  ])("%s: the profiles %s a set of pids from the events table %s", (pql, membership, having) => {
    const sql = sqlOf(pql);
    expect(sql).toContain(`WHERE (p.pid ${membership} (\n    -- 1:1 ${pql}\n    SELECT pid\n    FROM events`);
    expect(sql).toContain(having);
    expect(sql).not.toMatch(/\bAS e\b|e\.doc_enc/);
  });

  it.each([
    ['xEvent[eventType = "view"]', "PREWHERE event_type IN ('view')"],
    ['xEvent[eventType in ["a", "b"] and x = 1][eventType = "b"].count() > 1', "PREWHERE event_type IN ('b')"],
    ['CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a"), B: WHAT(eventType = "b")])', "PREWHERE event_type IN ('a', 'b')"],
    ['xEvent[eventType = "view" or x = 1]', undefined],
    ['CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a"), B: WHAT(x = 1)])', undefined],
  ])("%s: events of other types are left out before the documents are read (%s)", (pql, prewhere) => {
    const sql = sqlOf(pql);
    if (prewhere === undefined) expect(sql).not.toContain("PREWHERE");
    else expect(sql).toContain(`\n    FROM events\n    ${prewhere}\n    WHERE `);
  });

  it("a count is a number, never true as a condition", () => {
    expect(sqlOf("xEvent.count()")).toMatch(/\nWHERE 0$/);
  });

  it("an event's own timestamp is its ts_ms; times fixed by now are constants", () => {
    const sql = sqlOf("xEvent[timestamp occurs < 1 hours before now]");
    expect(sql).toContain("(isNotNull(ts_ms) AND (ifNull(ts_ms, 0) > 1715770800000 AND ifNull(ts_ms, 0) <= 1715774400000))");
    // A profile attribute is read as parseIso reads it: the UTC forms and dates, other ISO forms stop the query.
    const profile = sqlOf("birthDate occurs today");
    expect(profile).toContain("match(s");
    expect(profile).toContain(`${STOP_MARK}a timestamp string with an offset`);
    expect(profile).toContain(">= 1715731200000 AND t");
  });

  it("CHAIN: one step counts timed events; several walk the profile's timed events sorted by time", () => {
    const one = sqlOf('CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])');
    expect(one).toContain(
      "WHERE isNotNull(ts_ms)\n      AND (ifNull(ts_ms, 0) >= 1715731200000 AND ifNull(ts_ms, 0) < 1715817600000) AND ",
    );
    expect(one).toContain("HAVING count() >= 1");
    const two = sqlOf('CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a"), B: WHAT(eventType = "b")])');
    expect(two).toContain("HAVING arrayMap(chain1 -> ");
    expect(two).toContain("[arraySort(groupArray((ifNull(ts_ms, 0), (");
    expect(two).toMatch(/tupleElement\(x\d+, 2\) AND tupleElement\(x\d+, 1\) > a\d+, chain1/);
    expect(two).toMatch(/tupleElement\(x\d+, 3\) AND tupleElement\(x\d+, 1\) > a\d+, chain1/);
  });

  it("refuses inSegment of an audience of the same run, compiles the profile's membership otherwise", () => {
    const r = compile('inSegment("gold")', ["gold"]);
    expect(!r.ok && r.unsupported.construct).toBe("inSegment of an audience of the same run");
    expect(sqlOf('inSegment("gold")')).toContain("IN ('Srealized', 'Sexisting')");
  });

  it("a deliberate stop names its reason in ClickHouse's error, and only such an error has one", () => {
    const error = `Code: 6, e.displayText() = DB::Exception: Cannot parse string '${STOP_MARK}a reason' as UInt8: syntax error at begin of string.`;
    expect(clickHouseStopReason(error)).toBe("a reason");
    expect(clickHouseStopReason("Code: 47, e.displayText() = DB::Exception: Unknown identifier: x")).toBeUndefined();
  });

  it("the DuckDB dialect is untouched by it", () => {
    const { ast } = parse('homeAddress.countryCode = "US"');
    const r = compileAudience(ast!, { dialect: "duckdb", now: NOW, localAudienceTable: () => undefined });
    expect(r.ok && r.sql).toBe(
      `-- 1:1 the audience\nSELECT p.pid, p.primary_id\nFROM profiles AS p\nWHERE coalesce(pql_string(json_extract(p.doc, '$."homeAddress"."countryCode"')) = 'US', FALSE)`,
    );
  });
});
