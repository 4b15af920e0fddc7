// `data load --engine clickhouse`: the data set loaded as `estimate --data` loads it (DuckDB reads
// the files and resolves the identities: the same rows, the same pids, the same counts), then
// streamed into ClickHouse's tables (tables.ts; copy.ts: TabSeparated, doc_enc from the JSON text;
// on a cluster with its shards' URLs, straight into each shard's local tables, sharding.ts).
// Existing tables are refused unless
// `replace`. With a cluster, the tables are made on every shard: with `ON CLUSTER` (ClickHouse's
// distributed DDL, which needs ZooKeeper or Keeper), or on each shard's own URL when given
// (`shardUrls`, for a cluster without distributed DDL, as the tests' two servers are).
import { InputError } from "../errors.js";
import { DataError } from "../estimate/data-error.js";
import { plural } from "../../text/plural.js";
import { visibleControls } from "../../text/visible-controls.js";
import { loadData, type DataCounts } from "../estimate/index.js";
import { type CopyTarget, copyTable } from "./copy.js";
import { ClickHouse, ClickHouseError, type ClickHouseTarget } from "./http.js";
import { clusterShards, localShard, shardSlots } from "./sharding.js";
import { distributedDdl, mergeTreeDdl, plainName, TABLES, type TableName } from "./tables.js";

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
  plainName("--database", database);
  plainName("--cluster", cluster);
  if (options.shardUrls?.length && cluster === undefined) throw new InputError("--shard-url is for a cluster: give --cluster too");
  const main = new ClickHouse(options.target);
  const shards = (options.shardUrls ?? []).map((url) => new ClickHouse({ ...options.target, url }));
  await main.exec("SELECT 1");
  const layout: Layout = { main, shards, database, cluster, servers: [main, ...shards.filter((s) => s.shown !== main.shown)] };
  const route = cluster === undefined ? singleServer(main, database) : await clusterRoute(main, shards, database, cluster);
  // Refused before the data is read: a mistake costs nothing.
  for (const server of layout.servers) await refuseExisting(server, database, options.replace);

  const data = await loadData(dir, { onProgress: progress });
  try {
    // Profiles the evaluator would not evaluate were left out by the loader (docs/estimates.md): a
    // copy without them would count short with no word of it, so the load is refused, as a record
    // too deep for the encoding is, and the tables stay as they were.
    if (data.profilesTooDeep > 0 && data.firstTooDeep)
      throw new DataError(
        `${visibleControls(data.firstTooDeep.place)}: error ${plural(data.profilesTooDeep, "profile")} cannot be loaded: ${visibleControls(data.firstTooDeep.message)}${data.profilesTooDeep > 1 ? " (the first)" : ""}`,
      );
    progress(`creating the tables in ${database} on ${main.shown}${cluster ? ` (cluster ${cluster})` : ""}`);
    await dropStaging(layout);
    await createStaging(layout);
    const n = (x: number) => x.toLocaleString("en-US");
    for (const kind of TABLES) {
      const total = kind === "profiles" ? data.profiles : data.events;
      await copyTable(data, kind, route.targets(kind), route.slots, (copied) => progress(`copied ${n(copied)} of ${n(total)} ${kind}`));
    }
    const staged = (kind: TableName) => `${database}.${kind}${LOADING}`;
    const [copied] = await main.rows(
      `SELECT (SELECT count() FROM ${staged("profiles")}) AS profiles, (SELECT count() FROM ${staged("events")}) AS events`,
    );
    if (Number(copied!.profiles) !== data.profiles || Number(copied!.events) !== data.events)
      throw new ClickHouseError(
        `ClickHouse at ${main.shown} holds ${copied!.profiles} profiles and ${copied!.events} events after the copy, not ${data.profiles} and ${data.events}`,
      );
    await swapIn(layout);
    return data.counts;
  } catch (e) {
    // The tables that were there stay as they were: only the new ones are dropped.
    await dropStaging(layout).catch(() => {});
    throw e;
  } finally {
    await data.close();
  }
}

// A load writes into new tables (`<name>__loading`) and only once every row is in and counted
// puts them in place of the old ones with RENAME (18.16 has no EXCHANGE TABLES; its RENAME of
// several tables runs under one lock), so a failed load, bad data or an interrupted one leaves
// the tables that were there as they were. On a cluster the local tables are swapped first (the
// old Distributed table, which names them, reads the new ones from then on), then a Distributed
// table made for this load's cluster (`<name>__swap`: 18.16 refuses one over a local table that
// does not exist yet) takes the old one's place; the one the copy counted through
// (`<name>__loading`, over the new local tables) is dropped.
const LOADING = "__loading";
const SWAP = "__swap";
const REPLACED = "__replaced";

interface Layout {
  main: ClickHouse;
  /** Each shard's own server (--shard-url); none for a single server or distributed DDL. */
  shards: readonly ClickHouse[];
  /** Every server the tables are on: the main one and the shards. */
  servers: readonly ClickHouse[];
  database: string;
  cluster: string | undefined;
}

/** The tables a load makes before the swap, by server, and what each becomes at it (undefined: dropped after it). */
function stagedTables(layout: Layout, server: ClickHouse): { name: string; final: string | undefined }[] {
  if (layout.cluster === undefined) return TABLES.map((t) => ({ name: `${t}${LOADING}`, final: t }));
  const isShard = layout.shards.length === 0 || layout.shards.some((s) => s.shown === server.shown);
  return TABLES.flatMap((t) => [
    ...(isShard ? [{ name: `${t}_local${LOADING}`, final: `${t}_local` }] : []),
    { name: `${t}${LOADING}`, final: undefined },
  ]);
}

