// Table tests of the SQL compiler, one construct per line: the expression, a few profiles (and
// their events), and the profiles expected to qualify, which must also be what `evaluate` says.
// Then what does not compile (the construct and where), and what the SQL refuses on the data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileAudience, helperDefinitions } from "../../src/sql/index.js";
import { parse } from "../../src/syntax/index.js";
import { openTables, oracle, type DataSet, type Tables } from "./duckdb-tables.js";

const NOW = Date.parse("2024-05-15T12:00:00Z");
let tables: Tables;
beforeAll(async () => {
  tables = await openTables();
});
afterAll(() => tables.close());

type Doc = Record<string, unknown>;
const p = (doc: Doc, events: Doc[] = []) => ({ doc, events });
const at = (eventType: string, timestamp: string, more: Doc = {}) => ({ eventType, timestamp, ...more });

function compile(text: string, localAudienceTable: (id: string) => string | undefined = () => undefined) {
  const { ast, errors } = parse(text);
  if (!ast || errors.length > 0) throw new Error(`does not parse: ${text}`);
  return { ast, compiled: compileAudience(ast, { dialect: "duckdb", now: NOW, localAudienceTable }) };
}

async function qualified(text: string, data: DataSet): Promise<{ sql: number[]; evaluator: number[] }> {
  const { ast, compiled } = compile(text);
  if (!compiled.ok) throw new Error(`does not compile: ${compiled.unsupported.message}`);
  await tables.load(data);
  return { sql: await tables.pids(compiled.sql), evaluator: oracle(ast, data, NOW).qualified };
}

// Profiles 0..4: a tier, no tier, a null tier, a tier of the wrong type, tiers in an array.
const tiers: DataSet = {
  profiles: [
    p({ loyalty: { tier: "gold", points: 120 } }),
    p({ loyalty: {} }),
    p({ loyalty: { tier: null, points: null } }),
    p({ loyalty: { tier: 7, points: "120" } }),
    p({ loyalty: [{ tier: "gold" }, { tier: ["silver", null] }], points: 1.5 }),
  ],
};

describe("three-valued logic as the evaluator reads it", () => {
  it.each<[string, number[]]>([
    ['loyalty.tier = "gold"', [0]],
    ["loyalty = {}", [1]], // objects by content: the same keys, the same values
    ['loyalty = {"tier": null, "points": null}', [2]], // a JSON null member is a member
    ["loyalty.tier = 7", [3]], // a string read as a number would stop SQL: the type is asked first
    ['not (loyalty.tier = "gold")', [1, 2, 3, 4]], // a missing tier is not gold: `not` holds
    ['loyalty.tier != "gold"', [3, 4]], // null compares false, for != too; an array is not a string
    ['loyalty.tier in ["gold", "silver"]', [0]],
    ['loyalty.tier notIn ["gold"]', [3, 4]], // notIn of null is false
    ['"silver" in loyalty.tier', [4]], // a path through an array projects and flattens
    ["loyalty.points > 100", [0]], // "120" is a string: no order with a number
    ['loyalty.points < "2"', [3]],
    ["loyalty.tier.isNull()", [1, 2]],
    ["loyalty.tier.isNotNull()", [0, 3, 4]],
    ["loyalty.points + 1 > 100", [0]],
    ["loyalty.points / 0 = 0", []], // division by zero is null
    ['loyalty.tier like "g%"', [0]],
    ['loyalty.tier like "G%"', []],
    ['loyalty.tier.equals("GOLD", false)', [0]],
    ['not loyalty.tier.startsWith("g")', [1, 2, 3, 4]], // a method on the wrong type is null; not null holds
    ['loyalty.tier.matches("^g.l")', [0]],
    ["loyalty.tier.count() = 3", [4]], // gold, silver and the null inside the nested array
    ["loyalty.count() = 0", [1]],
    ['loyalty.tier.max() = "silver"', [4]], // strings order; the null is left out
    ["loyalty.tier.min() = 7", []], // one value is its own min (7 is not an array: null)
    ["loyalty.points.max() > 1", []], // points is a number, not an array: null // count() of an object is its number of keys
    ['loyalty[tier = "gold"]', [4]], // a filter is true when it keeps something
    ['exists L from loyalty where L.tier = "gold"', [4]],
    ['forall L from loyalty.tier where L = "gold"', [1, 2]], // true over a missing array, false over a non-array
  ])("%s", async (text, expected) => {
    const r = await qualified(text, tiers);
    expect(r.evaluator).toEqual(expected);
    expect(r.sql).toEqual(expected);
  });
});

