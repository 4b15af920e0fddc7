export declare const TABLES: readonly ["profiles", "events"];
export type TableName = (typeof TABLES)[number];
/** A database, cluster or table name written into SQL as it is: letters, digits and underscores. */
export declare const IDENTIFIER: RegExp;
/** The MergeTree table that holds the rows (on a cluster, on each shard). */
export declare function mergeTreeDdl(database: string, table: string, kind: TableName, onCluster?: string): string;
/** The Distributed table `table` over the shards' local tables `local`, sharded by profile. */
export declare function distributedDdl(database: string, kind: TableName, cluster: string, onCluster: boolean, table?: string, local?: string): string;
