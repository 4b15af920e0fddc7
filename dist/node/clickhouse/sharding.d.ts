import type { ClickHouse } from "./http.js";
export interface ClusterShard {
    /** system.clusters' shard_num: the shard's place in remote_servers, from 1. */
    num: number;
    weight: number;
}
/** The cluster's shards in order, with their weights, as `server` knows them; a cluster it does not know is the user's mistake. */
export declare function clusterShards(server: ClickHouse, cluster: string): Promise<ClusterShard[]>;
/** For each slot, the index (into `shards`) of the shard that holds it. */
export declare function shardSlots(shards: readonly ClusterShard[]): number[];
/** The index of the shard that holds `pid`'s rows. */
export declare function shardOf(pid: number, slots: readonly number[]): number;
/** Which of the cluster's shards the server at this URL is (system.clusters' is_local), if one. */
export declare function localShard(server: ClickHouse, cluster: string): Promise<number | undefined>;
