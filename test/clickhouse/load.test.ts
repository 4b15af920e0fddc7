// `data load --engine clickhouse` on a real two-shard cluster (cluster.ts): the rows, pids and
// counts are the DuckDB loader's; each profile's events are on its shard; both shards hold
// some; existing tables are refused without `replace`. And the document encoding the compiled
// SQL reads (src/sql/clickhouse-encoding.ts) parses back in ClickHouse to what JavaScript wrote.
import { spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDataSet } from "../../src/node/data/generate.js";
import { ClickHouse } from "../../src/node/clickhouse/http.js";
import { loadIntoClickHouse } from "../../src/node/clickhouse/load.js";
import { clusterShards, localShard, shardOf, shardSlots } from "../../src/node/clickhouse/sharding.js";
import { loadData } from "../../src/node/estimate/engine.js";
import { encodeJson } from "../../src/sql/clickhouse-encoding.js";
import { bin, cli } from "../cli/helpers.js";
import { CLUSTER, type Cluster, clickhouseSkipReason, startCluster, WEIGHTED_CLUSTER } from "./cluster.js";

// Raw tabs between tokens (JSON whitespace DuckDB keeps), escapes of every kind, quotes, NUL.
const TRICKY_PROFILE = `{"identityMap":{"ECID":[{"id":"tricky\\\\1\\t'x'","primary":true}]},\t"note" :\t"back\\\\slash 'q' tab\\there\\nnl \\u0000 é 😀","k'ey":{"x\\\\y":[["a'b"],{"c":"\\\\N"}],"":[1.50,-0,1e2]}}`;
const TRICKY_EVENT = `{"identityMap":{"ECID":[{"id":"tricky\\\\1\\t'x'"}]},"timestamp":"2024-05-01T00:00:00Z","eventType":"odd\\ttype\\\\'",\t"x":"\\\\N"}`;

const skipReason = clickhouseSkipReason();
if (skipReason) console.warn(`test/clickhouse/load.test.ts: the ClickHouse tests are SKIPPED: ${skipReason}`);

