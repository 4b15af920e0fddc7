// loadData: each format into the contract's tables, the identity rules, what is counted, and bad
// data said with its file and line.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { beginLoad } from "../../src/node/estimate/load-data.js";
import { copyParquet, dataDirs, identityMap, loadError, ndjson, withData, writeParquet } from "./helpers.js";

const dataDir = dataDirs();

const alice = {
  identityMap: identityMap({ ECID: ["e-alice"], Email: [{ id: "alice@example.com", primary: true }] }),
  person: { name: "Alice" },
};
const bob = { identityMap: identityMap({ ECID: [{ id: "e-bob", primary: true }] }), person: { name: "Bob" } };
const aliceViews = {
  identityMap: identityMap({ ECID: [{ id: "e-alice", primary: true }] }),
  eventType: "web.webpagedetails.pageViews",
  timestamp: "2024-05-01T10:00:00Z",
};
const bobBuys = {
  identityMap: identityMap({ ECID: [{ id: "e-bob", primary: true }] }),
  eventType: "commerce.purchases",
  timestamp: "2024-05-02T10:00:00.250Z",
};
const nobody = {
  identityMap: identityMap({ ECID: [{ id: "e-nobody", primary: true }] }),
  eventType: "web.webpagedetails.pageViews",
  timestamp: "2024-05-03T10:00:00Z",
};

const profiles = [alice, bob];
const events = [aliceViews, bobBuys, nobody];

async function tables(dir: string) {
  return withData(dir, async (data) => ({
    counts: { profiles: data.profiles, events: data.events, orphanEvents: data.orphanEvents },
    profiles: (await data.query("SELECT pid, primary_id, doc::VARCHAR AS doc FROM profiles ORDER BY pid")).map((p) => ({
      pid: p.pid,
      primary_id: p.primary_id,
      doc: JSON.parse(String(p.doc)) as unknown,
    })),
    events: await data.query("SELECT pid, seq, ts_ms, event_type FROM events ORDER BY seq"),
  }));
}

const expectedProfiles = [
  { pid: 0, primary_id: "Email:alice@example.com", doc: alice },
  { pid: 1, primary_id: "ECID:e-bob", doc: bob },
];
const expectedEvents = [
  { pid: 0, seq: 0, ts_ms: Date.parse("2024-05-01T10:00:00Z"), event_type: "web.webpagedetails.pageViews" },
  { pid: 1, seq: 1, ts_ms: Date.parse("2024-05-02T10:00:00.250Z"), event_type: "commerce.purchases" },
];