const shopper: DataSet = {
  profiles: [
    p({}, [at("view", "2024-05-15T09:00:00Z"), at("cart", "2024-05-15T10:00:00Z"), at("buy", "2024-05-15T11:00:00.000Z")]),
    p({}, [at("cart", "2024-05-15T10:00:00Z"), at("view", "2024-05-15T10:00:00Z"), at("buy", "2024-05-14T11:00:00Z")]),
    p({}, [at("view", "2024-05-13T10:00:00Z"), at("view", "2024-05-13T10:00:00Z"), at("view", "not a time")]),
    p({}, []),
  ],
};

describe("events: filters, counts (of nothing too), CHAIN order and time", () => {
  it.each<[string, number[]]>([
    ['xEvent[eventType = "view"].count() = 0', [3]], // count() of no events is 0, not null
    ['xEvent[eventType = "view"].count() >= 2', [2]],
    ['xEvent.exists(eventType = "buy")', [0, 1]],
    ['not xEvent[eventType = "buy"]', [2, 3]],
    ['CHAIN(xEvent, timestamp, [A: WHAT(eventType = "view"), B: WHAT(eventType = "cart")])', [0]], // strict order: a tie is not after
    ['CHAIN(xEvent, timestamp, [A: WHAT(eventType = "cart"), B: WHAT(eventType = "buy")])', [0]],
    ['CHAIN(xEvent, timestamp, [A: WHAT(eventType = "view") COUNT(2)])', [2]], // events without a readable time never match
    ['CHAIN(xEvent, timestamp, [A: WHAT(eventType = "buy") WHEN(today)])', [0]],
    ['CHAIN(xEvent, timestamp, [A: WHAT(eventType = "buy") WHEN(< 2 days before now)])', [0, 1]],
    ['CHAIN(xEvent, timestamp, [A: WHAT(eventType = "view") WHEN(yesterday)])', []],
    ['exists E from xEvent where E.eventType = "cart"', [0, 1]],
    ['forall E from xEvent where E.eventType = "view"', [2, 3]],
    ['"buy" in xEvent.eventType', [0, 1]], // a path through the events reads the list of their docs
    ['(select E from xEvent where E.eventType = "view").count() = 3', [2]],
    ['(sum 1 over E from xEvent where E.eventType = "view") = 3', [2]],
  ])("%s", async (text, expected) => {
    const r = await qualified(text, shopper);
    expect(r.evaluator).toEqual(expected);
    expect(r.sql).toEqual(expected);
  });
});

const dated: DataSet = {
  profiles: [
    p({ person: { birthDate: "1990-05-15" }, seen: "2024-05-15T11:59:59Z" }),
    p({ person: { birthDate: "2024-02-30" }, seen: "2024-05-14T12:00:00.000Z" }), // not a day of the calendar
    p({ person: { birthDate: 19900515 }, seen: "yesterday" }),
  ],
};

describe("time: attributes against now", () => {
  it.each<[string, number[]]>([
    ["person.birthDate occurs before today", [0]],
    ["seen occurs today", [0]],
    ["seen occurs < 25 hours before now", [0, 1]],
    ["seen occurs = 1 day before now", [1]],
    ["seen occurs between yesterday and today", [0, 1]],
    ["seen > date(2024, 5, 14)", [0, 1]],
    ["currentYear() = 2024", [0, 1, 2]],
    ["person.birthDate.getYear() = 1990 and person.birthDate.getMonth() = 5", [0]],
    ["seen.getDayOfMonth() = 14", [1]],
    ["person.birthDate.getDayOfMonth().isNull()", [1, 2]], // not a day, not a string: null
  ])("%s", async (text, expected) => {
    const r = await qualified(text, dated);
    expect(r.evaluator).toEqual(expected);
    expect(r.sql).toEqual(expected);
  });
});

