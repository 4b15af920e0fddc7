// Which fields of an event's doc a compiled query reads: a Parquet file's events are read through
// a view of those fields only, so a query that reads the doc any other way must get the whole doc.
import { describe, expect, it } from "vitest";
import { eventFieldsRead, readingEventsFrom } from "../../src/node/estimate/event-fields.js";

describe("eventFieldsRead", () => {
  it("the members of e.doc a query reads, once each, sorted, quotes unescaped", () => {
    const sql = `SELECT e.pid FROM events AS e WHERE pql_string(pql_member(e.doc, 'eventType')) = 'x'
      AND pql_member(e.doc, 'commerce') IS NOT NULL AND pql_member(e.doc, 'eventType') IS NOT NULL AND pql_member(e.doc, 'it''s') = 1
      AND pql_member(p.doc, 'homeAddress') IS NULL`;
    expect(eventFieldsRead(sql)).toEqual(["commerce", "eventType", "it's"]);
  });

  it("undefined when the doc is read any other way, or not at all", () => {
    expect(
      eventFieldsRead("SELECT e.pid, to_json(list(e.doc ORDER BY e.seq)) FROM events AS e WHERE pql_member(e.doc, 'a') = 1"),
    ).toBeUndefined();
    expect(eventFieldsRead("SELECT e.pid FROM events AS e WHERE json_type(e.doc) = 'OBJECT'")).toBeUndefined();
    expect(eventFieldsRead("SELECT e.pid FROM events AS e WHERE e.ts_ms > 0")).toBeUndefined();
    expect(eventFieldsRead("SELECT p.pid FROM profiles AS p WHERE pql_member(p.doc, 'a') = 1")).toBeUndefined();
  });
});

describe("readingEventsFrom", () => {
  it("every scan of events, and nothing else", () => {
    const sql =
      "WITH a AS (SELECT e.pid FROM events AS e), b AS (SELECT e.pid FROM events AS e JOIN a USING (pid)) SELECT * FROM events_x AS e, events AS ev";
    expect(readingEventsFrom(sql, "v")).toBe(
      "WITH a AS (SELECT e.pid FROM v AS e), b AS (SELECT e.pid FROM v AS e JOIN a USING (pid)) SELECT * FROM events_x AS e, events AS ev",
    );
  });
});
