import { it } from "vitest";
import { compileAudience } from "../../../src/sql/index.js";
import { parse } from "../../../src/syntax/index.js";
import { DuckDBInstance } from "@duckdb/node-api";
it("speed", { timeout: 600000 }, async () => {
  const db = await DuckDBInstance.create(":memory:");
  const c = await db.connect();
  await c.run(
    `CREATE TABLE profiles AS SELECT range AS pid, 'ECID:' || range AS primary_id, CAST(json_object('homeAddress', json_object('countryCode', CASE WHEN range % 3 = 0 THEN 'US' ELSE 'FR' END), 'loyalty', json_object('tier', CASE WHEN range % 5 = 0 THEN 'gold' ELSE 'silver' END, 'points', range % 1000), 'person', json_object('name', 'n' || range)) AS JSON) AS doc FROM range(100000)`,
  );
  await c.run(
    `CREATE TABLE events AS SELECT range // 10 AS pid, range AS seq, 1715700000000 + (range % 100) * 3600000 AS ts_ms, CAST(json_object('eventType', CASE WHEN range % 4 = 0 THEN 'commerce.purchases' ELSE 'web.webpagedetails.pageViews' END, 'timestamp', 'x') AS JSON) AS doc FROM range(1000000)`,
  );
  for (const text of [
    'homeAddress.countryCode = "US"',
    'homeAddress.countryCode = "US" and loyalty.points > 500',
    'xEvent[eventType = "commerce.purchases"].count() > 3',
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.purchases") WHEN(< 3 days before now)])',
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "web.webpagedetails.pageViews"), B: WHAT(eventType = "commerce.purchases")])',
  ]) {
    const r = compileAudience(parse(text).ast!, {
      dialect: "duckdb",
      now: Date.parse("2024-05-15T12:00:00Z"),
      localAudienceTable: () => undefined,
    });
    if (!r.ok) throw new Error("no");
    const t0 = performance.now();
    const rows = (await c.runAndReadAll(`SELECT count(*) AS n FROM (${r.sql})`)).getRowObjectsJson();
    console.log(text, rows[0], (performance.now() - t0).toFixed(0), "ms");
  }
});