describe("segments", () => {
  const members: DataSet = {
    profiles: [
      p({ segmentMembership: { ups: { s1: { status: "realized" } } } }),
      p({ segmentMembership: { ups: { s1: { status: "exited" } } } }),
      p({ segmentMembership: [{ ups: { s1: { status: "existing" } } }] }), // an array: not read as membership
    ],
  };
  it('inSegment("s1") reads segmentMembership.ups', async () => {
    const r = await qualified('inSegment("s1")', members);
    expect(r).toEqual({ sql: [0], evaluator: [0] });
  });
  it("a local audience is a table of pids", async () => {
    await tables.load(members);
    await tables.connection.run("CREATE OR REPLACE TABLE audience_9 AS SELECT 1::BIGINT AS pid");
    const { compiled } = compile('inSegment("alias:other")', (id) => (id === "alias:other" ? "audience_9" : undefined));
    if (!compiled.ok) throw new Error(compiled.unsupported.message);
    expect(await tables.pids(compiled.sql)).toEqual([1]);
  });
  it("two local audiences: each reference reads its own table, whatever the tables are called", async () => {
    await tables.load(members);
    // audience_1 and audience_3 are what estimate and sql name them; the query's own parts once
    // had such names too, and a CTE audience_1 hid the table audience_1 from the second reference.
    await tables.connection.run("CREATE OR REPLACE TABLE audience_1 AS SELECT 1::BIGINT AS pid");
    await tables.connection.run("CREATE OR REPLACE TABLE audience_3 AS SELECT * FROM (VALUES (1::BIGINT), (2::BIGINT)) AS t(pid)");
    const tableOf = (id: string) => ({ "alias:gold": "audience_1", "alias:us": "audience_3" })[id];
    const { compiled } = compile('inSegment("alias:us") and inSegment("alias:gold")', tableOf);
    if (!compiled.ok) throw new Error(compiled.unsupported.message);
    expect(await tables.pids(compiled.sql)).toEqual([1]);
  });
  it("a table named like one of the query's own parts is refused, not hidden", () => {
    const { compiled } = compile('inSegment("alias:other")', () => "in_segment_1");
    expect(compiled).toMatchObject({
      ok: false,
      unsupported: { construct: expect.stringContaining("named like the compiler's own parts") },
    });
  });
});

describe("what does not compile yet says which construct, and where", () => {
  it.each<[string, string, string]>([
    ["person.emails.distinct().count() > 1", "the method distinct", "1:15"],
    ['loyalty.get("tier") = "gold"', "the method get", "1:9"],
    ['person.name.matches("(?=a)b")', "this regular expression", "1:21"],
    ['person.name.regexGroup("a") = "a"', "the method regexGroup", "1:13"],
    ['CHAIN(xEvent, when, [A: WHAT(eventType = "x")])', "CHAIN ordered by a field other than timestamp", "1:15"],
  ])("%s", (text, construct, where) => {
    const { compiled } = compile(text);
    expect(compiled.ok).toBe(false);
    if (compiled.ok) return;
    expect(compiled.unsupported.construct).toBe(construct);
    expect(`${compiled.unsupported.span.start.line}:${compiled.unsupported.span.start.column}`).toBe(where);
    expect(compiled.unsupported.message).toContain("the evaluator answers it");
  });
});

describe("what the SQL refuses on the data stops the query: never a wrong answer", () => {
  it.each<[string, Doc, RegExp]>([
    ["seen occurs today", { seen: "2024-05-15T10:00:00+02:00" }, /Date\.parse/],
    ['name.equals("σ", false)', { name: "ΑΣ" }, /lower-case it differently/],
    // (`a.b = "x"` answers there: a string is read from the doc's member at the path, never through arrays.)
    ['a.b != "x"', { a: [[[[{ b: "x" }]]]] }, /nested more than 3 deep/],
    ["a = b", { a: { x: [[1]] }, b: { x: [[2]] } }, /comparing arrays or objects that hold arrays or objects/],
  ])("%s on %j", async (text, doc, message) => {
    const { compiled } = compile(text);
    if (!compiled.ok) throw new Error(compiled.unsupported.message);
    await tables.load({ profiles: [p(doc)] });
    await expect(tables.pids(compiled.sql)).rejects.toThrow(message);
  });
});

