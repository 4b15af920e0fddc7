import type { LoadedData } from "../estimate/index.js";
import type { ClickHouse } from "./http.js";
import type { TableName } from "./tables.js";
/** Where rows go: a table on a server (a shard's local table, or a Distributed table, or a single server's). */
export interface CopyTarget {
    server: ClickHouse;
    table: string;
    settings?: Record<string, string>;
}
/** One row's line: the fixed columns DuckDB wrote, the document, its encoding; a DataError naming the record when the encoding refuses it. */
export declare function tsvLine(kind: TableName, head: string, doc: string): string;
/**
 * Copies DuckDB's `kind` table into the targets: row with pid p to targets[slots[p % slots.length]].
 * `onRows` hears the rows copied so far, every 50,000 rows or so.
 */
export declare function copyTable(data: LoadedData, kind: TableName, targets: readonly CopyTarget[], slots: readonly number[], onRows: (copied: number) => void): Promise<void>;
