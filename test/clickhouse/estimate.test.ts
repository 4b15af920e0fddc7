// `estimate --engine clickhouse` and `sql --dialect clickhouse` as a user runs them (the built CLI)
// on a real two-shard cluster (cluster.ts) that `data load` filled: the same counts as `estimate
// --data` on DuckDB for every audience that compiles; one that does not is refused with its
// construct at file:line:col (exit 1); the SQL `sql` prints runs on the cluster as printed.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUERY_SETTINGS } from "../../src/node/clickhouse/estimate.js";
import { ClickHouse } from "../../src/node/clickhouse/http.js";
import { generateDataSet } from "../../src/node/data/generate.js";
import { cli } from "../cli/helpers.js";
import { CLUSTER, type Cluster, clickhouseSkipReason, startCluster } from "./cluster.js";

const skipReason = clickhouseSkipReason();
if (skipReason) console.warn(`test/clickhouse/estimate.test.ts: the ClickHouse tests are SKIPPED: ${skipReason}`);

const NOW = ["--now", "2024-05-15T12:00:00Z"];
const examples = join(import.meta.dirname, "../../examples");
// Profile conditions (one with a case-insensitive test), events counted and filtered by time,
// CHAIN (one step, and two in order); the audience that does not compile is written in beforeAll.
const files = [
  "gold-members.audience.yaml",
  "us-customers.audience.json",
  "lives-in-us.pql",
  "checkout-today.pql",
  "cart-abandoners-3-days.audience.yaml",
  "recent-purchasers.audience.yaml",
  "us-checkout-starters.audience.json",
].map((f) => join(examples, f));
let refusedFile = "";

