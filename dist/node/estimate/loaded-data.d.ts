import type { DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";
import type { EventReads } from "../../sql/index.js";
export interface DataCounts {
    /** Rows in `profiles`: the profiles of the file but those too deep. */
    profiles: number;
    /** Profiles left out (with their events): their data, or an event's, nests past the evaluator's limit (deep-data.ts). */
    profilesTooDeep: number;
    /** The first of them: its record's place ("profiles.ndjson:17") and where its data passed the limit. */
    firstTooDeep?: {
        place: string;
        message: string;
    };
    /** Rows in `events`. */
    events: number;
    /** Events whose identities match no profile (not in `events`). */
    orphanEvents: number;
    /** Profiles with more than one identity marked primary (the first marked one is their primary_id). */
    multiplePrimaryProfiles: number;
    /** Profiles with no identity in their identityMap (primary_id NULL; their events cannot be theirs). */
    profilesWithoutIdentity: number;
    /** Identities that more than one profile holds (their events go to the first of them in the file). */
    sharedIdentities: number;
    /** Events with no `timestamp` (ts_ms NULL): time conditions never hold for them, as in `evaluate`. */
    eventsWithoutTimestamp: number;
}
/** The counts alone, without the members a LoadedData adds (which a caller must not pass on). */
export interface ProfileWithEvents {
    pid: number;
    primaryId: string | null;
    profile: unknown;
    events: unknown[];
}
export interface LoadedData extends DataCounts {
    /** What the loader counted, alone: the fields above as plain data, for a report or a comparison. */
    readonly counts: DataCounts;
    /** Runs one query; rows as plain JSON objects (BIGINT as numbers). */
    query(sql: string): Promise<Record<string, unknown>[]>;
    /**
     * Where a compiled query that reads this of the events (the compiler's report) best reads them:
     * `events`, or, when the events are a Parquet file's and it reads some fields of their docs
     * only, a view of the same columns whose docs hold those fields alone (the same rows).
     */
    eventsFor(reads: EventReads): Promise<string>;
    /** The column of `profiles` holding a path's reading, when the load computed one (CompileOptions.profileColumn). */
    profileColumn: (keys: readonly string[], kind: "str" | "num" | "bool") => string | undefined;
    /**
     * A query's rows a chunk at a time (DuckDB's own, about 2,048 rows), as columns of plain values
     * (VARCHAR as strings, BIGINT as bigint): for copying whole tables elsewhere without holding them
     * or making an object of every row (the ClickHouse loader, src/node/clickhouse/copy.ts).
     */
    columns(sql: string): AsyncIterable<unknown[][]>;
    /** The data the evaluator takes, for the profiles given (all when omitted), in pid order. */
    profilesWithEvents(pids?: readonly number[]): AsyncIterable<ProfileWithEvents>;
    close(): Promise<void>;
}
export declare function loadedData(instance: DuckDBInstance, connection: DuckDBConnection, counts: DataCounts, tempDir: string, 
/** The table of the events' keys (pid, seq): `events`, or what the `events` view of a Parquet file reads (parquet-reader.ts). */
eventKeys?: string, 
/** For a Parquet file's events: the statement that creates a view of them whose docs hold only `fields`. */
narrowEventsViewSql?: (view: string, fields: readonly string[]) => string, 
/** The columns of `profiles` computed from paths of the docs (load-data.ts profileScalars). */
profileColumn?: LoadedData["profileColumn"]): LoadedData;
