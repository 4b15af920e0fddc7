import type { Runner } from "./read-records.js";
/**
 * The SQL expression of `ts_ms` for the forms SQL reads, from `timestamp`, the event's `timestamp`
 * as JSON (NULL when it has none); NULL for anything else (the JS pass decides).
 */
export declare function canonicalTimestampSql(timestamp: string): string;
export interface UnreadableTimestamps {
    count: number;
    /** The 0-based position of the first event whose timestamp does not read. */
    first: number | undefined;
    /** That timestamp as written (JSON text). */
    firstText: string | undefined;
}
/**
 * The second pass over `table (ts_ms)`, whose `key` is the event's position: every string
 * timestamp SQL left NULL is read by parseIso and written back. The timestamps' JSON is
 * `timestamp_json` of `texts` (`table` itself by default; any relation of `(${key}, ts_ms,
 * timestamp_json)`). Returns the events whose `timestamp` is present but is no instant (not a
 * string, or a string parseIso refuses).
 */
export declare function completeTimestamps(db: Runner, table: string, key?: string, texts?: string): Promise<UnreadableTimestamps>;