describe("the formats", () => {
  it.each([
    ["NDJSON (.ndjson)", "ndjson", ndjson],
    ["JSON Lines (.jsonl)", "jsonl", ndjson],
    ["a JSON array (.json)", "json", (records: readonly unknown[]) => JSON.stringify(records, null, 2)],
    ["records one after another (.json)", "json", ndjson],
  ] as const)("%s: the records as read, in file order", async (_, ext, write) => {
    const dir = dataDir({ [`profiles.${ext}`]: write(profiles), [`events.${ext}`]: write(events) });
    expect(await tables(dir)).toEqual({
      counts: { profiles: 2, events: 2, orphanEvents: 1 },
      profiles: expectedProfiles,
      events: expectedEvents,
    });
  });

  it("Parquet: rows as JSON objects (to_json), identities and times as from JSON", async () => {
    const dir = dataDir({});
    await writeParquet(join(dir, "profiles.parquet"), profiles);
    await writeParquet(join(dir, "events.parquet"), events);
    const read = await tables(dir);
    expect(read.counts).toEqual({ profiles: 2, events: 2, orphanEvents: 1 });
    expect(read.events).toEqual(expectedEvents);
    expect(read.profiles.map((p) => p.primary_id)).toEqual(["Email:alice@example.com", "ECID:e-bob"]);
    // A struct column holds every field of every row: a field a record lacks reads as null.
    expect(read.profiles[1]!.doc).toMatchObject({ person: { name: "Bob" }, identityMap: { ECID: [{ id: "e-bob", primary: true }] } });
  });

  it("Parquet: instants with a time zone (as Spark writes them) become ISO-8601, read as the evaluator reads them", async () => {
    const dir = dataDir({ "profiles.ndjson": ndjson(profiles) });
    await copyParquet(
      join(dir, "events.parquet"),
      `SELECT {'ECID': [{'id': 'e-alice', 'primary': true}]} AS identityMap, 'web' AS eventType,
              TIMESTAMPTZ '2024-05-01 12:00:00.25+02' AS timestamp, {'at': TIMESTAMPTZ '2024-05-02 00:00:00+00'} AS commerce,
              TIMESTAMP '2024-05-03 10:00:00' AS localTime, DATE '2024-05-04' AS day, '2024-05-01 08:00:00+00 as text' AS note`,
    );
    await withData(dir, async (data) => {
      expect(await data.query("SELECT pid, ts_ms FROM events")).toEqual([{ pid: 0, ts_ms: Date.parse("2024-05-01T10:00:00.250Z") }]);
      const [row] = await data.query("SELECT doc::VARCHAR AS doc FROM events");
      expect(JSON.parse(String(row!.doc))).toEqual({
        identityMap: { ECID: [{ id: "e-alice", primary: true }] },
        eventType: "web",
        timestamp: "2024-05-01T10:00:00.25Z",
        commerce: { at: "2024-05-02T00:00:00Z" },
        localTime: "2024-05-03 10:00:00",
        day: "2024-05-04",
        note: "2024-05-01 08:00:00+00 as text",
      });
    });
  });

  it("Parquet with a column named file_row_number (which hides DuckDB's row number): read in one pass, the same tables", async () => {
    const dir = dataDir({});
    await writeParquet(
      join(dir, "profiles.parquet"),
      profiles.map((p, i) => ({ ...p, file_row_number: 10 + i })),
    );
    await writeParquet(
      join(dir, "events.parquet"),
      events.map((e, i) => ({ ...e, file_row_number: 20 + i })),
    );
    const read = await tables(dir);
    expect(read.counts).toEqual({ profiles: 2, events: 2, orphanEvents: 1 });
    expect(read.events).toEqual(expectedEvents);
    expect(read.profiles.map((p) => [p.primary_id, (p.doc as { file_row_number: number }).file_row_number])).toEqual([
      ["Email:alice@example.com", 10],
      ["ECID:e-bob", 11],
    ]);
  });

  it("Parquet events without eventType, timestamp or identityMap columns: orphans, no time, no type", async () => {
    const dir = dataDir({ "profiles.ndjson": ndjson(profiles) });
    await copyParquet(join(dir, "events.parquet"), "SELECT 'e-alice' AS ecid, 1 AS n");
    await withData(dir, async (data) => {
      expect({ events: data.events, orphans: data.orphanEvents }).toEqual({ events: 0, orphans: 1 });
    });
    await copyParquet(
      join(dir, "events.parquet"),
      "SELECT {'ECID': [{'id': 'e-bob', 'primary': true}]} AS identityMap, 1 AS n UNION ALL SELECT {'ECID': [{'id': 'e-alice', 'primary': false}]}, 2",
    );
    await withData(dir, async (data) => {
      const rows = await data.query("SELECT pid, seq, ts_ms, event_type, doc::VARCHAR AS doc FROM events ORDER BY seq");
      expect(rows.map((r) => ({ ...r, doc: JSON.parse(String(r.doc)) }))).toEqual([
        { pid: 1, seq: 0, ts_ms: null, event_type: null, doc: { identityMap: { ECID: [{ id: "e-bob", primary: true }] }, n: 1 } },
        { pid: 0, seq: 1, ts_ms: null, event_type: null, doc: { identityMap: { ECID: [{ id: "e-alice", primary: false }] }, n: 2 } },
      ]);
    });
  });

  // Parquet's identityMap, timestamp and eventType read from their typed columns (parquet-typed.ts):
  // the tables must be the ones the JSON reading of the same rows gives. The rows below hold what
  // the typed reading must get right: null entries, ids and marks, namespaces without `primary`,
  // instants before 1970, past a millisecond, near 9999, and with a time zone.
  it.each([
    ["TIMESTAMP", "TIMESTAMP"],
    ["TIMESTAMP WITH TIME ZONE", "TIMESTAMPTZ"],
  ])("Parquet read typed (%s) gives the tables its rows' JSON gives", async (_, type) => {
    const map = 'STRUCT(ECID STRUCT(id VARCHAR, "primary" BOOLEAN)[], Email STRUCT(id VARCHAR)[])';
    const dir = dataDir({});
    await copyParquet(
      join(dir, "profiles.parquet"),
      `SELECT * FROM (VALUES
         (1, {'ECID': [NULL, {'id': NULL, 'primary': true}, {'id': 'e1', 'primary': NULL}], 'Email': [{'id': 'a@x'}]}::${map}),
         (2, {'ECID': NULL, 'Email': [{'id': 'b@x'}, {'id': 'c@x'}]}::${map}),
         (3, NULL::${map}),
         (4, {'ECID': [{'id': 'e4', 'primary': false}, {'id': 'e5', 'primary': true}, {'id': 'e6', 'primary': true}], 'Email': []}::${map})
       ) AS t(n, identityMap)`,
    );
    await copyParquet(
      join(dir, "events.parquet"),
      `SELECT * FROM (VALUES
         ({'ECID': [{'id': 'e1', 'primary': true}], 'Email': NULL}::${map}, 'web', '2024-05-01 10:00:00.123456'::${type}),
         ({'ECID': [{'id': 'nobody', 'primary': true}], 'Email': [{'id': 'z@x'}]}::${map}, 'web', NULL),
         ({'ECID': [{'id': 'e6', 'primary': NULL}, {'id': 'e5', 'primary': true}], 'Email': NULL}::${map}, 'buy', '1969-12-31 23:59:59.9995'::${type}),
         ({'ECID': [NULL], 'Email': [{'id': 'a@x'}]}::${map}, 'web', '9999-12-31 23:59:59.999'::${type}),
         ({'ECID': [{'id': 'e4', 'primary': NULL}], 'Email': NULL}::${map}, 'web', '1970-01-01 00:00:00'::${type}),
         ({'ECID': NULL, 'Email': [{'id': 'c@x'}]}::${map}, NULL, NULL),
         ({'ECID': [{'id': 'nobody', 'primary': true}], 'Email': [NULL, {'id': 'b@x'}]}::${map}, 'web', NULL)
       ) AS t(identityMap, eventType, timestamp)`,
    );
    const read = await withData(dir, async (data) => ({
      counts: {
        profiles: data.profiles,
        events: data.events,
        orphans: data.orphanEvents,
        multiple: data.multiplePrimaryProfiles,
        without: data.profilesWithoutIdentity,
        shared: data.sharedIdentities,
        untimed: data.eventsWithoutTimestamp,
      },
      profiles: await data.query("SELECT pid, primary_id, doc::VARCHAR AS doc FROM profiles ORDER BY pid"),
      events: await data.query("SELECT pid, seq, ts_ms, event_type, doc::VARCHAR AS doc FROM events ORDER BY seq"),
    }));
    // The same rows as JSON text, read by the JSON formats' rules (to_json's docs, as the Parquet reader makes them).
    const asJson = dataDir({
      "profiles.ndjson": `${read.profiles.map((p) => p.doc).join("\n")}\n`,
      "events.ndjson": `${read.events.map((e) => e.doc).join("\n")}\n`,
    });
    const json = await withData(asJson, async (data) => ({
      profiles: await data.query("SELECT pid, primary_id FROM profiles ORDER BY pid"),
      events: await data.query("SELECT pid, ts_ms, event_type FROM events ORDER BY seq"),
      orphans: data.orphanEvents,
    }));
    expect(read.counts).toEqual({ profiles: 4, events: 6, orphans: 1, multiple: 1, without: 1, shared: 0, untimed: 2 });
    expect(read.profiles.map((p) => ({ pid: p.pid, primary_id: p.primary_id }))).toEqual(json.profiles);
    expect(read.profiles.map((p) => p.primary_id)).toEqual(["ECID:e1", "Email:b@x", null, "ECID:e5"]);
    expect(read.events.map((e) => ({ pid: e.pid, ts_ms: e.ts_ms, event_type: e.event_type }))).toEqual(json.events);
    expect(read.events.map((e) => [e.pid, e.ts_ms])).toEqual([
      [0, Date.parse("2024-05-01T10:00:00.123Z")],
      [3, -1],
      [0, Date.parse("9999-12-31T23:59:59.999Z")],
      [3, 0],
      [1, null],
      // Its preferred identity no profile holds: its next one does.
      [1, null],
    ]);
  });

  it("Parquet's events view: a page of profiles gets its own events, in file order, from the file", async () => {
    const dir = dataDir({});
    await writeParquet(join(dir, "profiles.parquet"), profiles);
    await writeParquet(join(dir, "events.parquet"), [bobBuys, aliceViews, nobody, bobBuys]);
    await withData(dir, async (data) => {
      const got: [number, string[]][] = [];
      for await (const p of data.profilesWithEvents([1])) got.push([p.pid, p.events.map((e) => (e as { eventType: string }).eventType)]);
      expect(got).toEqual([[1, ["commerce.purchases", "commerce.purchases"]]]);
      const plan = await data.query(
        `EXPLAIN SELECT count(*) FROM events AS e WHERE e.event_type = 'commerce.purchases' AND e.ts_ms > ${Date.parse("2024-05-02T00:00:00Z")} AND json_type(e.doc) = 'OBJECT'`,
      );
      // The typed pre-filters are read below the join, from the file and the keys: the docs are made for the rows they let through.
      const text = plan.map((r) => String(r.explain_value).replace(/[\s│┌┐└┘─┴┬├┤]/g, "")).join("");
      expect(text).toMatch(/READ_PARQUET.*Filters:eventType='commerce\.purchases'/);
      expect(text).toMatch(/event_keys.*Filters:.*ts_ms>1714608000000/);
      // ...and the doc's condition above the join: tested on the rows both let through, not on every row of the file.
      expect(text).toMatch(/FILTER.*json_type\(.*HASH_JOIN/);
    });
  });

  it("without an events file: the profiles alone, no events", async () => {
    const dir = dataDir({ "profiles.ndjson": ndjson(profiles) });
    expect((await tables(dir)).counts).toEqual({ profiles: 2, events: 0, orphanEvents: 0 });
  });

  it.each([
    ["no profiles file", { "events.ndjson": "" }, /no profiles\.\{ndjson,jsonl,json,parquet\} in it/],
    ["two profiles files", { "profiles.ndjson": "", "profiles.json": "[]" }, /profiles\.json and profiles\.ndjson: keep one profiles file/],
    [
      "two events files",
      { "profiles.ndjson": "", "events.jsonl": "", "events.parquet": "" },
      /events\.jsonl and events\.parquet: keep one events file/,
    ],
  ])("%s: said", async (_, files, message) => {
    expect(await loadError(dataDir(files))).toMatch(message);
  });

  it("a --data that is not a directory: said", async () => {
    const dir = dataDir({ "profiles.ndjson": "" });
    expect(await loadError(join(dir, "profiles.ndjson"))).toMatch(/profiles\.ndjson: not a directory/);
    expect(await loadError(join(dir, "missing"))).toMatch(/missing: cannot read it: no such file or directory/);
  });
});

describe("identities", () => {
  const cases: [string, unknown, string | null, { multiple: number; without: number }][] = [
    [
      "the one marked primary",
      { identityMap: identityMap({ ECID: ["e1"], Email: [{ id: "a@x", primary: true }] }) },
      "Email:a@x",
      { multiple: 0, without: 0 },
    ],
    [
      "none marked: the first in document order",
      { identityMap: identityMap({ Email: ["a@x"], ECID: ["e1"] }) },
      "Email:a@x",
      { multiple: 0, without: 0 },
    ],
    [
      "several marked: the first marked wins, and it is counted",
      { identityMap: identityMap({ ECID: ["e0", { id: "e1", primary: true }], Email: [{ id: "a@x", primary: true }] }) },
      "ECID:e1",
      { multiple: 1, without: 0 },
    ],
    [
      '"primary": "true" (a string) is not a mark',
      { identityMap: { ECID: [{ id: "e1" }, { id: "e2", primary: "true" }] } },
      "ECID:e1",
      { multiple: 0, without: 0 },
    ],
    ["no identityMap: no primary identity, counted", { person: {} }, null, { multiple: 0, without: 1 }],
    [
      "entries without an id are not identities",
      { identityMap: { ECID: [{ primary: true }, { id: null }, { id: "e3" }] } },
      "ECID:e3",
      { multiple: 0, without: 0 },
    ],
    ["an identityMap that is not an object: none", { identityMap: [{ id: "e1" }] }, null, { multiple: 0, without: 1 }],
  ];
  it.each(cases)("%s", async (_, profile, primary, counted) => {
    const dir = dataDir({ "profiles.ndjson": ndjson([profile]) });
    await withData(dir, async (data) => {
      expect(await data.query("SELECT primary_id FROM profiles")).toEqual([{ primary_id: primary }]);
      expect({ multiple: data.multiplePrimaryProfiles, without: data.profilesWithoutIdentity }).toEqual(counted);
    });
  });

  const owners: [string, unknown, number | null][] = [
    [
      "its primary identity's profile",
      { identityMap: identityMap({ ECID: [{ id: "e-bob", primary: true }], Email: ["alice@example.com"] }) },
      1,
    ],
    [
      "else the next of its identities that a profile holds",
      { identityMap: identityMap({ ECID: [{ id: "e-nobody", primary: true }], Email: ["alice@example.com"] }) },
      0,
    ],
    ["none marked: its first identity first", { identityMap: identityMap({ ECID: ["e-bob"], Email: ["alice@example.com"] }) }, 1],
    ["any identity of a profile, not only its primary one", { identityMap: identityMap({ ECID: [{ id: "e-alice", primary: true }] }) }, 0],
    ["an identity no profile holds: an orphan", { identityMap: identityMap({ ECID: ["e-nobody"] }) }, null],
    ["no identityMap: an orphan", { eventType: "x" }, null],
    ["namespaces are part of the identity", { identityMap: identityMap({ Email: ["e-bob"] }) }, null],
  ];
  // event_type is what the SQL pre-filters on (docs/sql.md): a string, as written, or NULL.
  it.each<[string, unknown, string | null]>([
    ["a string: as written", "commerce.purchases", "commerce.purchases"],
    ["a string in another case: as written, not folded", "Commerce.Purchases", "Commerce.Purchases"],
    ["a string with escapes: its text", 'a"b\\c\u00e9', 'a"b\\c\u00e9'],
    ["a number: NULL", 7, null],
    ["an array of strings: NULL", ["commerce.purchases"], null],
    ["an object: NULL", { type: "commerce.purchases" }, null],
    ["null: NULL", null, null],
    ["missing: NULL", undefined, null],
  ])("an event's eventType, %s, in the event_type column", async (_, eventType, expected) => {
    const dir = dataDir({ "profiles.ndjson": ndjson(profiles), "events.ndjson": ndjson([{ ...bobBuys, eventType }]) });
    await withData(dir, async (data) => {
      expect(await data.query("SELECT event_type FROM events")).toEqual([{ event_type: expected }]);
    });
  });
  it.each(owners)("an event belongs to %s", async (_, event, pid) => {
    const dir = dataDir({ "profiles.ndjson": ndjson(profiles), "events.ndjson": ndjson([event]) });
    await withData(dir, async (data) => {
      expect(await data.query("SELECT pid FROM events")).toEqual(pid === null ? [] : [{ pid }]);
      expect(data.orphanEvents).toBe(pid === null ? 1 : 0);
    });
  });

  it("two profiles holding one identity: counted, and its events go to the first in the file", async () => {
    const twin = { identityMap: identityMap({ ECID: [{ id: "e-twin", primary: true }], Email: ["alice@example.com"] }) };
    const dir = dataDir({
      "profiles.ndjson": ndjson([bob, alice, twin]),
      "events.ndjson": ndjson([{ identityMap: identityMap({ Email: [{ id: "alice@example.com", primary: true }] }) }]),
    });
    await withData(dir, async (data) => {
      expect(data.sharedIdentities).toBe(1);
      expect(await data.query("SELECT pid FROM events")).toEqual([{ pid: 1 }]);
    });
  });
  // The JSON formats match an event by its preferred identity in one join; the events with more
  // entries whose preferred identity no profile holds go through the whole rule (load-data.ts).
  it.each([
    ["NDJSON", "ndjson", ndjson],
    ["a JSON array", "json", (records: readonly unknown[]) => JSON.stringify(records)],
  ] as const)("%s: events matched by their preferred identity, and by the whole rule when no profile holds it", async (_, ext, write) => {
    const matched = [
      // The preferred identity is held: the join alone.
      { identityMap: identityMap({ Email: ["alice@example.com"], ECID: [{ id: "e-bob", primary: true }] }) },
      // Held, and not preferred: the preferred one (marked, in a later namespace) is nobody's.
      { identityMap: identityMap({ ECID: ["e-bob"], Email: [{ id: "nobody@example.com", primary: true }] }) },
      // The preferred one (the first with an id) is nobody's; the third entry is Alice's.
      { identityMap: { ECID: [{ primary: true }, { id: "e-nobody" }, { id: "e-alice" }] } },
      // Two namespaces, one entry each, none held: an orphan.
      { identityMap: identityMap({ ECID: ["e-nobody"], Email: ["nobody@example.com"] }) },
      // One entry, not held: an orphan, with no second look.
      { identityMap: identityMap({ Email: [{ id: "nobody@example.com", primary: true }] }) },
      // Entries that are no identities around Bob's ("true", a string, is no mark): the join.
      { identityMap: { CRM: "not a list", ECID: [null, "e-alice", { id: ["e-alice"] }, { id: "e-bob", primary: "true" }] } },
      // A number id no profile holds, first: Alice's, by the whole rule.
      { identityMap: { Email: [{ id: 4 }], ECID: [{ id: "e-alice", primary: false }] } },
      // One entry, no scalar id; one namespace that is not a list: orphans.
      { identityMap: { ECID: [{ id: { value: "e-bob" } }] } },
      { identityMap: { ECID: { id: "e-bob" } } },
    ];
    const dir = dataDir({ [`profiles.${ext}`]: write(profiles), [`events.${ext}`]: write(matched) });
    await withData(dir, async (data) => {
      expect(await data.query("SELECT seq, pid FROM events ORDER BY seq")).toEqual([
        { seq: 0, pid: 1 },
        { seq: 1, pid: 1 },
        { seq: 2, pid: 0 },
        { seq: 5, pid: 1 },
        { seq: 6, pid: 0 },
      ]);
      expect(data.orphanEvents).toBe(4);
    });
  });
});

describe("profilesWithEvents: the evaluator's input", () => {
  it("each profile with its events in file order, all or the ones asked, in pid order", async () => {
    const later = { ...aliceViews, eventType: "commerce.productViews" };
    const dir = dataDir({ "profiles.ndjson": ndjson(profiles), "events.ndjson": ndjson([aliceViews, bobBuys, later]) });
    await withData(dir, async (data) => {
      const all = [];
      for await (const p of data.profilesWithEvents()) all.push(p);
      expect(all).toEqual([
        { pid: 0, primaryId: "Email:alice@example.com", profile: alice, events: [aliceViews, later] },
        { pid: 1, primaryId: "ECID:e-bob", profile: bob, events: [bobBuys] },
      ]);
      const some = [];
      for await (const p of data.profilesWithEvents([1, 1])) some.push(p.pid);
      expect(some).toEqual([1]);
    });
  });

  it("events stored by profile, then in file order: sorted when the file mixes the profiles, as read when it does not", async () => {
    const later = { ...aliceViews, eventType: "commerce.productViews" };
    const stored = (records: readonly unknown[]) =>
      withData(dataDir({ "profiles.ndjson": ndjson(profiles), "events.ndjson": ndjson(records) }), (data) =>
        data.query("SELECT pid, seq FROM event_keys ORDER BY rowid"),
      );
    expect(await stored([aliceViews, bobBuys, nobody, later])).toEqual([
      { pid: 0, seq: 0 },
      { pid: 0, seq: 3 },
      { pid: 1, seq: 1 },
    ]);
    expect(await stored([aliceViews, later, nobody, bobBuys])).toEqual([
      { pid: 0, seq: 0 },
      { pid: 0, seq: 1 },
      { pid: 1, seq: 3 },
    ]);
  });

  it("pages through many profiles", async () => {
    const many = Array.from({ length: 4500 }, (_, i) => ({ identityMap: identityMap({ ECID: [`e${i}`] }), n: i }));
    const dir = dataDir({ "profiles.ndjson": ndjson(many), "events.ndjson": ndjson([{ identityMap: identityMap({ ECID: ["e4499"] }) }]) });
    await withData(dir, async (data) => {
      let count = 0;
      let last: unknown;
      for await (const p of data.profilesWithEvents()) {
        expect(p.pid).toBe(count++);
        last = p;
      }
      expect(count).toBe(4500);
      expect(last).toMatchObject({ pid: 4499, events: [{ identityMap: { ECID: [{ id: "e4499" }] } }] });
    });
  });
});

describe("bad data: the file and the line, never a stack trace", () => {
  it.each([
    [
      "a record that is not JSON",
      "profiles.ndjson",
      `${JSON.stringify(alice)}\n\n{"person": {oops}}\n`,
      /profiles\.ndjson:3:13: error not JSON: expected a property name in double quotes, found `o`$/,
    ],
    [
      "a record that is not an object (NDJSON, after a blank line)",
      "profiles.ndjson",
      `${JSON.stringify(alice)}\n\n[1, 2]\n`,
      /profiles\.ndjson:3: error each record must be a JSON object \(one XDM profile\), got an array$/,
    ],
    [
      "a record that is not an object (a JSON array)",
      "profiles.json",
      `[\n  ${JSON.stringify(alice)},\n  "text",\n  5\n]`,
      /profiles\.json:3: error each record must be a JSON object \(one XDM profile\), got a string \(and 1 more\)/,
    ],
    [
      "a bad record among pretty-printed records one after another (.json)",
      "profiles.json",
      `${JSON.stringify(alice, null, 2)}\n{\n  "a": [1,\n    2 3]\n}\n`,
      /profiles\.json:\d+:7: error not JSON: expected `,` or `\]`, found `3`$/,
    ],
    [
      "a trailing comma, which DuckDB alone would take",
      "profiles.ndjson",
      `${JSON.stringify(alice)}\n{"person": {"name": "B",}}\n`,
      /profiles\.ndjson:2:25: error not JSON: expected a property name in double quotes, found `}`$/,
    ],
    [
      "NaN, which DuckDB alone would take",
      "profiles.ndjson",
      `${JSON.stringify(alice)}\n{"person": {"age": NaN}}\n`,
      /profiles\.ndjson:2:\d+: error not JSON/,
    ],
    [
      "Infinity in a JSON array file",
      "profiles.json",
      `[\n  ${JSON.stringify(alice)},\n  {"score": Infinity}\n]`,
      /profiles\.json:3:\d+: error not JSON/,
    ],
    [
      "a trailing comma in an array, in a JSON array file",
      "profiles.json",
      `[\n  ${JSON.stringify(alice)},\n  {"tags": [1, 2, ]}\n]`,
      /profiles\.json:3:19: error not JSON: expected a value, found `]`$/,
    ],
    [
      "a JSON array cut short",
      "profiles.json",
      `[\n  ${JSON.stringify(alice)},\n`,
      /profiles\.json:3:1: error not JSON: expected a value, found the end of the record$/,
    ],
    [
      "a bad record in a JSON array",
      "profiles.json",
      `[\n  ${JSON.stringify(alice)},\n  {"a": tru}\n]`,
      /profiles\.json:3:9: error not JSON: expected a value, found `t`$/,
    ],
    [
      "a bad record among records one after another (.json)",
      "profiles.json",
      `${JSON.stringify(alice)}\n{"a": tru}\n`,
      /profiles\.json:2:\d+: error not JSON/,
    ],
  ])("%s", async (_, name, text, message) => {
    const message_ = await loadError(dataDir({ [name]: text }));
    expect(message_).toMatch(message);
    expect(message_).not.toMatch(/\n\s+at /);
  });

  it("an event that is not JSON: its file and line", async () => {
    const dir = dataDir({ "profiles.ndjson": ndjson(profiles), "events.ndjson": `${JSON.stringify(aliceViews)}\n{"eventType": }\n` });
    expect(await loadError(dir)).toMatch(/events\.ndjson:2:15: error not JSON: expected a value, found `}`$/);
  });

  it("timestamps that are not ISO-8601: how many, and the first one's line", async () => {
    const bad = (timestamp: unknown) => ({ ...aliceViews, timestamp });
    const dir = dataDir({
      "profiles.ndjson": ndjson(profiles),
      "events.ndjson": ndjson([
        aliceViews,
        bad("yesterday"),
        bad("2024-02-30T00:00:00Z"),
        bad(1714557600000),
        bad(null),
        { ...nobody, timestamp: "soon" },
      ]),
    });
    expect(await loadError(dir)).toBe(
      `${join(dir, "events.ndjson")}:2: error 4 timestamps are not an ISO-8601 date-time (e.g. 2024-05-15T10:00:00Z); the first, here: "yesterday"`,
    );
  });

  it("one bad timestamp in a JSON array: its line", async () => {
    const dir = dataDir({
      "profiles.ndjson": ndjson(profiles),
      "events.json": JSON.stringify([aliceViews, { ...aliceViews, timestamp: "05/01/2024" }], null, 2),
    });
    expect(await loadError(dir)).toMatch(/events\.json:\d+: error 1 timestamp is not an ISO-8601 date-time .*"05\/01\/2024"$/);
  });

  it("a Parquet file that is not one: said", async () => {
    expect(await loadError(dataDir({ "profiles.parquet": "not parquet" }))).toMatch(/profiles\.parquet: error /);
  });

  it("data over the memory limit: said, with the limit", async () => {
    const dir = dataDir({ "profiles.ndjson": ndjson(profiles) });
    const message = await loadError(dir, { memoryLimit: "1MB" });
    expect(message).toMatch(/profiles\.ndjson: error the data does not fit in the memory DuckDB may use \(memory_limit [\d.]+ \w+\)/);
  });

  it("nothing is written next to the data, on a clean load or a failed one", async () => {
    const dir = dataDir({ "profiles.ndjson": ndjson(profiles), "events.ndjson": ndjson(events) });
    await withData(dir, async () => {});
    writeFileSync(join(dir, "events.ndjson"), "{oops\n");
    await loadError(dir);
    expect(existsSync(join(dir, ".tmp"))).toBe(false);
    expect(await withData(dataDir({ "profiles.ndjson": ndjson(profiles) }), async (d) => d.profiles)).toBe(2);
  });
});

describe("progress", () => {
  it("says what it reads and what it loaded", async () => {
    const messages: string[] = [];
    const dir = dataDir({ "profiles.ndjson": ndjson(profiles), "events.ndjson": ndjson(events) });
    await withData(dir, async () => {}, { onProgress: (m) => messages.push(m) });
    expect(messages.map((m) => m.replace(/\d+(\.\d+)? (KB|MB|s)/, "N $2"))).toEqual([
      "reading profiles.ndjson (N KB)",
      "reading events.ndjson (N KB)",
      "resolving the identities of 2 profiles",
      "matching 3 events to their profiles",
      "measuring how deeply the data nests",
      "loaded 2 profiles and 2 events in N s",
    ]);
  });
});

describe("a load begun, then given up (beginLoad, discard)", () => {
  it("gives the engine back, the search of its files stopped or done, and throws nothing", async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({ ...events[0], _id: `e-${i}` }));
    const dir = dataDir({ "profiles.ndjson": ndjson(profiles), "events.ndjson": ndjson(many) });
    await expect(beginLoad(dir).discard()).resolves.toBeUndefined();
    const loading = beginLoad(dir);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(loading.discard()).resolves.toBeUndefined();
  });

  it("a folder with no data: nothing thrown by discard, the problem said by load", async () => {
    await expect(beginLoad(join(dataDir({}), "missing")).discard()).resolves.toBeUndefined();
    await expect(beginLoad(join(dataDir({}), "missing")).load()).rejects.toThrow(/missing/);
  });

  it("a file that is not JSON, given up: nothing thrown", async () => {
    const dir = dataDir({ "profiles.ndjson": `${JSON.stringify(profiles[0])}\n{"a": NaN}\n` });
    await expect(beginLoad(dir).discard()).resolves.toBeUndefined();
  });
});