it("the SQL is readable: a CTE per part, each with its line:col, and no semicolon at the end", () => {
  const { compiled } = compile(
    'xEvent[eventType = "a"].count() > 1 and\n  CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a"), B: WHAT(eventType = "b")])',
  );
  if (!compiled.ok) throw new Error(compiled.unsupported.message);
  expect(compiled.sql).toMatch(/^WITH\n-- 1:1 xEvent\[eventType = "a"\]\.count\(\)\nevents_1 AS \(/);
  expect(compiled.sql).toContain('-- 2:29 A: eventType = "a"\nchain_step_2 AS (');
  expect(compiled.sql).toContain('-- 2:55 B: eventType = "b"\nchain_step_3 AS (');
  expect(compiled.sql.trimEnd().endsWith(";")).toBe(false);
});

it("calendar parts in SQL are JavaScript's GMT year, month and day, years 0 to 9999 (property)", async () => {
  const { datePartSql } = await import("../../src/sql/timestamps.js");
  const { duckdb } = await import("../../src/sql/duckdb.js");
  const { Names } = await import("../../src/sql/values.js");
  const fc = (await import("fast-check")).default;
  const instants = fc.array(fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_999 }), { minLength: 1, maxLength: 20 });
  await fc.assert(
    fc.asyncProperty(instants, async (ms) => {
      const names = new Names();
      const parts = ms.map((t) => ["year", "month", "day"].map((p) => datePartSql(duckdb, names, String(t), p as "year")).join(", "));
      const sql = parts.map((p, i) => `SELECT ${i} AS i, [${p}] AS v`).join(" UNION ALL ");
      const rows = (await tables.connection.runAndReadAll(`${sql} ORDER BY i`)).getRowObjectsJson();
      const got = rows.map((r) => (r.v as number[]).map(Number));
      expect(got).toEqual(ms.map((t) => [new Date(t).getUTCFullYear(), new Date(t).getUTCMonth() + 1, new Date(t).getUTCDate()]));
    }),
    { numRuns: 8 },
  );
});

it("an ISO-8601 string is the instant the evaluator reads, or SQL refuses it (property)", async () => {
  const { parseIsoSql } = await import("../../src/sql/timestamps.js");
  const { duckdb } = await import("../../src/sql/duckdb.js");
  const { Names } = await import("../../src/sql/values.js");
  const { parseIso } = await import("../../src/evaluate/values.js");
  const fc = (await import("fast-check")).default;
  const digits = (n: number, max: number) => fc.integer({ min: 0, max }).map((x) => String(x).padStart(n, "0"));
  const iso = fc
    .tuple(digits(4, 9999), digits(2, 13), digits(2, 32), digits(2, 25), digits(2, 61), digits(2, 61), digits(3, 999))
    .chain(([y, mo, d, h, mi, s, ms]) =>
      fc.constantFrom(
        `${y}-${mo}-${d}`,
        `${y}-${mo}-${d}T${h}:${mi}:${s}Z`,
        `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`,
        `${y}-${mo}-${d}T${h}:${mi}:${s}+02:00`,
        `${y}-${mo}-${d} ${h}:${mi}`,
        `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}1Z`,
        `${y}-${mo}-${d}x`,
      ),
    );
  const text = fc.oneof(iso, fc.string({ maxLength: 12 }));
  await fc.assert(
    fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 20 }), async (strings) => {
      for (const s of strings) {
        const sql = `SELECT ${parseIsoSql(duckdb, new Names(), duckdb.string(s))} AS ms`;
        const got = await tables.connection.runAndReadAll(sql).then(
          (r) => r.getRowObjectsJson()[0]!.ms,
          (e: Error) => e,
        );
        if (got instanceof Error) expect(got.message, s).toContain("Date.parse");
        else expect(got === null ? null : Number(got), s).toBe(parseIso(s));
      }
    }),
    { numRuns: 15 },
  );
});

