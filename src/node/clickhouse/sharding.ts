// Where a cluster's Distributed table puts a row, so the loader can write each shard's local
// tables itself and put every row where the Distributed table would have (docs/estimates.md
// "ClickHouse"): ClickHouse lays out one slot per unit of weight, shard after shard in
// `remote_servers` order (shard_num 1, 2, ...), and a row goes to the shard of slot
// `sharding key % slots` (the key here is `pid`, on both tables). A shard of weight 0 has no slot.
import { InputError } from "../errors.js";
import type { ClickHouse } from "./http.js";

export interface ClusterShard {
  /** system.clusters' shard_num: the shard's place in remote_servers, from 1. */
  num: number;
  weight: number;
}

/** The cluster's shards in order, with their weights, as `server` knows them; a cluster it does not know is the user's mistake. */
export async function clusterShards(server: ClickHouse, cluster: string): Promise<ClusterShard[]> {
  const rows = await server.rows(
    `SELECT shard_num, any(shard_weight) AS weight FROM system.clusters WHERE cluster = '${cluster}' GROUP BY shard_num ORDER BY shard_num`,
  );
  const shards = rows.map((r) => ({ num: Number(r.shard_num), weight: Number(r.weight) }));
  if (shards.length === 0) throw new InputError(`ClickHouse at ${server.shown} has no cluster ${cluster} in its remote_servers`);
  return shards;
}

/** For each slot, the index (into `shards`) of the shard that holds it. */
export function shardSlots(shards: readonly ClusterShard[]): number[] {
  return shards.flatMap((s, i) => Array.from({ length: s.weight }, () => i));
}

/** The index of the shard that holds `pid`'s rows. */
export function shardOf(pid: number, slots: readonly number[]): number {
  return slots[pid % slots.length]!;
}

/** Which of the cluster's shards the server at this URL is (system.clusters' is_local), if one. */
export async function localShard(server: ClickHouse, cluster: string): Promise<number | undefined> {
  const rows = await server.rows(`SELECT DISTINCT shard_num FROM system.clusters WHERE cluster = '${cluster}' AND is_local = 1`);
  return rows.length === 1 ? Number(rows[0]!.shard_num) : undefined;
}