describe.skipIf(skipReason !== undefined)("data load --engine clickhouse, on two shards", () => {
  let cluster: Cluster;
  let dir: string;
  beforeAll(async () => {
    cluster = await startCluster();
    dir = mkdtempSync(join(tmpdir(), "pql-clickhouse-data-"));
    await generateDataSet({ dir, profiles: 700, eventsPerProfile: 4, seed: 7, now: Date.parse("2024-05-15T12:00:00Z"), format: "ndjson" });
    // One more profile and event whose text needs every escape on the way (TabSeparated, doc_enc's quoting):
    // raw tabs between tokens, backslashes, quotes, a NUL, astral characters, in keys, values, the
    // primary identity and the event type.
    appendFileSync(join(dir, "profiles.ndjson"), `${TRICKY_PROFILE}\n`);
    appendFileSync(join(dir, "events.ndjson"), `${TRICKY_EVENT}\n`);
  }, 90_000);
  afterAll(async () => {
    await cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const load = (replace: boolean) =>
    loadIntoClickHouse(dir, {
      target: { url: cluster.urls[0] },
      database: "pql",
      cluster: CLUSTER,
      shardUrls: cluster.urls,
      replace,
    });

  it("loads the DuckDB loader's rows and counts, each profile's events on its shard", { timeout: 120_000 }, async () => {
    const counts = await load(false);
    const duck = await loadData(dir);
    try {
      expect(counts).toEqual(duck.counts);
      const ch = new ClickHouse({ url: cluster.urls[0] });
      const profiles = await ch.rows("SELECT pid, primary_id, doc FROM pql.profiles ORDER BY pid");
      const duckProfiles = await duck.query("SELECT pid, primary_id, doc::VARCHAR AS doc FROM profiles ORDER BY pid");
      expect(profiles).toEqual(duckProfiles);
      const events = await ch.rows("SELECT pid, seq, ts_ms, event_type, doc FROM pql.events ORDER BY pid, seq");
      const duckEvents = await duck.query("SELECT pid, seq, ts_ms, event_type, doc::VARCHAR AS doc FROM events ORDER BY pid, seq");
      expect(events.length).toBeGreaterThan(1000);
      expect(events).toEqual(duckEvents);
      // doc_enc, written from the JSON text (encode-text.ts) through TabSeparated, is what the reference encoder writes.
      for (const t of ["profiles", "events"]) {
        const rows = await ch.rows(`SELECT doc, doc_enc FROM pql.${t}`);
        expect(rows.length).toBeGreaterThan(500);
        for (const r of rows) expect(r.doc_enc).toBe(encodeJson(JSON.parse(String(r.doc))));
      }
    } finally {
      await duck.close();
    }
    let total = 0;
    for (const url of cluster.urls) {
      const shard = new ClickHouse({ url });
      const [row] = await shard.rows(
        `SELECT (SELECT count() FROM pql.profiles_local) AS profiles, (SELECT count() FROM pql.events_local) AS events,
                (SELECT count() FROM pql.events_local WHERE pid NOT IN (SELECT pid FROM pql.profiles_local)) AS elsewhere`,
      );
      expect(Number(row!.profiles)).toBeGreaterThan(100);
      expect(Number(row!.events)).toBeGreaterThan(100);
      expect(Number(row!.elsewhere)).toBe(0);
      total += Number(row!.profiles);
    }
    expect(total).toBe(counts.profiles);
  });

  it.each([CLUSTER, WEIGHTED_CLUSTER])(
    "places each pid on the shard %s's Distributed table puts it on (weights included)",
    async (name) => {
      const servers = cluster.urls.map((url) => new ClickHouse({ url }));
      const db = `route_${name}`;
      for (const s of servers) {
        await s.exec(`CREATE DATABASE ${db}`);
        await s.exec(`CREATE TABLE ${db}.t_local (pid UInt64) ENGINE = MergeTree() ORDER BY pid`);
      }
      await servers[0]!.exec(`CREATE TABLE ${db}.t (pid UInt64) ENGINE = Distributed(${name}, ${db}, t_local, pid)`);
      const pids = Array.from({ length: 300 }, (_, i) => i * 7 + (i % 5));
      await servers[0]!.exec(`INSERT INTO ${db}.t FORMAT TabSeparated`, pids.join("\n"), { insert_distributed_sync: "1" });
      const shards = await clusterShards(servers[0]!, name);
      const slots = shardSlots(shards);
      expect(slots).toEqual(name === WEIGHTED_CLUSTER ? [0, 0, 1] : [0, 1]);
      for (const s of servers) {
        const num = await localShard(s, name);
        const held = (await s.rows(`SELECT pid FROM ${db}.t_local ORDER BY pid`)).map((r) => Number(r.pid));
        expect(held).toEqual(pids.filter((p) => shards[shardOf(p, slots)]!.num === num).sort((a, b) => a - b));
        expect(held.length).toBeGreaterThan(50);
      }
    },
  );

  it("refuses to overwrite the tables without replace, and replaces them with it", { timeout: 120_000 }, async () => {
    await expect(load(false)).rejects.toThrow(/already has pql\.events, pql\.events_local, .*add --replace/);
    const counts = await load(true);
    const [row] = await new ClickHouse({ url: cluster.urls[1] }).rows("SELECT count() AS n FROM pql.profiles");
    expect(Number(row!.n)).toBe(counts.profiles);
  });

  it("a profile nested past the evaluator's limit: the load is refused, named, the tables as they were", { timeout: 120_000 }, async () => {
    const servers = cluster.urls.map((url) => new ClickHouse({ url }));
    const before = await Promise.all(servers.map((s) => s.rows("SELECT count() AS n FROM pql.profiles_local")));
    const deep = mkdtempSync(join(tmpdir(), "pql-clickhouse-deep-"));
    try {
      writeFileSync(
        join(deep, "profiles.ndjson"),
        `{"identityMap":{"ECID":[{"id":"a"}]}}\n{"identityMap":{"ECID":[{"id":"b"}]},"a":${'{"a":'.repeat(150)}1${"}".repeat(150)}}\n`,
      );
      const args = ["--engine", "clickhouse", "--url", cluster.urls[0]!, "--cluster", CLUSTER, "--database", "pql", "--replace"];
      const run = cli(["data", "load", deep, ...args, ...cluster.urls.flatMap((u) => ["--shard-url", u])]);
      expect(run.stderr).toBe(
        `pql-audience: ${join(deep, "profiles.ndjson")}:2: error 1 profile cannot be loaded: data nested past 100 levels at profile.a.a.a.a… (depth 101)\n`,
      );
      expect(run.status).toBe(1);
    } finally {
      rmSync(deep, { recursive: true, force: true });
    }
    const after = await Promise.all(servers.map((s) => s.rows("SELECT count() AS n FROM pql.profiles_local")));
    expect(after).toEqual(before);
  });

  it("--replace that fails (a record nested too deeply for the encoding) leaves the loaded tables as they were", {
    timeout: 120_000,
  }, async () => {
    const servers = cluster.urls.map((url) => new ClickHouse({ url }));
    const before = await Promise.all(servers.map((s) => s.rows("SELECT count() AS n FROM pql.profiles_local")));
    expect(Number(before[0]![0]!.n) + Number(before[1]![0]!.n)).toBe(701);
    const deep = mkdtempSync(join(tmpdir(), "pql-clickhouse-deep-"));
    try {
      // A 100-byte record 24 arrays deep: it loaded in 56 s into a 33 MB doc_enc, after --replace had dropped the tables.
      writeFileSync(
        join(deep, "profiles.ndjson"),
        `{"identityMap":{"ECID":[{"id":"a"}]}}\n{"identityMap":{"ECID":[{"id":"b"}]},"a":${"[".repeat(24)}"it's"${"]".repeat(24)}}\n`,
      );
      const started = performance.now();
      const run = cli([
        "data",
        "load",
        deep,
        "--engine",
        "clickhouse",
        "--url",
        cluster.urls[0],
        "--cluster",
        CLUSTER,
        "--database",
        "pql",
        "--replace",
        ...cluster.urls.flatMap((u) => ["--shard-url", u]),
      ]);
      expect(run.stderr).toMatch(
        /^pql-audience: profile record 2 \(pid 1\) of the data cannot be loaded into ClickHouse: it nests arrays and objects more than 16 levels deep at \$\.a(\[0\]){15}, /,
      );
      expect(run.status).toBe(1);
      expect(performance.now() - started).toBeLessThan(30_000);
    } finally {
      rmSync(deep, { recursive: true, force: true });
    }
    const after = await Promise.all(servers.map((s) => s.rows("SELECT count() AS n FROM pql.profiles_local")));
    expect(after).toEqual(before);
    const [total] = await servers[0]!.rows("SELECT count() AS n FROM pql.profiles");
    expect(Number(total!.n)).toBe(701);
    // Nothing of the failed load is left on either server.
    for (const s of servers)
      expect(await s.rows("SELECT name FROM system.tables WHERE database = 'pql' AND position(name, '__') > 0")).toEqual([]);
  });

  it("data load, the command: loads, refuses without --replace, never prints a password", { timeout: 120_000 }, async () => {
    const args = ["data", "load", dir, "--engine", "clickhouse", "--url", cluster.urls[0], "--cluster", CLUSTER, "--database", "cli"];
    const shards = cluster.urls.flatMap((u) => ["--shard-url", u]);
    const loaded = cli([...args, ...shards]);
    expect(loaded.stderr).toBe("");
    expect(loaded.stdout).toMatch(
      /^loaded 701 profiles and [\d,]+ events into cli\.profiles and cli\.events \(Distributed over cluster two_shards\) in [\d.]+ s; \d+ events of no profile left out\n$/,
    );
    expect(loaded.status).toBe(0);
    const again = cli([...args, ...shards]);
    expect(again.stderr).toMatch(/already has cli\.events, cli\.events_local, cli\.profiles, cli\.profiles_local; add --replace/);
    expect(again.status).toBe(2);
    // These servers have no ZooKeeper or Keeper: ON CLUSTER (no --shard-url) is said as that, with the way out.
    const noKeeper = cli([...args.slice(0, -1), "nokeeper"]);
    expect(noKeeper.stderr).toContain(`cannot make tables ON CLUSTER ${CLUSTER}: the cluster has no ZooKeeper or Keeper (distributed DDL)`);
    expect(noKeeper.stderr).toContain("--shard-url (once per shard)");
    expect(noKeeper.stderr).not.toContain("DDL background thread");
    expect(noKeeper.status).toBe(2);
    // The servers' default user has no password: one given is refused, and shown nowhere.
    const u = new URL(cluster.urls[0]);
    const withSecrets = `http://default:url-secret-1@${u.host}/`;
    const refused = cli(["data", "load", dir, "--engine", "clickhouse", "--url", withSecrets], {
      env: { CLICKHOUSE_PASSWORD: "env-secret-2" },
    });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(new RegExp(`^pql-audience: ClickHouse at http://${u.host} refused a query: .*\\n$`));
    for (const secret of ["url-secret-1", "env-secret-2"]) expect(refused.stdout + refused.stderr).not.toContain(secret);
    // Bad data is said as estimate says it, with its file and line: exit 1.
    const bad = mkdtempSync(join(tmpdir(), "pql-clickhouse-bad-"));
    try {
      writeFileSync(join(bad, "profiles.ndjson"), '{"a": 1}\nnot json\n');
      const run = cli(["data", "load", bad, "--engine", "clickhouse", "--url", cluster.urls[0], "--database", "bad"]);
      expect(run.stderr).toMatch(new RegExp(`^pql-audience: ${join(bad, "profiles.ndjson").replaceAll(".", "\\.")}:2:1: error `));
      expect(run.status).toBe(1);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });

  // Issue 41, 16: `data load` shares estimate's handler (src/cli/interruptible.ts); stopped while
  // DuckDB reads the data, it leaves no pql-audience-duckdb-* folder and exits 128 + the signal.
  it.each([
    ["SIGTERM", 143],
    ["SIGINT", 130],
  ] as const)(
    "data load, interrupted while it loads (%s): its temporary folder is removed, exit %i",
    async (signal, code) => {
      const big = mkdtempSync(join(tmpdir(), "pql-clickhouse-interrupt-"));
      const tmp = mkdtempSync(join(tmpdir(), "pql-clickhouse-interrupt-tmp-"));
      try {
        await generateDataSet({
          dir: big,
          profiles: 40_000,
          eventsPerProfile: 10,
          seed: 1,
          now: Date.parse("2024-05-15T12:00:00Z"),
          format: "ndjson",
        });
        const child = spawn(
          process.execPath,
          [bin, "data", "load", big, "--engine", "clickhouse", "--url", cluster.urls[0], "--database", `interrupted_${code}`],
          { env: { ...process.env, TMPDIR: tmp, NO_COLOR: "1" }, stdio: "ignore" },
        );
        const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
          child.on("exit", (c, s) => resolve({ code: c, signal: s })),
        );
        const duckdbFolders = () => readdirSync(tmp).filter((f) => f.startsWith("pql-audience-duckdb-"));
        while (duckdbFolders().length === 0) await new Promise((r) => setTimeout(r, 20));
        await new Promise((r) => setTimeout(r, 300));
        child.kill(signal);
        expect(await exited).toEqual({ code, signal: null });
        expect(duckdbFolders()).toEqual([]);
      } finally {
        rmSync(big, { recursive: true, force: true });
        rmSync(tmp, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it("reads the document encoding back in ClickHouse as JavaScript wrote it", async () => {
    const doc = {
      s: "quote ' backslash \\ newline \n tab \t é 😀 [','] \b\f\r\u0000\u0001\u007f",
      n: [0, -0, 0.1, -1.5e300, 5e-324, 2 ** 53 + 2, 42],
      b: [true, false, null],
      "k'ey": { nested: { deeper: ["x", { y: "K" }] } },
      "": "empty key",
      K: "Kv",
    };
    const ch = new ClickHouse({ url: cluster.urls[0] });
    const enc = encodeJson(doc);
    const quoted = `'${enc.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;
    const members = Object.keys(doc);
    // Each member looked up as the compiled SQL does: the key's K-entry, the value after it.
    const rows = await ch.rows(
      `SELECT ${members
        .map(
          (k, i) =>
            `arrayElement(CAST(substring(${quoted}, 2) AS Array(String)), indexOf(CAST(substring(${quoted}, 2) AS Array(String)), '${`K${k}`.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}') + 1) AS m${i}`,
        )
        .join(", ")}`,
    );
    members.forEach((k, i) => expect(rows[0]![`m${i}`]).toBe(encodeJson((doc as Record<string, unknown>)[k])));
    // Every array and object encoding is what ClickHouse's toString writes for the array it parses to.
    const containers: string[] = [];
    const collect = (v: unknown) => {
      if (v === null || typeof v !== "object") return;
      containers.push(encodeJson(v));
      Object.values(v).forEach(collect);
    };
    collect(doc);
    const sql = (x: string) => `'${x.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;
    const texts = await ch.rows(
      `SELECT [${containers.map((c) => `toString(CAST(substring(${sql(c)}, 2) AS Array(String)))`).join(", ")}] AS xs`,
    );
    expect(texts[0]!.xs).toEqual(containers.map((c) => c.slice(1)));
    // Numbers: the double's bytes, read back exactly.
    const numbers = doc.n.map((x) => encodeJson(x).slice(1));
    const back = await ch.rows(`SELECT [${numbers.map((h) => `reinterpretAsFloat64(unhex('${h}'))`).join(", ")}] AS xs`);
    expect(back[0]!.xs).toEqual(doc.n.map((x) => (x === 0 ? 0 : x)));
  });
});
