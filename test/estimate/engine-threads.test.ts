// DuckDB's threads during a load: one core fewer while its statements run side by side, all of
// them again once it goes on alone, and after it, for the audiences' queries.
import { describe, expect, it } from "vitest";
import { shareThreads, threadsSideBySide } from "../../src/node/estimate/engine-threads.js";
import { dataDirs, duckdbRunner, identityMap, ndjson, withData } from "./helpers.js";

const dataDir = dataDirs();
/** A DuckDB of its default settings, as a load starts one. */
const db = duckdbRunner();

async function threadsOf(run: (sql: string) => Promise<Record<string, unknown>[]>): Promise<number> {
  const [row] = await run("SELECT current_setting('threads') AS threads");
  return Number(row!.threads);
}

describe("threadsSideBySide", () => {
  it.each([
    [1, 1],
    [2, 1],
    [4, 3],
    [8, 7],
  ])("%i threads: %i side by side", (threads, expected) => {
    expect(threadsSideBySide(threads)).toBe(expected);
  });
});

describe("shareThreads", () => {
  it("lowers DuckDB's threads by one, and gives back the count it found", async () => {
    const own = await threadsOf(db.run);
    await db.run("SET threads = 4");
    try {
      const back = await shareThreads(db);
      expect(await threadsOf(db.run)).toBe(3);
      await back();
      expect(await threadsOf(db.run)).toBe(4);
    } finally {
      await db.run(`SET threads = ${own}`);
    }
  });
});

describe("a load", () => {
  it("leaves DuckDB with its own thread count for the queries that follow", async () => {
    const dir = dataDir({
      "profiles.ndjson": ndjson([{ identityMap: identityMap({ ECID: [{ id: "e-1", primary: true }] }) }]),
      "events.ndjson": ndjson([
        { identityMap: identityMap({ ECID: [{ id: "e-1", primary: true }] }), eventType: "a", timestamp: "2024-05-01T10:00:00Z" },
      ]),
    });
    expect(await withData(dir, (data) => threadsOf((sql) => data.query(sql)))).toBe(await threadsOf(db.run));
  });
});
