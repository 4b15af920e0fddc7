// Which fields of an event's doc a compiled query reads: a Parquet file's events are read through
// a view of those fields only, so a query that reads the doc any other way must get the whole doc.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateDataSet } from "../../src/node/data/generate.js";
import { ndjsonToParquet } from "../../src/node/data/parquet.js";
import type { LoadedData } from "../../src/node/estimate/engine.js";
import { eventFieldsRead, readingEventsFrom } from "../../src/node/estimate/event-fields.js";
import { compileAudience } from "../../src/sql/index.js";
import { corpus } from "../sql/corpus.js";
import { dataDirs, withData } from "./helpers.js";

const dataDir = dataDirs();

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

describe("the SQL's code only: string literals and comments are text", () => {
  it("a read or a scan written in a literal or a comment is neither counted nor rewritten", () => {
    const sql = `-- 2:3 eventType = "pql_member(e.doc, 'x')" FROM events AS e
SELECT e.pid FROM events AS e WHERE pql_member(e.doc, 'a--b') = 'FROM events AS e' AND 'it''s e.doc' <> ''`;
    expect(eventFieldsRead(sql)).toEqual(["a--b"]);
    expect(readingEventsFrom(sql, "v")).toBe(sql.replace("SELECT e.pid FROM events AS e", "SELECT e.pid FROM v AS e"));
    // A read of the doc in the code that is no member read: the whole doc.
    expect(eventFieldsRead(`${sql} AND json_type(e.doc) = 'OBJECT'`)).toBeUndefined();
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

// Every compiled query of the differential corpus that reads events, on a Parquet data set from
// `data generate`: through the narrow view, the same profiles as through the whole `events` view
// (or the same stop), and most of them narrowed (the check is not vacuous).
describe("narrowed queries over Parquet", () => {
  it("give the rows the whole events view gives, for every corpus query that reads events", async () => {
    const now = Date.parse("2024-05-15T12:00:00Z");
    const dir = dataDir({});
    await generateDataSet({ dir, profiles: 300, eventsPerProfile: 12, seed: 5, now, format: "ndjson" });
    const pairs = ["profiles", "events"].map((name) => ({ from: join(dir, `${name}.ndjson`), to: join(dir, `${name}.parquet`) }));
    await ndjsonToParquet(pairs, dir);
    for (const { from } of pairs) rmSync(from);
    const queries = corpus().flatMap((entry) => {
      const r = compileAudience(entry.ast, { dialect: "duckdb", now, localAudienceTable: () => undefined });
      return r.ok && r.sql.includes("FROM events AS e") ? [{ source: entry.source, sql: r.sql }] : [];
    });
    const pids = async (data: LoadedData, sql: string) => {
      try {
        return (await data.query(`SELECT pid FROM (${sql}) ORDER BY pid`)).map((r) => r.pid);
      } catch (e) {
        return `stopped: ${(e as Error).message.split("\n")[0]}`;
      }
    };
    const narrowed = await withData(dir, async (data) => {
      let count = 0;
      for (const { source, sql } of queries) {
        const narrow = await data.narrowed(sql);
        if (narrow !== sql) count++;
        expect(await pids(data, narrow), source).toEqual(await pids(data, sql));
      }
      return count;
    });
    expect(queries.length).toBeGreaterThan(50);
    expect(narrowed).toBeGreaterThan(queries.length / 2);
  }, 600_000);
});
