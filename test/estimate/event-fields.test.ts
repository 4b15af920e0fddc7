// Events loaded with only the fields the audiences read (load-data.ts `eventFields`,
// event-fields.ts): each doc keeps those top-level fields as the record wrote them, a field of
// JSON null is left out, the rows and counts are the whole load's, and bad data is still said as
// the whole load says it (a trailing comma, a record that is not an object, a line that is not JSON).
import { describe, expect, it } from "vitest";
import { eventFieldsRead } from "../../src/node/estimate/event-fields.js";
import type { EstimateAudience } from "../../src/node/estimate/estimate-audiences.js";
import { compileAudience } from "../../src/sql/index.js";
import { parse } from "../../src/syntax/index.js";
import { dataDirs, identityMap, loadError, ndjson, withData } from "./helpers.js";

const dataDir = dataDirs();
const NOW = Date.parse("2024-05-15T12:00:00Z");

const profile = { identityMap: identityMap({ ECID: [{ id: "p1", primary: true }] }), a: 1 };
const ev = (extra: Record<string, unknown>) => ({
  identityMap: identityMap({ ECID: [{ id: "p1", primary: true }] }),
  eventType: "t",
  timestamp: "2024-05-01T10:00:00Z",
  ...extra,
});
const events = [
  ev({ commerce: { order: { total: 5, items: [{ sku: "a'\\\"b" }, null] } }, web: { x: 1 } }),
  ev({ commerce: null, web: "w" }),
  ev({ other: [1, 2] }),
];

async function docs(eventFields?: readonly string[]) {
  const dir = dataDir({ "profiles.ndjson": ndjson([profile]), "events.ndjson": ndjson(events) });
  return withData(
    dir,
    async (data) => ({
      events: data.events,
      docs: (await data.query("SELECT seq, ts_ms, event_type, doc::VARCHAR AS doc FROM events ORDER BY seq")).map((r) => ({
        ...r,
        doc: JSON.parse(String(r.doc)) as unknown,
      })),
    }),
    eventFields ? { eventFields } : {},
  );
}