/** ` ON CLUSTER c` where the tables are made by distributed DDL (a cluster without --shard-url): one statement for every server. */
function onCluster(layout: Layout): string {
  return layout.cluster !== undefined && layout.shards.length === 0 ? ` ON CLUSTER ${layout.cluster}` : "";
}

/** The servers a statement is sent to: the main one alone under distributed DDL. */
function targetsOf(layout: Layout): readonly ClickHouse[] {
  return onCluster(layout) ? [layout.main] : layout.servers;
}

async function existing(server: ClickHouse, database: string, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await server.rows(
    `SELECT name FROM system.tables WHERE database = '${database}' AND name IN (${names.map((n) => `'${n}'`).join(", ")}) ORDER BY name`,
  );
  return rows.map((r) => String(r.name));
}

/** Drops what an earlier load left before its swap (interrupted, or this one failed). */
async function dropStaging(layout: Layout): Promise<void> {
  for (const server of targetsOf(layout)) {
    const names = [
      ...stagedTables(layout, server).map((t) => t.name),
      ...TABLES.flatMap((t) => [`${t}${REPLACED}`, `${t}_local${REPLACED}`]),
    ];
    for (const name of await existing(server, layout.database, names))
      await server.exec(`DROP TABLE IF EXISTS ${layout.database}.${name}${onCluster(layout)}`);
  }
}

async function createStaging(layout: Layout): Promise<void> {
  const { main, shards, database, cluster } = layout;
  const on = onCluster(layout);
  for (const s of targetsOf(layout)) {
    const create = () => s.exec(`CREATE DATABASE IF NOT EXISTS ${database}${on}`);
    await (on && cluster !== undefined ? withDistributedDdl(main, cluster, create) : create());
  }
  if (cluster === undefined) {
    for (const t of TABLES) await main.exec(mergeTreeDdl(database, `${t}${LOADING}`, t));
    return;
  }
  for (const s of on ? [main] : shards)
    for (const t of TABLES) await s.exec(mergeTreeDdl(database, `${t}_local${LOADING}`, t, on ? cluster : undefined));
  for (const s of targetsOf(layout))
    for (const t of TABLES) await s.exec(distributedDdl(database, t, cluster, on !== "", `${t}${LOADING}`, `${t}_local${LOADING}`));
}

/** The new tables in place of the old (the local ones first on a cluster); then the old ones dropped. */
async function swapIn(layout: Layout): Promise<void> {
  const { database, cluster } = layout;
  const on = onCluster(layout);
  const renameIn = async (server: ClickHouse, pairs: { name: string; final: string }[]) => {
    const old = await existing(
      server,
      database,
      pairs.map((p) => p.final),
    );
    const renames = [
      ...old.map((name) => `${database}.${name} TO ${database}.${name}${REPLACED}`),
      ...pairs.map((p) => `${database}.${p.name} TO ${database}.${p.final}`),
    ];
    if (renames.length > 0) await server.exec(`RENAME TABLE ${renames.join(", ")}${on}`);
    for (const name of old) await server.exec(`DROP TABLE ${database}.${name}${REPLACED}${on}`);
  };
  const servers = targetsOf(layout);
  for (const server of servers)
    await renameIn(
      server,
      stagedTables(layout, server).flatMap((t) => (t.final ? [{ name: t.name, final: t.final }] : [])),
    );
  if (cluster === undefined) return;
  for (const server of servers) {
    for (const t of TABLES) {
      await server.exec(distributedDdl(database, t, cluster, on !== "", `${t}${SWAP}`, `${t}_local`));
      await server.exec(`DROP TABLE ${database}.${t}${LOADING}${on}`);
    }
    await renameIn(
      server,
      TABLES.map((t) => ({ name: `${t}${SWAP}`, final: t })),
    );
  }
}

/** Where each row goes: the targets of a table, and each slot's target (sharding.ts). */
interface Route {
  targets(kind: TableName): CopyTarget[];
  slots: number[];
}

function singleServer(main: ClickHouse, database: string): Route {
  return { targets: (kind) => [{ server: main, table: `${database}.${kind}${LOADING}` }], slots: [0] };
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
      targets: (kind) => [{ server: main, table: `${database}.${kind}${LOADING}`, settings: { insert_distributed_sync: "1" } }],
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
    targets: (kind) => shards.map((s) => ({ server: byShard.get(s.num)!, table: `${database}.${kind}_local${LOADING}` })),
    slots: shardSlots(shards),
  };
}

/** Without `replace`, tables of the load's names are refused; with it they stay until the new ones are in (swapIn). */
async function refuseExisting(server: ClickHouse, database: string, replace: boolean): Promise<void> {
  if (replace) return;
  const found = await existing(
    server,
    database,
    TABLES.flatMap((t) => [t, `${t}_local`]),
  );
  if (found.length === 0) return;
  throw new InputError(
    `ClickHouse at ${server.shown} already has ${found.map((name) => `${database}.${name}`).join(", ")}; add --replace to drop and load them again`,
  );
}

/**
 * The first `ON CLUSTER` statement: a server without distributed DDL (no ZooKeeper or Keeper in
 * its config) answers it with its own words ("DDL background thread is not initialized", ClickHouse's
 * code 139): said as what it means here, and the way that needs none.
 */
async function withDistributedDdl(main: ClickHouse, cluster: string, run: () => Promise<unknown>): Promise<void> {
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