it("like in SQL is the evaluator's like: % any run, _ one character, no escape (property)", async () => {
  const fc = (await import("fast-check")).default;
  const piece = fc.constantFrom("a", "b", "%", "_", "\\", "é", "😀", "\n", "[", "*");
  const str = fc.array(piece, { maxLength: 6 }).map((xs) => xs.join(""));
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(str, str), { minLength: 1, maxLength: 30 }), async (pairs) => {
      const data: DataSet = { profiles: pairs.map(([s, pattern]) => p({ s, pattern })) };
      const r = await qualified("s like pattern", data);
      expect(r.sql).toEqual(r.evaluator);
    }),
    { numRuns: 15 },
  );
});

it("matches in SQL is the evaluator's on the patterns it compiles (property)", async () => {
  const fc = (await import("fast-check")).default;
  const { regexForSql } = await import("../../src/sql/regex.js");
  const piece = fc.constantFrom(
    "a",
    "b",
    ".",
    "*",
    "+",
    "?",
    "^",
    "$",
    "|",
    "(",
    ")",
    "[a-c]",
    "[^b]",
    "\\d",
    "\\w",
    "\\s",
    "\\b",
    "{2}",
    "é",
    "A",
  );
  const pattern = fc
    .tuple(fc.boolean(), fc.array(piece, { minLength: 1, maxLength: 6 }))
    .map(([i, xs]) => `${i ? "(?i)" : ""}${xs.join("")}`)
    .filter((x) => typeof regexForSql(x) === "string");
  const text = fc.array(fc.constantFrom("a", "b", "A", "1", " ", "é", "É", "\n", "_"), { maxLength: 6 }).map((xs) => xs.join(""));
  await fc.assert(
    fc.asyncProperty(pattern, fc.array(text, { minLength: 1, maxLength: 10 }), async (re, texts) => {
      const { ast } = parse(`s.matches(${JSON.stringify(re)})`);
      const { compiled } = compile(`s.matches(${JSON.stringify(re)})`);
      if (!compiled.ok || !ast) throw new Error("does not compile");
      const data: DataSet = { profiles: texts.map((s) => p({ s })) };
      await tables.load(data);
      expect(await tables.pids(compiled.sql), re).toEqual(oracle(ast, data, NOW).qualified);
    }),
    { numRuns: 40 },
  );
});

it("string tests with and without case, and string order, are the evaluator's or stop the query (property)", async () => {
  const fc = (await import("fast-check")).default;
  const text = fc
    .array(fc.constantFrom("a", "A", "é", "É", "ß", "İ", "Σ", "σ", "\uE000", "😀", "z", ""), { maxLength: 4 })
    .map((xs) => xs.join(""));
  const expression = fc.constantFrom(
    "s.equals(t, false)",
    "s.startsWith(t, false)",
    "s.doesNotEndWith(t, false)",
    "s.contains(t)",
    "s < t",
    "s >= t",
  );
  await fc.assert(
    fc.asyncProperty(expression, fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 6 }), async (pql, pairs) => {
      const { ast } = parse(pql);
      const { compiled } = compile(pql);
      if (!compiled.ok || !ast) throw new Error("does not compile");
      const data: DataSet = { profiles: pairs.map(([s, t]) => p({ s, t })) };
      await tables.load(data);
      const got = await tables.pids(compiled.sql).catch((e: Error) => e);
      if (got instanceof Error) expect(got.message).toMatch(/lower-case it differently|order them differently/);
      else expect(got).toEqual(oracle(ast, data, NOW).qualified);
    }),
    { numRuns: 60 },
  );
});

