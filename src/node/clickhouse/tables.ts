// The ClickHouse tables of the estimate contract (docs/estimates.md "ClickHouse"): the columns of
// DuckDB's `profiles` and `events`, plus `doc_enc`, the document in the encoding the compiled SQL
// reads (src/sql/clickhouse-encoding.ts). On a cluster, `<name>_local` MergeTree tables on every
// shard and a Distributed table `<name>` over them, sharded by `pid`: a profile's events are on
// its shard, so what joins them never crosses shards.

import { InputError } from "../errors.js";

export const TABLES = ["profiles", "events"] as const;
export type TableName = (typeof TABLES)[number];

const COLUMNS: Record<TableName, string> = {
  profiles: "pid UInt64, primary_id Nullable(String), doc String, doc_enc String",
  events: "pid UInt64, seq UInt64, ts_ms Nullable(Int64), event_type Nullable(String), doc String, doc_enc String",
};

const ORDER: Record<TableName, string> = { profiles: "pid", events: "(pid, seq)" };

/** A database, cluster or table name written into SQL as it is: letters, digits and underscores. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Refuses a name the user gave (`--database`, `--cluster`) that is not plain: it is written into SQL as it is. */
export function plainName(option: string, name: string | undefined): void {
  if (name !== undefined && !IDENTIFIER.test(name))
    throw new InputError(`${option} ${JSON.stringify(name)} is not a plain name (letters, digits, _)`);
}

/** The MergeTree table that holds the rows (on a cluster, on each shard). */
export function mergeTreeDdl(database: string, table: string, kind: TableName, onCluster?: string): string {
  const cluster = onCluster ? ` ON CLUSTER ${onCluster}` : "";
  return `CREATE TABLE ${database}.${table}${cluster} (${COLUMNS[kind]}) ENGINE = MergeTree() ORDER BY ${ORDER[kind]}`;
}

/** The Distributed table `table` over the shards' local tables `local`, sharded by profile. */
export function distributedDdl(
  database: string,
  kind: TableName,
  cluster: string,
  onCluster: boolean,
  table: string = kind,
  local = `${kind}_local`,
): string {
  const on = onCluster ? ` ON CLUSTER ${cluster}` : "";
  return `CREATE TABLE ${database}.${table}${on} (${COLUMNS[kind]}) ENGINE = Distributed(${cluster}, ${database}, ${local}, pid)`;
}
