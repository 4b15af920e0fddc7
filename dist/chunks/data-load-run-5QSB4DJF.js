import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  ClickHouse,
  ClickHouseError,
  IDENTIFIER,
  TABLES,
  distributedDdl,
  mergeTreeDdl
} from "./chunk-M7IOCZYR.js";
import {
  DataError,
  loadData
} from "./chunk-ZA4JDLYG.js";
import {
  encodeJson
} from "./chunk-6B3TRYWB.js";
import "./chunk-SG5ZPFEX.js";
import "./chunk-ZVDMLB5E.js";
import "./chunk-JDI5JMKQ.js";
import "./chunk-6C3M6KJ7.js";
import {
  stderr,
  stdout
} from "./chunk-ITHKOW74.js";
import "./chunk-M3TH62UT.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import {
  ExitCode,
  UsageError
} from "./chunk-KINRILFU.js";
import {
  InputError
} from "./chunk-ZNIHOJPO.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/node/clickhouse/load.ts
var PAGE = 5e3;
async function loadIntoClickHouse(dir, options) {
  const progress = options.onProgress ?? (() => {
  });
  const { database, cluster } = options;
  if (!IDENTIFIER.test(database)) throw new InputError(`--database ${JSON.stringify(database)} is not a plain name (letters, digits, _)`);
  if (cluster !== void 0 && !IDENTIFIER.test(cluster))
    throw new InputError(`--cluster ${JSON.stringify(cluster)} is not a plain name (letters, digits, _)`);
  if (options.shardUrls?.length && cluster === void 0) throw new InputError("--shard-url is for a cluster: give --cluster too");
  const main = new ClickHouse(options.target);
  const shards = (options.shardUrls ?? []).map((url) => new ClickHouse({ ...options.target, url }));
  await main.exec("SELECT 1");
  if (cluster !== void 0) await checkCluster(main, cluster, shards.length);
  for (const server of [main, ...shards]) await refuseExisting(server, database, options.replace);
  const data = await loadData(dir, { onProgress: progress });
  try {
    progress(`creating the tables in ${database} on ${main.shown}${cluster ? ` (cluster ${cluster})` : ""}`);
    await createTables(main, shards, database, cluster);
    const table = (name) => `${database}.${name}`;
    const settings = cluster ? { insert_distributed_sync: "1" } : {};
    for (let start = 0; start < data.profiles; start += PAGE) {
      const where = `pid >= ${start} AND pid < ${start + PAGE}`;
      const profiles = await data.query(`SELECT pid, primary_id, doc::VARCHAR AS doc FROM profiles WHERE ${where} ORDER BY pid`);
      await main.exec(`INSERT INTO ${table("profiles")} FORMAT JSONEachRow`, lines(profiles), settings);
      const events = await data.query(
        `SELECT pid, seq, ts_ms, event_type, doc::VARCHAR AS doc FROM events WHERE ${where} ORDER BY pid, seq`
      );
      if (events.length > 0) await main.exec(`INSERT INTO ${table("events")} FORMAT JSONEachRow`, lines(events), settings);
      progress(
        `copied ${Math.min(start + PAGE, data.profiles).toLocaleString("en-US")} of ${data.profiles.toLocaleString("en-US")} profiles`
      );
    }
    const [copied] = await main.rows(
      `SELECT (SELECT count() FROM ${table("profiles")}) AS profiles, (SELECT count() FROM ${table("events")}) AS events`
    );
    if (Number(copied.profiles) !== data.profiles || Number(copied.events) !== data.events)
      throw new ClickHouseError(
        `ClickHouse at ${main.shown} holds ${copied.profiles} profiles and ${copied.events} events after the copy, not ${data.profiles} and ${data.events}`
      );
    const { query: _q, profilesWithEvents: _p, close: _c, ...counts } = data;
    return counts;
  } finally {
    await data.close();
  }
}
function lines(rows) {
  return rows.map((row) => JSON.stringify({ ...row, doc_enc: encodeJson(JSON.parse(String(row.doc))) })).join("\n");
}
async function checkCluster(main, cluster, shardUrls) {
  const rows = await main.rows(`SELECT count(DISTINCT shard_num) AS shards FROM system.clusters WHERE cluster = '${cluster}'`);
  const shards = Number(rows[0]?.shards ?? 0);
  if (shards === 0) throw new InputError(`ClickHouse at ${main.shown} has no cluster ${cluster} in its remote_servers`);
  if (shardUrls > 0 && shardUrls !== shards)
    throw new InputError(
      `cluster ${cluster} has ${shards} shards, and --shard-url is given ${shardUrls} times: give each shard's URL once`
    );
}
async function refuseExisting(server, database, replace) {
  const names = TABLES.flatMap((t) => [t, `${t}_local`]);
  const rows = await server.rows(
    `SELECT name FROM system.tables WHERE database = '${database}' AND name IN (${names.map((n) => `'${n}'`).join(", ")}) ORDER BY name`
  );
  if (rows.length === 0) return;
  const found = rows.map((r) => `${database}.${String(r.name)}`).join(", ");
  if (!replace) throw new InputError(`ClickHouse at ${server.shown} already has ${found}; add --replace to drop and load them again`);
  for (const r of rows) await server.exec(`DROP TABLE ${database}.${String(r.name)}`);
}
async function createTables(main, shards, database, cluster) {
  if (cluster === void 0) {
    await main.exec(`CREATE DATABASE IF NOT EXISTS ${database}`);
    for (const t of TABLES) await main.exec(mergeTreeDdl(database, t, t));
    return;
  }
  if (shards.length === 0) {
    await main.exec(`CREATE DATABASE IF NOT EXISTS ${database} ON CLUSTER ${cluster}`);
    for (const t of TABLES) await main.exec(mergeTreeDdl(database, `${t}_local`, t, cluster));
    for (const t of TABLES) await main.exec(distributedDdl(database, t, cluster, true));
    return;
  }
  const servers = [main, ...shards.filter((s) => s.shown !== main.shown)];
  for (const s of servers) await s.exec(`CREATE DATABASE IF NOT EXISTS ${database}`);
  for (const s of shards) for (const t of TABLES) await s.exec(mergeTreeDdl(database, `${t}_local`, t));
  for (const s of servers) for (const t of TABLES) await s.exec(distributedDdl(database, t, cluster, false));
}