describe.skipIf(skipReason !== undefined)("estimate --engine clickhouse, on two shards", () => {
  let cluster: Cluster;
  let dir: string;
  beforeAll(async () => {
    cluster = await startCluster();
    dir = mkdtempSync(join(tmpdir(), "pql-clickhouse-estimate-"));
    refusedFile = join(dir, "name-pattern.pql");
    writeFileSync(refusedFile, 'person.name.matches("^J")\n');
    await generateDataSet({ dir, profiles: 600, eventsPerProfile: 3, seed: 3, now: Date.parse("2024-05-15T12:00:00Z"), format: "ndjson" });
    const shards = cluster.urls.flatMap((u) => ["--shard-url", u]);
    const loaded = cli([
      "data",
      "load",
      dir,
      "--engine",
      "clickhouse",
      "--url",
      cluster.urls[0],
      "--cluster",
      CLUSTER,
      "--database",
      "est",
      ...shards,
    ]);
    expect(loaded.stderr).toBe("");
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("counts what DuckDB counts; refuses what does not compile, with where", { timeout: 120_000 }, () => {
    const on = ["--engine", "clickhouse", "--url", cluster.urls[0], "--cluster", CLUSTER, "--database", "est"];
    const ch = cli(["estimate", ...files, refusedFile, ...on, ...NOW, "--format", "json"]);
    expect(ch.status).toBe(1);
    expect(ch.stderr).toBe(
      `${refusedFile}:1:13: error ${refusedFile}: not estimated on ClickHouse: the method matches does not compile to ClickHouse SQL yet\n`,
    );
    const got = JSON.parse(ch.stdout) as {
      profiles: number;
      cluster: { name: string; shards: number };
      audiences: { name: string; qualified?: number; unsupported?: { construct: string; line: number; column: number } }[];
    };
    expect(got.cluster).toEqual({ name: CLUSTER, shards: 2 });
    const duck = cli(["estimate", ...files, "--data", dir, ...NOW, "--format", "json", "--sample", "0"]);
    const expected = JSON.parse(duck.stdout) as { data: { profiles: number }; audiences: { name: string; qualified: number }[] };
    expect(got.profiles).toBe(expected.data.profiles);
    const duckByName = new Map(expected.audiences.map((a) => [a.name, a.qualified]));
    const counted = got.audiences.filter((a) => a.qualified !== undefined);
    expect(counted.map((a) => a.name).sort()).toEqual([...duckByName.keys()].sort());
    expect(counted).toHaveLength(files.length);
    for (const a of counted) expect(a.qualified, a.name).toBe(duckByName.get(a.name));
    // The data's events are around now: the events audiences find someone too.
    expect(counted.filter((a) => a.qualified! > 0).length).toBeGreaterThanOrEqual(files.length - 1);
    expect(got.audiences.find((a) => a.unsupported)).toMatchObject({
      name: refusedFile,
      unsupported: { construct: "the method matches", line: 1, column: 13 },
    });

    const text = cli(["estimate", files[0]!, ...on, ...NOW, "--sample", "2"]);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(
      new RegExp(
        `^ClickHouse http://127\\.0\\.0\\.1:\\d+ est, cluster ${CLUSTER} \\(2 shards\\): 600 profiles, [\\d,]+ events \\(at 2024-05-15T12:00:00\\.000Z\\)\\n\\n`,
      ),
    );
    expect(text.stdout).toContain(`: Gold loyalty members  ${duckByName.get("Gold loyalty members")} of 600 profiles (`);
    expect(text.stdout).toMatch(/\n {2}e\.g\. ECID:\d+, ECID:\d+\n/);
  });

  it("sql --dialect clickhouse prints a SELECT that runs on the cluster as printed", { timeout: 60_000 }, async () => {
    const sql = cli(["sql", files[1]!, "--dialect", "clickhouse", ...NOW]);
    expect(sql.stderr).toBe("");
    expect(sql.status).toBe(0);
    expect(sql.stdout).toMatch(
      /^-- US customers \(.*us-customers\.audience\.json:\d+:\d+\)\n-- \d+:\d+ homeAddress\.countryCode = "US"\nWITH\n.*\nSELECT p\.pid, p\.primary_id\nFROM profiles AS p\nWHERE /s,
    );
    // The setting a cluster needs is in the text (rows() gives none): it runs as printed.
    expect(sql.stdout).toMatch(/\nSETTINGS distributed_product_mode = 'local';\n$/);
    const server = new ClickHouse({ url: `${cluster.urls[1]}?database=est` });
    const rows = await server.rows(sql.stdout.trim().replace(/;$/, ""));
    const counted = cli([
      "estimate",
      files[1]!,
      "--engine",
      "clickhouse",
      "--url",
      cluster.urls[0],
      "--database",
      "est",
      ...NOW,
      "--format",
      "json",
    ]);
    expect(rows.length).toBe((JSON.parse(counted.stdout) as { audiences: { qualified: number }[] }).audiences[0]!.qualified);
    const refused = cli(["sql", refusedFile, "--dialect", "clickhouse", ...NOW]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/name-pattern\.pql:1:13: error the method matches does not compile to ClickHouse SQL yet$/m);
  });

  it("needs --url; a database without the tables is said", () => {
    const stray = cli(["estimate", files[0]!, "--url", cluster.urls[0], "--data", dir]);
    expect(stray.status).toBe(2);
    expect(stray.stderr).toContain("--url and --cluster are for --engine clickhouse");
    const none = cli(["estimate", files[0]!, "--engine", "clickhouse"]);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain("--engine clickhouse needs the server's HTTP URL once: --url http://HOST:8123");
    const empty = cli(["estimate", files[0]!, "--engine", "clickhouse", "--url", cluster.urls[0], "--database", "nothing"]);
    expect(empty.status).toBe(2);
    expect(empty.stderr).toContain("has no nothing.profiles and nothing.events: load them with data load --engine clickhouse");
  });
  it("its queries run with readonly=2: SQL sent with them reads the tables but makes, changes or drops nothing", async () => {
    const server = new ClickHouse({ url: `${cluster.urls[0]}?database=est` });
    expect(await server.rows("SELECT count() AS n FROM profiles", QUERY_SETTINGS)).toEqual([{ n: 600 }]);
    for (const sql of [
      "CREATE TABLE est.pwned (x UInt8) ENGINE = Memory",
      "DROP TABLE IF EXISTS est.no_such_table",
      "INSERT INTO est.profiles_local SELECT * FROM est.profiles_local LIMIT 0",
    ])
      await expect(server.exec(sql, undefined, QUERY_SETTINGS), sql).rejects.toThrow(/in readonly mode/);
    expect(await server.rows("SELECT count() AS n FROM system.tables WHERE database = 'est' AND name = 'pwned'")).toEqual([{ n: 0 }]);
  });
});
