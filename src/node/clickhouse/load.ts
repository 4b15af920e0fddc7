// `data load --engine clickhouse`: the data set loaded as `estimate --data` loads it (DuckDB reads
// the files and resolves the identities: the same rows, the same pids, the same counts), then
// copied into ClickHouse's tables (tables.ts) page by page. Existing tables are refused unless
// `replace`. With a cluster, the tables are made on every shard: with `ON CLUSTER` (ClickHouse's
// distributed DDL, which needs ZooKeeper or Keeper), or on each shard's own URL when given
// (`shardUrls`, for a cluster without distributed DDL, as the tests' two servers are).
import { encodeJson } from "../../sql/clickhouse-encoding.js";
import { InputError } from "../errors.js";
import { loadData, type DataCounts } from "../estimate/index.js";
import { ClickHouse, ClickHouseError, type ClickHouseTarget } from "./http.js";
import { distributedDdl, IDENTIFIER, mergeTreeDdl, TABLES } from "./tables.js";

export interface ClickHouseLoadOptions {
  target: ClickHouseTarget;
  database: string;
  cluster?: string;
  /** Each shard's HTTP URL (same credentials), when the cluster has no distributed DDL. */
  shardUrls?: readonly string[];
  replace: boolean;
  onProgress?: (message: string) => void;
}

/** Profiles copied per INSERT (with their events in the next). */
const PAGE = 5000;

export async function loadIntoClickHouse(dir: string, options: ClickHouseLoadOptions): Promise<DataCounts> {
  const progress = options.onProgress ?? (() => {});
  const { database, cluster } = options;
  if (!IDENTIFIER.test(database)) throw new InputError(`--database ${JSON.stringify(database)} is not a plain name (letters, digits, _)`);
  if (cluster !== undefined && !IDENTIFIER.test(cluster))
    throw new InputError(`--cluster ${JSON.stringify(cluster)} is not a plain name (letters, digits, _)`);
  if (options.shardUrls?.length && cluster === undefined) throw new InputError("--shard-url is for a cluster: give --cluster too");
  const main = new ClickHouse(options.target);
  const shards = (options.shardUrls ?? []).map((url) => new ClickHouse({ ...options.target, url }));
  await main.exec("SELECT 1");
  if (cluster !== undefined) await checkCluster(main, cluster, shards.length);
  // Refused before the data is read: a mistake costs nothing.
  for (const server of [main, ...shards]) await refuseExisting(server, database, options.replace);

  const data = await loadData(dir, { onProgress: progress });
  try {
    progress(`creating the tables in ${database} on ${main.shown}${cluster ? ` (cluster ${cluster})` : ""}`);
    await createTables(main, shards, database, cluster);
    const table = (name: string) => `${database}.${name}`;
    // Synchronous: the INSERT returns once every shard holds its rows (Distributed sends them later otherwise).
    const settings: Record<string, string> = cluster ? { insert_distributed_sync: "1" } : {};
    for (let start = 0; start < data.profiles; start += PAGE) {
      const where = `pid >= ${start} AND pid < ${start + PAGE}`;
      const profiles = await data.query(`SELECT pid, primary_id, doc::VARCHAR AS doc FROM profiles WHERE ${where} ORDER BY pid`);
      await main.exec(`INSERT INTO ${table("profiles")} FORMAT JSONEachRow`, lines(profiles), settings);
      const events = await data.query(
        `SELECT pid, seq, ts_ms, event_type, doc::VARCHAR AS doc FROM events WHERE ${where} ORDER BY pid, seq`,
      );
      if (events.length > 0) await main.exec(`INSERT INTO ${table("events")} FORMAT JSONEachRow`, lines(events), settings);
      progress(
        `copied ${Math.min(start + PAGE, data.profiles).toLocaleString("en-US")} of ${data.profiles.toLocaleString("en-US")} profiles`,
      );
    }
    const [copied] = await main.rows(
      `SELECT (SELECT count() FROM ${table("profiles")}) AS profiles, (SELECT count() FROM ${table("events")}) AS events`,
    );
    if (Number(copied!.profiles) !== data.profiles || Number(copied!.events) !== data.events)
      throw new ClickHouseError(
        `ClickHouse at ${main.shown} holds ${copied!.profiles} profiles and ${copied!.events} events after the copy, not ${data.profiles} and ${data.events}`,
      );
    const { query: _q, profilesWithEvents: _p, close: _c, ...counts } = data;
    return counts;
  } finally {
    await data.close();
  }
}

/** One JSONEachRow line per row, with the document's encoding added. */
function lines(rows: Record<string, unknown>[]): string {
  return rows.map((row) => JSON.stringify({ ...row, doc_enc: encodeJson(JSON.parse(String(row.doc))) })).join("\n");
}

async function checkCluster(main: ClickHouse, cluster: string, shardUrls: number): Promise<void> {
  const rows = await main.rows(`SELECT count(DISTINCT shard_num) AS shards FROM system.clusters WHERE cluster = '${cluster}'`);
  const shards = Number(rows[0]?.shards ?? 0);
  if (shards === 0) throw new InputError(`ClickHouse at ${main.shown} has no cluster ${cluster} in its remote_servers`);
  if (shardUrls > 0 && shardUrls !== shards)
    throw new InputError(
      `cluster ${cluster} has ${shards} shards, and --shard-url is given ${shardUrls} times: give each shard's URL once`,
    );
}

async function refuseExisting(server: ClickHouse, database: string, replace: boolean): Promise<void> {
  const names = TABLES.flatMap((t) => [t, `${t}_local`]);
  const rows = await server.rows(
    `SELECT name FROM system.tables WHERE database = '${database}' AND name IN (${names.map((n) => `'${n}'`).join(", ")}) ORDER BY name`,
  );
  if (rows.length === 0) return;
  const found = rows.map((r) => `${database}.${String(r.name)}`).join(", ");
  if (!replace) throw new InputError(`ClickHouse at ${server.shown} already has ${found}; add --replace to drop and load them again`);
  for (const r of rows) await server.exec(`DROP TABLE ${database}.${String(r.name)}`);
}

async function createTables(main: ClickHouse, shards: readonly ClickHouse[], database: string, cluster: string | undefined) {
  if (cluster === undefined) {
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