it("CHAIN in SQL is the evaluator's CHAIN on events with many ties and unreadable times (property)", async () => {
  const fc = (await import("fast-check")).default;
  const time = fc.oneof(
    fc.integer({ min: -6, max: 2 }).map((h) => new Date(NOW + h * 3_600_000).toISOString()),
    fc.constantFrom("2024-05-14", "later", undefined),
  );
  const event = fc.record({ eventType: fc.constantFrom("a", "b", "c"), timestamp: time }).map((e) => JSON.parse(JSON.stringify(e)));
  const chains = fc.constantFrom(
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a"), B: WHAT(eventType = "b")])',
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") COUNT(2), B: WHAT(eventType = "b"), C: WHAT(eventType = "a")])',
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "b"), B: WHAT(eventType != "c") COUNT(3)])',
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(today), B: WHAT(eventType = "c") WHEN(< 3 hours before now)])',
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "c") COUNT(2) WHEN(> 1 hours before now)])',
  );
  await fc.assert(
    fc.asyncProperty(chains, fc.array(fc.array(event, { maxLength: 7 }), { minLength: 1, maxLength: 6 }), async (pql, eventLists) => {
      const r = await qualified(pql, { profiles: eventLists.map((events) => p({}, events)) });
      expect(r.sql).toEqual(r.evaluator);
    }),
    { numRuns: 60 },
  );
});

// Each read of a row's doc parses the whole document (DuckDB's JSON is text): a path read at several
// places of an expression is read once and bound (values.ts), which made profile queries 2-4x faster.
describe("a row's doc is read once per path", () => {
  it.each<[string, string]>([
    ['homeAddress.countryCode = "US"', "p.doc"],
    ['loyalty.tier in ["gold", "platinum"]', "p.doc"],
    ['homeAddress.countryCode != "US"', "pql_member(p.doc, 'homeAddress')"],
    ['xEvent[eventType != "a"].count() > 0', "e.doc, 'eventType')"],
  ])("%s reads %s once", (pql, read) => {
    const { compiled } = compile(pql);
    if (!compiled.ok) throw new Error(compiled.unsupported.message);
    expect(compiled.sql.split(read).length - 1).toBe(1);
  });
});

// What a reader of `sql` sees: the query says what the PQL says, through the macros of
// src/sql/duckdb-macros.ts (printed once above it), not the readings written out.
describe("the SQL reads as the PQL", () => {
  it.each<[string, string]>([
    // A path compared with a string or a number is read at its place in one go (values.ts scalarSource).
    ['homeAddress.countryCode = "US"', `coalesce(pql_string(json_extract(p.doc, '$."homeAddress"."countryCode"')) = 'US', FALSE)`],
    [
      'loyalty.tier in ["gold", "platinum"]',
      `coalesce(pql_string(json_extract(p.doc, '$."loyalty"."tier"')) IN ('gold', 'platinum'), FALSE)`,
    ],
    ['loyalty = "gold"', "coalesce(pql_string(pql_member(p.doc, 'loyalty')) = 'gold', FALSE)"],
    ["loyalty.points >= 1000", "coalesce(pql_number(pql_field(pql_member(p.doc, 'loyalty'), 'points')) >= CAST(1000 AS DOUBLE), FALSE)"],
    ["person.vip", "pql_truthy(pql_field(pql_member(p.doc, 'person'), 'vip'))"],
    [
      'inSegment("gold")',
      "coalesce(pql_string(pql_member(pql_member(pql_member(pql_member(p.doc, 'segmentMembership'), 'ups'), 'gold'), 'status')) IN ('realized', 'existing'), FALSE)",
    ],
  ])("%s", (pql, where) => {
    const { compiled } = compile(pql);
    if (!compiled.ok) throw new Error(compiled.unsupported.message);
    expect(compiled.sql).toBe(`-- 1:1 the audience\nSELECT p.pid, p.primary_id\nFROM profiles AS p\nWHERE ${where}`);
  });

  it("the macros a query calls are defined with those they call, in an order that runs", () => {
    const { compiled } = compile('homeAddress.countryCode != "US"');
    if (!compiled.ok) throw new Error(compiled.unsupported.message);
    const defined = helperDefinitions("duckdb", compiled.sql).map((s) => /MACRO (\w+)\(/.exec(s)![1]);
    expect(defined).toEqual(["pql_member", "pql_spread", "pql_field_0", "pql_field_1", "pql_field_2", "pql_field", "pql_string"]);
  });
});
