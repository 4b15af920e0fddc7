// The oracle property of issue 25 on a real two-shard ClickHouse 18.16 cluster (cluster.ts): on
// generated data sets, the ClickHouse SQL of every corpus expression that compiles in that dialect
// selects exactly the profiles the evaluator qualifies. The rows go straight into each shard's
// local table (pid % 2, which is where the Distributed table's sharding by pid puts them), and the
// queries of a data set run as a few UNION ALL batches, so the whole property stays under a minute.
// How many expressions compile and which constructs are refused is printed (docs/estimates.md).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClickHouse } from "../../src/node/clickhouse/http.js";
import { distributedDdl, mergeTreeDdl } from "../../src/node/clickhouse/tables.js";
import { encodeJson } from "../../src/sql/clickhouse-encoding.js";
import { compileAudience } from "../../src/sql/index.js";
import { corpus, vocabulary, type CorpusEntry } from "../sql/corpus.js";
import { dataArbitrary } from "../sql/data-arbitrary.js";
import { oracle, type DataSet } from "../sql/duckdb-tables.js";
import { CLUSTER, type Cluster, clickhouseSkipReason, startCluster } from "./cluster.js";

const NOW = Date.parse("2024-05-15T12:00:00Z");
const DB = "pqldiff";
const THROW_IF = "Value passed to 'throwIf' function is non zero";

const skipReason = clickhouseSkipReason();
if (skipReason) console.warn(`test/clickhouse/differential.test.ts: the ClickHouse tests are SKIPPED: ${skipReason}`);

const entries = corpus();
const compiled: { entry: CorpusEntry; sql: string }[] = [];
const refused: string[] = [];
for (const entry of entries) {
  const r = compileAudience(entry.ast, { dialect: "clickhouse", now: NOW, localAudienceTable: () => undefined });
  if (r.ok) compiled.push({ entry, sql: r.sql });
  else refused.push(r.unsupported.construct);
}

describe.skipIf(skipReason !== undefined)("ClickHouse SQL selects exactly the profiles the evaluator qualifies, on two shards", () => {
  let cluster: Cluster;
  let main: ClickHouse;
  let shards: ClickHouse[];
  beforeAll(async () => {
    cluster = await startCluster();
    shards = cluster.urls.map((url) => new ClickHouse({ url }));
    main = new ClickHouse({ url: `${cluster.urls[0]}?database=${DB}` });
    for (const s of shards) {
      await s.exec(`CREATE DATABASE ${DB}`);
      await s.exec(mergeTreeDdl(DB, "profiles_local", "profiles"));
      await s.exec(distributedDdl(DB, "profiles", CLUSTER, false));
    }
  }, 90_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 30_000);

  async function load(data: DataSet): Promise<void> {
    for (const [i, s] of shards.entries()) {
      await s.exec(`DROP TABLE ${DB}.profiles_local`);
      await s.exec(mergeTreeDdl(DB, "profiles_local", "profiles"));
      const rows = data.profiles
        .map((p, pid) => ({ pid, primary_id: `ECID:${pid}`, doc: JSON.stringify(p.doc), doc_enc: encodeJson(p.doc) }))
        .filter((r) => r.pid % shards.length === i);
      if (rows.length > 0) await s.exec(`INSERT INTO ${DB}.profiles_local FORMAT JSONEachRow`, rows.map((r) => JSON.stringify(r)).join("\n"));
    }
  }

  /** Each compiled query's pids (ascending), or the error that stopped it; the queries batched as UNION ALL. */
  async function allPids(): Promise<(number[] | Error)[]> {
    const out: (number[] | Error)[] = compiled.map(() => []);
    const batches: number[][] = [[]];
    let size = 0;
    for (let i = 0; i < compiled.length; i++) {
      // Under max_query_size (256 KiB by default).
      if (size + compiled[i]!.sql.length > 150_000) batches.push([]), (size = 0);
      batches[batches.length - 1]!.push(i);
      size += compiled[i]!.sql.length + 60;
    }
    const run = async (batch: number[]) => {
      const sql = batch.map((i) => `SELECT toUInt32(${i}) AS q, pid FROM (\n${compiled[i]!.sql}\n)`).join("\nUNION ALL\n");
      for (const row of await main.rows(sql)) (out[Number(row.q)] as number[]).push(Number(row.pid));
    };
    for (const batch of batches) {
      try {
        await run(batch);
      } catch {
        // One query stopped (throwIf): run the batch's queries one by one to tell which.
        for (const i of batch) await run([i]).catch((e: Error) => (out[i] = e));
      }
    }
    return out.map((r) => (r instanceof Error ? r : r.sort((a, b) => a - b)));
  }

  it("on every corpus expression that compiles, on generated data", { timeout: 180_000 }, async () => {
    let stopped = 0;
    let overBudget = 0;
    const qualifiedSomewhere = new Set<number>();
    await fc.assert(
      fc.asyncProperty(dataArbitrary(vocabulary(entries), NOW), async (data: DataSet) => {
        await load(data);
        const results = await allPids();
        for (const [i, c] of compiled.entries()) {
          const got = results[i]!;
          const expected = oracle(c.entry.ast, data, NOW);
          overBudget += expected.overBudget.length;
          if (got instanceof Error) {
            // The only deliberate stop: a path through arrays nested deeper than the SQL reads.
            expect(got.message, `${c.entry.text}\n${c.sql}`).toContain(THROW_IF);
            stopped++;
            continue;
          }
          if (expected.qualified.length > 0) qualifiedSomewhere.add(i);
          const answered = got.filter((pid) => !expected.overBudget.includes(pid));
          expect(answered, `${c.entry.source}: ${c.entry.text}\n${c.sql}`).toEqual(expected.qualified);
        }
      }),
      { numRuns: 12 },
    );
    const lines = [
      `ClickHouse: ${entries.length} expressions: ${compiled.length} compile, ${refused.length} are refused (left to the evaluator)`,
      `${qualifiedSomewhere.size} compiled expressions qualified a profile at least once; ${overBudget} evaluations over budget (left out); ${stopped} queries stopped`,
      ...tally(refused).map(([construct, n]) => `  ${String(n).padStart(3)}  ${construct}`),
    ];
    console.log(lines.join("\n"));
    expect(compiled.length).toBeGreaterThan(50);
    expect(qualifiedSomewhere.size).toBeGreaterThan(20);
  });
});

function tally(xs: string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