describe("events with only the fields read", () => {
  it("keeps each field whole, leaves out the rest and JSON nulls; the same rows and columns", async () => {
    const whole = await docs();
    const narrow = await docs(["commerce", "eventType", "timestamp"]);
    expect(narrow.events).toBe(whole.events);
    expect(narrow.docs.map(({ doc: _, ...keys }) => keys)).toEqual(whole.docs.map(({ doc: _, ...keys }) => keys));
    expect(narrow.docs.map((d) => d.doc)).toEqual([
      { commerce: (events[0] as unknown as { commerce: unknown }).commerce, eventType: "t", timestamp: "2024-05-01T10:00:00Z" },
      { eventType: "t", timestamp: "2024-05-01T10:00:00Z" },
      { eventType: "t", timestamp: "2024-05-01T10:00:00Z" },
    ]);
    expect((await docs([])).docs.map((d) => d.doc)).toEqual([{}, {}, {}]);
  });

  it("reads event_type and ts_ms as the JSON values say, escapes and all", async () => {
    // The record's text as written: escapes, a quote, a backslash, other types, spaces.
    const lines = [
      String.raw`{"eventType": "a\"b", "timestamp": "2024-05-01T10:00:00Z"}`,
      String.raw`{"eventType":"\u00e9\/x","timestamp":"2024-05-01T10:00:00.250\u005a"}`,
      String.raw`{"eventType": "back\\slash", "timestamp" :  "2024-05-01 10:00:00"}`,
      String.raw`{"eventType": "é😀", "timestamp": "2024-05-01"}`,
      String.raw`{"eventType": 5}`,
      String.raw`{"eventType": null, "timestamp": null}`,
      String.raw`{"eventType": {"x": "y"}}`,
      String.raw`{"eventType": ""}`,
    ].map((l) => `${l.slice(0, -1)}, "identityMap": {"ECID": [{"id": "p1", "primary": true}]}}`);
    const dir = dataDir({ "profiles.ndjson": ndjson([profile]), "events.ndjson": `${lines.join("\n")}\n` });
    const rows = await withData(dir, (data) => data.query("SELECT ts_ms, event_type FROM events ORDER BY seq"), {
      eventFields: ["eventType", "timestamp"],
    });
    expect(rows).toEqual([
      { event_type: 'a"b', ts_ms: Date.parse("2024-05-01T10:00:00Z") },
      { event_type: "é/x", ts_ms: Date.parse("2024-05-01T10:00:00.250Z") },
      { event_type: "back\\slash", ts_ms: Date.parse("2024-05-01T10:00:00Z") },
      { event_type: "é😀", ts_ms: Date.parse("2024-05-01T00:00:00Z") },
      { event_type: null, ts_ms: null },
      { event_type: null, ts_ms: null },
      { event_type: null, ts_ms: null },
      { event_type: "", ts_ms: null },
    ]);
  });

  it.each([
    ["a trailing comma", `${JSON.stringify(ev({}))}\n{"eventType": "t", "identityMap": {},}\n`, /events\.ndjson:2:\d+: error not JSON/],
    [
      "NaN, which DuckDB reads as a number",
      `${JSON.stringify(ev({}))}\n{"eventType": "t", "n": NaN}\n`,
      /events\.ndjson:2:\d+: error not JSON/,
    ],
    [
      "-Infinity in an array",
      `${JSON.stringify(ev({}))}\n{"eventType": "t", "n": [1, -infinity]}\n`,
      /events\.ndjson:2:\d+: error not JSON/,
    ],
    [
      "inf first in nested arrays",
      `${JSON.stringify(ev({}))}\n{"eventType": "t", "n": [ [INF]]}\n`,
      /events\.ndjson:2:\d+: error not JSON/,
    ],
    ["a record that is not an object", `${JSON.stringify(ev({}))}\n[1]\n`, /events\.ndjson:2: error each record must be a JSON object/],
    ["a line that is not JSON", `${JSON.stringify(ev({}))}\n{"eventType": }\n`, /events\.ndjson:2:15: error not JSON/],
  ])("says %s as the whole load does", async (_, text, message) => {
    const dir = dataDir({ "profiles.ndjson": ndjson([profile]), "events.ndjson": text });
    expect(await loadError(dir, { eventFields: ["eventType", "timestamp"] })).toMatch(message);
  });

  it("a trailing comma is said before what else the load of the file runs into (an unreadable timestamp, read first)", async () => {
    const text = `${JSON.stringify(ev({ timestamp: "someday" }))}\n{"eventType": "t", "identityMap": {},}\n`;
    const dir = dataDir({ "profiles.ndjson": ndjson([profile]), "events.ndjson": text });
    expect(await loadError(dir, { eventFields: ["eventType", "timestamp"] })).toMatch(/events\.ndjson:2:\d+: error not JSON/);
  });

  it("a comma before a bracket, or NaN, inside a string is no trailing comma nor a number: the file loads", async () => {
    const text = ndjson([ev({ eventType: "a,}", note: "b, ]" }), ev({ eventType: ",\n]", note: ":NaN, [Infinity" })]);
    const dir = dataDir({ "profiles.ndjson": ndjson([profile]), "events.ndjson": text });
    const types = await withData(
      dir,
      async (data) => (await data.query("SELECT event_type FROM events ORDER BY seq")).map((r) => r.event_type),
      { eventFields: ["eventType", "timestamp"] },
    );
    expect(types).toEqual(["a,}", ",\n]"]);
  });

  it("what the audiences read: their fields, eventType and timestamp; whole docs when one does not compile", () => {
    const audience = (pql: string) => ({ ast: parse(pql).ast! }) as unknown as EstimateAudience;
    const read = (...pql: string[]) => eventFieldsRead(pql.map(audience), compileAudience, { now: NOW });
    expect(read('homeAddress.countryCode = "US"')).toEqual(["eventType", "timestamp"]);
    expect(read("xEvent[commerce.order.total > 1]", 'xEvent[web.x = 1 and eventType = "v"]')).toEqual([
      "commerce",
      "eventType",
      "timestamp",
      "web",
    ]);
    expect(read('homeAddress.countryCode = "US"', 'name.matches("^J(?=o)")')).toBeUndefined();
  });
});
