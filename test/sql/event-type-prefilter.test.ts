// The typed column on events (src/sql/event-type.ts, docs/sql.md): where a condition or an operand
// of its `and` needs eventType to be one of some strings, `e.event_type IN (...)` is that test and
// the doc's eventType is not read. The tables say when each happens; the
// property holds the answers to the evaluator's on events whose eventType is a number, an array,
// an object, null, missing, or a string in another case.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileAudience } from "../../src/sql/index.js";
import { parse } from "../../src/syntax/index.js";
import { openTables, oracle, type Tables } from "./duckdb-tables.js";

const NOW = Date.parse("2024-05-15T12:00:00Z");
let tables: Tables;
beforeAll(async () => {
  tables = await openTables();
});
afterAll(() => tables.close());

function sqlOf(text: string): { ast: NonNullable<ReturnType<typeof parse>["ast"]>; sql: string } {
  const { ast, errors } = parse(text);
  if (!ast || errors.length > 0) throw new Error(`does not parse: ${text}`);
  const compiled = compileAudience(ast, { dialect: "duckdb", now: NOW, localAudienceTable: () => undefined });
  if (!compiled.ok) throw new Error(`does not compile: ${compiled.unsupported.message}`);
  return { ast, sql: compiled.sql };
}

const prefilters = (sql: string) => sql.match(/e\.event_type (= '(?:[^']|'')*'|IN \([^)]*\))/g) ?? [];

describe("when the typed column is tested", () => {
  it.each<[string, string[]]>([
    ['xEvent[eventType = "a"].count() > 0', ["e.event_type = 'a'"]],
    ['xEvent["a" = eventType].count() > 0', ["e.event_type = 'a'"]],
    ['xEvent[eventType in ["a", "b", "a"]].count() > 0', ["e.event_type IN ('a', 'b')"]],
    ['xEvent[eventType = "a" and timestamp occurs < 3 days before now].count() > 0', ["e.event_type = 'a'"]],
    ['xEvent[commerce.order.total > 3 and eventType = "it\'s"].count() > 0', ["e.event_type = 'it''s'"]],
    ['xEvent[eventType = "a"][eventType = "b"].count() > 0', ["e.event_type = 'a'", "e.event_type = 'b'"]],
    [
      'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a"), B: WHAT(eventType in ["b"]) WHERE(eventType = "b")])',
      ["e.event_type = 'a'", "e.event_type = 'b'", "e.event_type = 'b'"],
    ],
    // Nothing it could say for sure: no pre-filter.
    ['xEvent[eventType = "a" or eventType = "b"].count() > 0', []],
    ['xEvent[not (eventType = "a")].count() > 0', []],
    ['xEvent[eventType != "a"].count() > 0', []],
    ["xEvent[eventType = 1].count() > 0", []],
    ['xEvent[eventType in ["a", 1]].count() > 0', []],
    ['xEvent[eventType like "a"].count() > 0', []],
    ['xEvent[web.eventType = "a"].count() > 0', []],
  ])("%s: %j", (pql, expected) => {
    expect(prefilters(sqlOf(pql).sql)).toEqual(expected);
  });
});

describe("when the typed column is the test (the doc's eventType not read)", () => {
  const readsDoc = (sql: string) => sql.includes("pql_member(e.doc, 'eventType')");
  it.each<[string, boolean]>([
    ['xEvent[eventType = "a"].count() > 0', false],
    ['xEvent[eventType in ["a", "b"]].count() > 0', false],
    ['xEvent["a" = eventType and timestamp occurs < 3 days before now].count() > 0', false],
    ['xEvent[(web.name = "x" and eventType = "a") and eventType in ["a", "b"]].count() > 0', false],
    ['CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHERE(eventType in ["a"])])', false],
    // An `or`, a `not`, another operator, another type: read from the doc, as before.
    ['xEvent[eventType = "a" or eventType = "b"].count() > 0', true],
    ['xEvent[(eventType = "a" or web.name = "x") and eventType = "b"].count() > 0', true],
    ['xEvent[not (eventType = "a")].count() > 0', true],
    ['xEvent[eventType != "a"].count() > 0', true],
    ["xEvent[eventType = 1].count() > 0", true],
    ['xEvent[eventType in ["a", 1]].count() > 0', true],
    ['xEvent[eventType like "a"].count() > 0', true],
    ['xEvent[let eventType = "a" in eventType = "a"].count() > 0', false],
  ])("%s: %s", (pql, expected) => {
    expect(readsDoc(sqlOf(pql).sql)).toBe(expected);
  });
});

describe("the typed column never changes an answer", () => {
  it("on events whose eventType is any JSON value or missing (property)", async () => {
    const eventType = fc.oneof(
      fc.constantFrom("a", "A", "b", "a ", "", "it's"),
      fc.integer({ min: 0, max: 2 }),
      fc.constantFrom(["a"], ["a", "b"], { a: "a" }, null, true, undefined),
    );
    const time = fc.integer({ min: -96, max: 2 }).map((h) => new Date(NOW + h * 3_600_000).toISOString());
    const event = fc.record({ eventType, timestamp: time }).map((e) => JSON.parse(JSON.stringify(e)) as Record<string, unknown>);
    const audiences = fc.constantFrom(
      'xEvent[eventType = "a"].count() > 0',
      'xEvent[eventType in ["a", "b"]].count() >= 2',
      'xEvent["A" = eventType and timestamp occurs < 3 days before now].count() > 0',
      'xEvent[eventType = ""].count() = 0',
      'xEvent[eventType = "it\'s"].count() > 0',
      'not xEvent[eventType = "b"].exists()',
      'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a"), B: WHAT(eventType in ["b", "A"]) WHEN(< 24 hours before now)])',
      'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a" and timestamp occurs today) COUNT(2)])',
      'xEvent[(eventType in ["a", "A"] and timestamp occurs < 2 days before now) and eventType != "A"].count() > 0',
      'xEvent[eventType = "a" or eventType = 1].count() > 0',
      'not CHAIN(xEvent, timestamp, [A: WHAT(eventType in ["", "b"]) WHERE(eventType = "b")])',
    );
    await fc.assert(
      fc.asyncProperty(audiences, fc.array(fc.array(event, { maxLength: 6 }), { minLength: 1, maxLength: 6 }), async (pql, lists) => {
        const { ast, sql } = sqlOf(pql);
        const data = { profiles: lists.map((events) => ({ doc: {}, events })) };
        await tables.load(data);
        expect(await tables.pids(sql)).toEqual(oracle(ast, data, NOW).qualified);
      }),
      { numRuns: 150 },
    );
  });
});
