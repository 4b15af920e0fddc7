// A Parquet file's events are read by each compiled query through a view whose docs hold only
// the fields the compiler reports the query reads (EventReads; test/sql/event-reads.test.ts holds
// the report to the compiler's reads on generated data). Here: the loader's views themselves.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateDataSet } from "../../src/node/data/generate.js";
import { ndjsonToParquet } from "../../src/node/data/parquet.js";
import type { LoadedData } from "../../src/node/estimate/engine.js";
import { compileAudience } from "../../src/sql/index.js";
import { corpus } from "../sql/corpus.js";
import { dataDirs, ndjson, withData } from "./helpers.js";

const dataDir = dataDirs();

const NOW = Date.parse("2024-05-15T12:00:00Z");

/** A data set of `data generate` as Parquet (written as NDJSON, converted by DuckDB, the NDJSON removed). */
async function parquetDataSet(profiles: number, seed: number): Promise<string> {
  const dir = dataDir({});
  await generateDataSet({ dir, profiles, eventsPerProfile: 12, seed, now: NOW, format: "ndjson" });
  const pairs = ["profiles", "events"].map((name) => ({ from: join(dir, `${name}.ndjson`), to: join(dir, `${name}.parquet`) }));
  await ndjsonToParquet(pairs, dir);
  for (const { from } of pairs) rmSync(from);
  return dir;
}

const pids = async (data: LoadedData, sql: string) => {
  try {
    return (await data.query(`SELECT pid FROM (${sql}) ORDER BY pid`)).map((r) => r.pid);
  } catch (e) {
    return `stopped: ${(e as Error).message.split("\n")[0]}`;
  }
};

describe("where a query reads the events from", () => {
  it("`events` for whole docs, and for a query that reads whole docs or no events; a view per set of fields otherwise", async () => {
    const dir = dataDir({ "profiles.ndjson": ndjson([]), "events.ndjson": ndjson([]) });
    await withData(dir, async (data) => {
      expect(await data.eventsFor({ kind: "fields", fields: ["eventType"] })).toBe("events");
    });
    // NDJSON whose docs keep some fields: `events` makes each doc of them when read, a narrow view of fewer.
    const event = { identityMap: { ECID: [{ id: "e1", primary: true }] }, eventType: "web", timestamp: "2024-05-14T09:00:00Z" };
    const kept = dataDir({
      "profiles.ndjson": ndjson([{ identityMap: event.identityMap }]),
      "events.ndjson": ndjson([{ ...event, web: { name: "home" }, other: 1 }]),
    });
    await withData(
      kept,
      async (data) => {
        const docOf = async (view: string) => JSON.parse(String((await data.query(`SELECT doc::VARCHAR AS doc FROM ${view}`))[0]!.doc));
        expect(await docOf("events")).toEqual({ eventType: "web", timestamp: event.timestamp, web: { name: "home" } });
        const web = await data.eventsFor({ kind: "fields", fields: ["web"] });
        expect(web).not.toBe("events");
        expect(await docOf(web)).toEqual({ web: { name: "home" } });
        expect(await data.eventsFor({ kind: "whole" })).toBe("events");
      },
      { eventFields: ["eventType", "timestamp", "web"] },
    );
    await withData(await parquetDataSet(3, 1), async (data) => {
      expect(await data.eventsFor({ kind: "none" })).toBe("events");
      expect(await data.eventsFor({ kind: "whole" })).toBe("events");
      const one = await data.eventsFor({ kind: "fields", fields: ["eventType"] });
      expect(one).not.toBe("events");
      expect(await data.eventsFor({ kind: "fields", fields: ["eventType"] })).toBe(one);
      expect(await data.eventsFor({ kind: "fields", fields: ["eventType", "timestamp"] })).not.toBe(one);
      // Its docs: those fields of the event, nothing else.
      const [row] = await data.query(`SELECT doc::VARCHAR AS doc FROM ${one} ORDER BY seq LIMIT 1`);
      expect(Object.keys(JSON.parse(String(row!.doc)))).toEqual(["eventType"]);
    });
  });
});

// Every compiled query of the differential corpus that reads events, on a Parquet data set from
// `data generate`: through the view of the fields it reports, the same profiles as through the
// whole `events` view (or the same stop), and most of them narrowed (the check is not vacuous).
// A report short of any field the data's events hold would be caught: with each field left out
// in turn, some query answers otherwise.
describe("narrow views over Parquet", () => {
  it("give the rows the whole events view gives, for every corpus query that reads events", async () => {
    const dir = await parquetDataSet(300, 5);
    const queries = corpus().flatMap((entry) => {
      const r = compileAudience(entry.ast, { dialect: "duckdb", now: NOW, localAudienceTable: () => undefined });
      return r.ok && r.events && r.events.reads.kind !== "none" ? [{ source: entry.source, sql: r.sql, events: r.events }] : [];
    });
    const { narrowed, caught, held } = await withData(dir, async (data) => {
      let count = 0;
      const caught = new Set<string>();
      for (const { source, sql, events } of queries) {
        const expected = await pids(data, sql);
        const view = await data.eventsFor(events.reads);
        if (view !== "events") count++;
        expect(await pids(data, events.sqlOver(view)), source).toEqual(expected);
        const reported = events.reads.kind === "fields" ? events.reads.fields : [];
        for (const f of reported) {
          const short = await data.eventsFor({ kind: "fields", fields: reported.filter((x) => x !== f) });
          if (JSON.stringify(await pids(data, events.sqlOver(short))) !== JSON.stringify(expected)) caught.add(f);
        }
      }
      const [keys] = await data.query("SELECT list_distinct(flatten(list(json_keys(doc)))) AS keys FROM events");
      return { narrowed: count, caught, held: new Set(keys!.keys as string[]) };
    });
    expect(queries.length).toBeGreaterThan(50);
    expect(narrowed).toBeGreaterThan(queries.length / 2);
    const reportedHeld = [...new Set(queries.flatMap((q) => (q.events.reads.kind === "fields" ? q.events.reads.fields : [])))]
      .filter((f) => held.has(f))
      .sort();
    expect(reportedHeld).toEqual(["eventType", "timestamp"]);
    expect([...caught].sort()).toEqual(reportedHeld);
  }, 600_000);
});
