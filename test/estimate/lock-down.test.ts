// After loading, the connection estimate runs compiled SQL on reads and writes no file but its
// data (issue 41, 15): a query that tries is refused by DuckDB, and the settings cannot be set back.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { identityMap, ndjson, withData, writeParquet } from "./helpers.js";

const person = (id: string) => ({ identityMap: identityMap({ ECID: [{ id, primary: true }] }), homeAddress: { countryCode: "US" } });
const views = (id: string) => ({
  identityMap: identityMap({ ECID: [{ id, primary: true }] }),
  eventType: "v",
  timestamp: "2024-05-01T10:00:00Z",
});

describe.each(["ndjson", "parquet"] as const)("a data set of %s, loaded", (format) => {
  it("a query can neither read a file nor write one, nor undo the settings; the data still reads", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pql-lock-"));
    const secret = join(dir, "secret.txt");
    writeFileSync(secret, "s3cret\n");
    const other = join(dir, "other");
    mkdirSync(other);
    if (format === "ndjson") {
      writeFileSync(join(dir, "profiles.ndjson"), ndjson([person("e-1")]));
      writeFileSync(join(dir, "events.ndjson"), ndjson([views("e-1")]));
    } else {
      await writeParquet(join(dir, "profiles.parquet"), [person("e-1")]);
      await writeParquet(join(dir, "events.parquet"), [views("e-1")]);
    }
    await writeParquet(join(other, "profiles.parquet"), [person("e-2")]);
    const written = join(dir, "pwned.csv");
    await withData(dir, async (data) => {
      const refused = async (sql: string) => {
        await expect(data.query(sql)).rejects.toThrow(/Permission Error|configuration has been locked|disabled by configuration/);
      };
      await refused(`COPY (SELECT 'owned' AS x) TO '${written}'`);
      await refused(`SELECT * FROM read_text('${secret}')`);
      await refused(`SELECT * FROM read_csv('${secret}')`);
      await refused(`SELECT * FROM read_parquet('${join(other, "profiles.parquet")}')`);
      await refused(`ATTACH '${join(dir, "x.db")}'`);
      await refused("INSTALL httpfs");
      await refused("SET enable_external_access = true");
      await refused("SET lock_configuration = false");
      expect(existsSync(written)).toBe(false);
      // What estimate reads still reads: the tables, and the events (a view over a Parquet file).
      expect(await data.query("SELECT count(*)::INT AS n FROM profiles")).toEqual([{ n: 1 }]);
      expect(await data.query("SELECT count(*)::INT AS n FROM events")).toEqual([{ n: 1 }]);
    });
  });
});