// src/cli/data-load-run.ts
async function runDataLoad(args, env = process.env) {
  if (Array.isArray(args.url)) throw new UsageError(`--url is given ${args.url.length} times; give it once (shards: --shard-url)`);
  const user = args.user ?? env.CLICKHOUSE_USER;
  const password = env.CLICKHOUSE_PASSWORD;
  const started = performance.now();
  const progress = stderr.isTTY ? (message) => stderr.write(`\r\x1B[K${message}`) : void 0;
  let counts;
  try {
    counts = await loadIntoClickHouse(args.dir, {
      target: { url: args.url, ...user ? { user } : {}, ...password ? { password } : {} },
      database: args.database,
      ...args.cluster ? { cluster: args.cluster } : {},
      ...args["shard-url"]?.length ? { shardUrls: args["shard-url"] } : {},
      replace: args.replace,
      ...progress ? { onProgress: progress } : {}
    });
  } catch (e) {
    if (!(e instanceof DataError)) throw e;
    stderr.write(`pql-audience: ${e.message}
`);
    return ExitCode.Problems;
  } finally {
    if (progress) stderr.write("\r\x1B[K");
  }
  const n = (x) => x.toLocaleString("en-US");
  const where = `${args.database}.profiles and ${args.database}.events${args.cluster ? ` (Distributed over cluster ${args.cluster})` : ""}`;
  stdout.write(
    `loaded ${n(counts.profiles)} profiles and ${n(counts.events)} events into ${where} in ${((performance.now() - started) / 1e3).toFixed(1)} s` + (counts.orphanEvents > 0 ? `; ${n(counts.orphanEvents)} events of no profile left out` : "") + "\n"
  );
  return ExitCode.Ok;
}
export {
  runDataLoad
};
