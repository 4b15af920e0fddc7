// Paths of the profiles' docs computed once into columns of `profiles` (profile-columns.ts), read
// by compiled SQL instead of the doc (CompileOptions.profileColumn): every corpus query gives the
// same rows with the columns as without them, on generated data (property), and the columns are
// read (most queries that ask for one change their SQL; the check is not vacuous).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileScalarColumns } from "../../src/node/estimate/profile-columns.js";
import { profileScalarsRead } from "../../src/node/estimate/profile-fields.js";
import type { EstimateAudience } from "../../src/node/estimate/estimate-audiences.js";
import { compileAudience, stopReason } from "../../src/sql/index.js";
import { corpus, vocabulary } from "../sql/corpus.js";
import { dataArbitrary } from "../sql/data-arbitrary.js";
import { openTables, type DataSet, type Tables } from "../sql/duckdb-tables.js";

const NOW = Date.parse("2024-05-15T12:00:00Z");
const entries = corpus();
const audiences = entries.map((e) => ({ ast: e.ast }) as unknown as EstimateAudience);
const scalars = profileScalarsRead(audiences, compileAudience, { now: NOW });

let tables: Tables;
beforeAll(async () => {
  tables = await openTables();
});
afterAll(() => tables.close());

describe("profile paths read from columns computed at the load", () => {
  it("every corpus query gives the same rows, on generated data (property)", { timeout: 600_000 }, async () => {
    expect(scalars.length).toBeGreaterThan(5);
    const db = { run: async (sql: string) => (await tables.connection.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[] };
    const answer = (sql: string) => tables.pids(sql).catch((e: Error) => stopReason(e.message) ?? `failed: ${e.message}`);
    let changedSql = 0;
    await fc.assert(
      fc.asyncProperty(dataArbitrary(vocabulary(entries), NOW), async (data: DataSet) => {
        await tables.load(data);
        const plain = entries.map((e) => compileAudience(e.ast, { dialect: "duckdb", now: NOW, localAudienceTable: () => undefined }));
        const expected = await Promise.all(plain.map(async (c) => (c.ok ? await answer(c.sql) : undefined)));
        // The columns as the loader stores them (load-data.ts), added to the tables the test loaded.
        const columns = profileScalarColumns(scalars);
        await db.run(`CREATE TABLE profiles_with_columns AS SELECT *, ${columns.select("doc").join(", ")} FROM profiles ORDER BY pid`);
        await db.run("DROP TABLE profiles");
        await db.run("ALTER TABLE profiles_with_columns RENAME TO profiles");
        const profileColumn = columns.column;
        changedSql = 0;
        for (const [i, entry] of entries.entries()) {
          const c = compileAudience(entry.ast, { dialect: "duckdb", now: NOW, localAudienceTable: () => undefined, profileColumn });
          if (!c.ok) continue;
          const before = plain[i]!;
          if (before.ok && before.sql !== c.sql) changedSql++;
          expect(await answer(c.sql), `${entry.source}: ${entry.text}`).toEqual(expected[i]);
        }
      }),
      { numRuns: 6 },
    );
    expect(changedSql).toBeGreaterThan(10);
  });
});
