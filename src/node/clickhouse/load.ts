// `data load --engine clickhouse`: the data set loaded as `estimate --data` loads it (DuckDB reads
// the files and resolves the identities: the same rows, the same pids, the same counts), then
// streamed into ClickHouse's tables (tables.ts; copy.ts: TabSeparated, doc_enc from the JSON text;
// on a cluster with its shards' URLs, straight into each shard's local tables, sharding.ts).
// Existing tables are refused unless
// `replace`. With a cluster, the tables are made on every shard: with `ON CLUSTER` (ClickHouse's
// distributed DDL, which needs ZooKeeper or Keeper), or on each shard's own URL when given
// (`shardUrls`, for a cluster without distributed DDL, as the tests' two servers are).
import { InputError } from "../errors.js";
import { countsOf, loadData, type DataCounts } from "../estimate/index.js";
import { type CopyTarget, copyTable } from "./copy.js";
import { ClickHouse, ClickHouseError, type ClickHouseTarget } from "./http.js";
import { clusterShards, localShard, shardSlots } from "./sharding.js";
import { distributedDdl, IDENTIFIER, mergeTreeDdl, TABLES, type TableName } from "./tables.js";

export interface ClickHouseLoadOptions {
  target: ClickHouseTarget;
  database: string;
  cluster?: string;
  /** Each shard's HTTP URL (same credentials): its tables are made there and its rows inserted there directly. */
  shardUrls?: readonly string[];
  replace: boolean;
  onProgress?: (message: string) => void;
}

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
  const route = cluster === undefined ? singleServer(main, database) : await clusterRoute(main, shards, database, cluster);
  // Refused before the data is read: a mistake costs nothing.
  for (const server of [main, ...shards]) await refuseExisting(server, database, options.replace);

  const data = await loadData(dir, { onProgress: progress });
  try {
    progress(`creating the tables in ${database} on ${main.shown}${cluster ? ` (cluster ${cluster})` : ""}`);
    await createTables(main, shards, database, cluster);
    const table = (name: string) => `${database}.${name}`;
    const n = (x: number) => x.toLocaleString("en-US");
    for (const kind of TABLES) {
      const total = kind === "profiles" ? data.profiles : data.events;
      await copyTable(data, kind, route.targets(kind), route.slots, (copied) => progress(`copied ${n(copied)} of ${n(total)} ${kind}`));
    }
    const [copied] = await main.rows(
      `SELECT (SELECT count() FROM ${table("profiles")}) AS profiles, (SELECT count() FROM ${table("events")}) AS events`,
    );
    if (Number(copied!.profiles) !== data.profiles || Number(copied!.events) !== data.events)
      throw new ClickHouseError(
        `ClickHouse at ${main.shown} holds ${copied!.profiles} profiles and ${copied!.events} events after the copy, not ${data.profiles} and ${data.events}`,
      );
    return countsOf(data);
  } finally {
    await data.close();
  }
}

/** Where each row goes: the targets of a table, and each slot's target (sharding.ts). */
interface Route {
  targets(kind: TableName): CopyTarget[];
  slots: number[];
}

function singleServer(main: ClickHouse, database: string): Route {
  return { targets: (kind) => [{ server: main, table: `${database}.${kind}` }], slots: [0] };
}

/**
 * On a cluster, each shard's rows go straight into its local tables when its HTTP URL is known
 * (--shard-url: system.clusters has each shard's host and native port, not its HTTP port), in
 * parallel, placed as the Distributed table would place them; which shard a URL is, its server
 * says (is_local). Without the URLs the rows go through the Distributed table, which splits each
 * block by pid and forwards it (insert_distributed_sync: the INSERT returns once every shard holds its rows).
 */
async function clusterRoute(main: ClickHouse, shardServers: readonly ClickHouse[], database: string, cluster: string): Promise<Route> {
  const shards = await clusterShards(main, cluster);
  if (shardServers.length === 0)
    return {
      targets: (kind) => [{ server: main, table: `${database}.${kind}`, settings: { insert_distributed_sync: "1" } }],
      slots: [0],
    };
  if (shardServers.length !== shards.length)
    throw new InputError(
      `cluster ${cluster} has ${shards.length} shards, and --shard-url is given ${shardServers.length} times: give each shard's URL once`,
    );
  const byShard = new Map<number, ClickHouse>();
  for (const server of shardServers) {
    const num = await localShard(server, cluster);
    if (num === undefined)
      throw new InputError(
        `ClickHouse at ${server.shown} is none of cluster ${cluster}'s shards (no is_local entry in its system.clusters)`,
      );
    const other = byShard.get(num);
    if (other)
      throw new InputError(
        `--shard-url ${other.shown} and ${server.shown} are both shard ${num} of cluster ${cluster}: give each shard's URL once`,
      );
    byShard.set(num, server);
  }
  return {
    targets: (kind) => shards.map((s) => ({ server: byShard.get(s.num)!, table: `${database}.${kind}_local` })),
    slots: shardSlots(shards),
  };
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

/**
 * The first `ON CLUSTER` statement: a server without distributed DDL (no ZooKeeper or Keeper in
 * its config) answers it with its own words ("DDL background thread is not initialized", ClickHouse's
 * code 139): said as what it means here, and the way that needs none.
 */
async function onCluster(main: ClickHouse, cluster: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (e) {
    if (e instanceof ClickHouseError && /DDL background thread is not initialized|Code: 139\b|distributed_ddl|zookeeper/i.test(e.message))
      throw new ClickHouseError(
        `ClickHouse at ${main.shown} cannot make tables ON CLUSTER ${cluster}: the cluster has no ZooKeeper or Keeper (distributed DDL); give each shard's URL with --shard-url (once per shard) to make the tables on each`,
      );
    throw e;
  }
}

async function createTables(main: ClickHouse, shards: readonly ClickHouse[], database: string, cluster: string | undefined) {
  if (cluster === undefined) {
    await main.exec(`CREATE DATABASE IF NOT EXISTS ${database}`);
    for (const t of TABLES) await main.exec(mergeTreeDdl(database, t, t));
    return;
  }
  if (shards.length === 0) {
    await onCluster(main, cluster, () => main.exec(`CREATE DATABASE IF NOT EXISTS ${database} ON CLUSTER ${cluster}`));
    for (const t of TABLES) await main.exec(mergeTreeDdl(database, `${t}_local`, t, cluster));
    for (const t of TABLES) await main.exec(distributedDdl(database, t, cluster, true));
    return;
  }
  const servers = [main, ...shards.filter((s) => s.shown !== main.shown)];
  for (const s of servers) await s.exec(`CREATE DATABASE IF NOT EXISTS ${database}`);
  for (const s of shards) for (const t of TABLES) await s.exec(mergeTreeDdl(database, `${t}_local`, t));
  for (const s of servers) for (const t of TABLES) await s.exec(distributedDdl(database, t, cluster, false));
}
