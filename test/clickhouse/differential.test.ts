// The oracle property of issue 25 on a real two-shard ClickHouse 18.16 cluster (cluster.ts): on
// generated data sets, the ClickHouse SQL of every corpus expression that compiles in that dialect
// selects exactly the profiles the evaluator qualifies. The rows go straight into each shard's
// local table (pid % 2, which is where the Distributed table's sharding by pid puts them); the data
// sets are loaded as one, so the whole property is one load and one query per expression.
// How many expressions compile and which constructs are refused is printed (docs/estimates.md).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClickHouse } from "../../src/node/clickhouse/http.js";
import { QUERY_SETTINGS } from "../../src/node/clickhouse/estimate.js";
import { distributedDdl, mergeTreeDdl, TABLES } from "../../src/node/clickhouse/tables.js";
import { encodeJson } from "../../src/sql/clickhouse-encoding.js";
import { clickHouseStopReason } from "../../src/sql/clickhouse.js";
import { compileClickHouseValue } from "../../src/sql/clickhouse-audience.js";
import { compileAudience } from "../../src/sql/index.js";
import { evaluate } from "../../src/evaluate/index.js";
import { parse } from "../../src/syntax/index.js";
import { corpus, vocabulary, type CorpusEntry } from "../sql/corpus.js";
import { dataArbitrary } from "../sql/data-arbitrary.js";
import { eventTypeOf, oracle, timestampMs, type DataSet } from "../sql/duckdb-tables.js";
import { cli } from "../cli/helpers.js";
import { CLUSTER, type Cluster, clickhouseSkipReason, startCluster } from "./cluster.js";

const NOW = Date.parse("2024-05-15T12:00:00Z");
const DB = "pqldiff";

const skipReason = clickhouseSkipReason();
if (skipReason) console.warn(`test/clickhouse/differential.test.ts: the ClickHouse tests are SKIPPED: ${skipReason}`);

