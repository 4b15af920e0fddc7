export declare const TABLES: readonly ["profiles", "events"];
export type TableName = (typeof TABLES)[number];
/** Refuses a name the user gave (`--database`, `--cluster`) that is not plain: it is written into SQL as it is. */
export declare function plainName(option: string, name: string | undefined): void;
/** The MergeTree table that holds the rows (on a cluster, on each shard). */
export declare function mergeTreeDdl(database: string, table: string, kind: TableName, onCluster?: string): string;
/** The Distributed table `table` over the shards' local tables `local`, sharded by profile. */
export declare function distributedDdl(database: string, kind: TableName, cluster: string, onCluster: boolean, table?: string, local?: string): string;