const entries = corpus();
const compiled: { entry: CorpusEntry; sql: string }[] = [];
const refused: string[] = [];
// The values too: a condition's answer hides most of a value (a number is never true), so each
// expression that compiles as a value is also held to the evaluator's value, per profile.
const valued: { entry: CorpusEntry; sql: string }[] = [];
for (const entry of entries) {
  const r = compileAudience(entry.ast, { dialect: "clickhouse", now: NOW, localAudienceTable: () => undefined });
  if (r.ok) compiled.push({ entry, sql: r.sql });
  else refused.push(r.unsupported.construct);
  const v = compileClickHouseValue(entry.ast, NOW);
  if (v.ok) valued.push({ entry, sql: v.sql });
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
      for (const t of TABLES) {
        await s.exec(mergeTreeDdl(DB, `${t}_local`, t));
        await s.exec(distributedDdl(DB, t, CLUSTER, false));
      }
    }
  }, 90_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  async function load(data: DataSet): Promise<void> {
    // The events as the loader writes them: seq in data order, ts_ms and event_type read as the contract says.
    let seq = 0;
    const events = data.profiles.flatMap((p, pid) =>
      p.events.map((e) => ({
        pid,
        seq: seq++,
        ts_ms: timestampMs(e),
        event_type: eventTypeOf(e),
        doc: JSON.stringify(e),
        doc_enc: encodeJson(e),
      })),
    );
    const profiles = data.profiles.map((p, pid) => ({
      pid,
      primary_id: `ECID:${pid}`,
      doc: JSON.stringify(p.doc),
      doc_enc: encodeJson(p.doc),
    }));
    for (const [i, s] of shards.entries()) {
      for (const [t, rows] of [
        ["profiles", profiles],
        ["events", events],
      ] as const) {
        await s.exec(`DROP TABLE ${DB}.${t}_local`);
        await s.exec(mergeTreeDdl(DB, `${t}_local`, t));
        const mine = rows.filter((r) => r.pid % shards.length === i);
        if (mine.length > 0) await s.exec(`INSERT INTO ${DB}.${t}_local FORMAT JSONEachRow`, mine.map((r) => JSON.stringify(r)).join("\n"));
      }
    }
  }

  /** Each query's rows, or the error that stopped it; two queries at a time. */
  async function allRows(queries: readonly { sql: string }[]): Promise<(Record<string, unknown>[] | Error)[]> {
    const out: (Record<string, unknown>[] | Error)[] = [];
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < queries.length; i = next++) out[i] = await main.rows(queries[i]!.sql, QUERY_SETTINGS).catch((e: Error) => e);
    };
    await Promise.all([worker(), worker()]);
    return out;
  }

  /** Each compiled query's pids (ascending), or the error that stopped it. */
  async function allPids(): Promise<(number[] | Error)[]> {
    return (await allRows(compiled)).map((r) => (r instanceof Error ? r : r.map((row) => Number(row.pid)).sort((a, b) => a - b)));
  }

  it("on every corpus expression that compiles, on generated data", { timeout: 120_000 }, async () => {
    // The data sets are sampled and loaded as one: the oracle and the SQL answer each profile on its
    // own (a profile with its own events), so one load and one query per expression check
    // them all. The seed is in every failure message, to replay it.
    const seed = Date.now() % 1_000_000;
    const samples = fc.sample(dataArbitrary(vocabulary(entries), NOW), { numRuns: 150, seed });
    const data: DataSet = { profiles: samples.flatMap((s) => s.profiles) };
    await load(data);
    const results = await allPids();
    let stopped = 0;
    const stops = new Map<string, number>();
    let overBudget = 0;
    const qualifiedSomewhere = new Set<number>();
    for (const [i, c] of compiled.entries()) {
      const got = results[i]!;
      const expected = oracle(c.entry.ast, data, NOW);
      overBudget += expected.overBudget.length;
      if (got instanceof Error) {
        // A deliberate stop (data the SQL cannot answer exactly), never an engine error (a bug of the compiler's SQL).
        const why = clickHouseStopReason(got.message);
        expect(why, `seed ${seed}: ${c.entry.text}\n${got.message}\n${c.sql}`).toBeDefined();
        stops.set(why!, (stops.get(why!) ?? 0) + 1);
        stopped++;
        continue;
      }
      if (expected.qualified.length > 0) qualifiedSomewhere.add(i);
      const answered = got.filter((pid) => !expected.overBudget.includes(pid));
      const wrong = [
        ...answered.filter((p) => !expected.qualified.includes(p)),
        ...expected.qualified.filter((p) => !answered.includes(p)),
      ];
      const profile = wrong.length > 0 ? JSON.stringify(data.profiles[wrong[0]!]!.doc) : "";
      expect(answered, `seed ${seed}, ${c.entry.source}: ${c.entry.text}\nprofile ${wrong[0]}: ${profile}\n${c.sql}`).toEqual(
        expected.qualified,
      );
    }
    const lines = [
      `ClickHouse: ${entries.length} expressions: ${compiled.length} compile, ${refused.length} are refused (left to the evaluator)`,
      `${samples.length} data sets (${data.profiles.length} profiles, seed ${seed}); ${qualifiedSomewhere.size} compiled expressions qualified a profile; ${overBudget} evaluations over budget (left out); ${stopped} queries stopped`,
      ...[...stops].map(([why, n]) => `  stopped ${n} times: ${why}`),
      ...tally(refused).map(([construct, n]) => `  ${String(n).padStart(3)}  ${construct}`),
    ];
    console.log(lines.join("\n"));
    expect(compiled.length).toBeGreaterThan(150);
    expect(qualifiedSomewhere.size).toBeGreaterThan(30);
  });

  it("every corpus expression that compiles as a value has the evaluator's value, on every profile", { timeout: 120_000 }, async () => {
    const seed = Date.now() % 1_000_000;
    const samples = fc.sample(dataArbitrary(vocabulary(entries), NOW), { numRuns: 60, seed });
    const data: DataSet = { profiles: samples.flatMap((s) => s.profiles) };
    await load(data);
    const results = await allRows(valued);
    let stopped = 0;
    let nonNull = 0;
    for (const [i, c] of valued.entries()) {
      const got = results[i]!;
      if (got instanceof Error) {
        expect(clickHouseStopReason(got.message), `seed ${seed}: ${c.entry.text}\n${got.message}\n${c.sql}`).toBeDefined();
        stopped++;
        continue;
      }
      const byPid = new Map(got.map((row) => [Number(row.pid), String(row.value)]));
      data.profiles.forEach((p, pid) => {
        const r = evaluate(c.entry.ast, {
          profile: p.doc,
          events: p.events,
          now: NOW,
          budget: { maxSteps: 200_000, maxResultSize: 100_000 },
        });
        if (r.status !== "evaluated") return;
        const expected = encodeJson(r.value);
        if (expected !== "Z" && expected !== "F") nonNull++;
        expect(byPid.get(pid), `seed ${seed}, ${c.entry.source}: ${c.entry.text}\nprofile ${pid}: ${JSON.stringify(p.doc)}\n${c.sql}`).toBe(
          expected,
        );
      });
    }
    console.log(
      `ClickHouse values: ${valued.length} expressions compile as values; ${data.profiles.length} profiles (seed ${seed}); ${nonNull} values neither null nor false; ${stopped} queries stopped`,
    );
    expect(nonNull).toBeGreaterThan(1000);
  });

  // The generated data seldom holds a date where a corpus expression reads one, so the calendar
  // parts get their own table: instants from year 0 to 9999 in the forms parseIso reads exactly.
  it("getYear, getMonth, getDayOfMonth of timestamp strings are JavaScript's GMT parts, years 0 to 9999", {
    timeout: 120_000,
  }, async () => {
    const seed = Date.now() % 1_000_000;
    await load({ profiles: [{ doc: {}, events: [] }] });
    const [first, last] = [Date.parse("0000-01-01T00:00:00.000Z"), Date.parse("9999-12-31T23:59:59.999Z")];
    // Each query takes about a second for 18.16 to analyse (nested lambdas): 30 sampled instants and the edges.
    const edges = [
      "0000-01-01T00:00:00.000Z",
      "0000-02-29T12:00:00.000Z",
      "1900-03-01T00:00:00.000Z",
      "1969-12-31T23:59:59.999Z",
      "1970-01-01T00:00:00.000Z",
      "2000-02-29T23:59:59.999Z",
      "9999-12-31T23:59:59.999Z",
    ];
    const times = [...edges.map((e) => Date.parse(e)), ...fc.sample(fc.integer({ min: first, max: last }), { numRuns: 30, seed })];
    const strings = times.flatMap((ms) => {
      const iso = new Date(ms).toISOString();
      return [iso, `${iso.slice(0, 19)}Z`, iso.slice(0, 10)];
    });
    for (let i = 0; i < strings.length; i += 3) {
      const pql = `[${strings
        .slice(i, i + 3)
        .map((t) => `"${t}".getYear(), "${t}".getMonth(), "${t}".getDayOfMonth()`)
        .join(", ")}]`;
      const ast = parse(pql).ast!;
      const compiled = compileClickHouseValue(ast, NOW);
      expect(compiled.ok).toBe(true);
      if (!compiled.ok) return;
      const [row] = await main.rows(compiled.sql, QUERY_SETTINGS);
      const expected = evaluate(ast, { profile: {}, now: NOW });
      expect(expected.status).toBe("evaluated");
      expect(row!.value, `seed ${seed}`).toBe(encodeJson(expected.value));
    }
  });

  // What `sql --dialect clickhouse` prints is sent as it is, with no setting given on the side:
  // its own SETTINGS line must make the cluster answer as the evaluator does.
  it.each([
    'homeAddress.countryCode = "US" and person.age % 5 = 2 or not (person.name = "J")',
    'xEvent[eventType = "view"].count() >= 1 and homeAddress.countryCode in ["US", "FR"]',
    '(sum X.commerce.order.priceTotal over X from xEvent where X.eventType = "buy") > 10 or (forall X from xEvent : X.eventType = "view")',
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "view"), B: WHAT(eventType = "buy")]) and orders.sum(price) >= 0',
  ])("the text sql --dialect clickhouse prints runs as printed on the cluster: %s", { timeout: 120_000 }, async (pql) => {
    const r = cli(["sql", "--dialect", "clickhouse", "--now", new Date(NOW).toISOString()], { input: pql });
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/\nSETTINGS distributed_product_mode = 'local';\n$/);
    // A generated data set may hold what the SQL deliberately stops on (a person.age that is not
    // whole, for `%`): such a stop is checked to be one, and the next data set is tried; at least
    // one must be answered, and answered as the evaluator does.
    const seed = Date.now() % 1_000_000;
    const stops: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const data: DataSet = {
        profiles: fc.sample(dataArbitrary(vocabulary(entries), NOW), { numRuns: 40, seed: seed + attempt }).flatMap((s) => s.profiles),
      };
      await load(data);
      // Nothing the data sets did may leak into every object (spawnSync reads the env's inherited keys).
      expect(Object.keys(Object.getPrototypeOf({}))).toEqual([]);
      const text = await main.exec(r.stdout).catch((e: Error) => e);
      if (text instanceof Error) {
        const why = clickHouseStopReason(text.message);
        expect(why, `seed ${seed + attempt}: an engine error, not a deliberate stop\n${text.message}\n${r.stdout}`).toBeDefined();
        stops.push(`seed ${seed + attempt}: ${why}`);
        continue;
      }
      // TabSeparated rows: pid, primary_id.
      const got = text
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => Number(line.split("\t")[0]))
        .sort((a, b) => a - b);
      expect(got, `seed ${seed + attempt}\n${r.stdout}`).toEqual(oracle(parse(pql).ast!, data, NOW).qualified);
      return;
    }
    expect.fail(`every data set stopped the query:\n${stops.join("\n")}`);
  });
});

function tally(xs: string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
