// The data loaded into DuckDB, as `estimate` and compiled SQL use it: the contract's tables
// (`profiles`, `events`), what the loader counted, queries, and each profile's data in the shape
// the evaluator takes. In memory; DuckDB spills to a directory of its own under the OS's temp
// directory, removed on close.
import { removeTempFolder } from "../temp-folders.js";
import type { DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";
import type { EventReads } from "../../sql/index.js";

export interface DataCounts {
  /** Rows in `profiles`: the profiles of the file but those too deep. */
  profiles: number;
  /** Profiles left out (with their events): their data, or an event's, nests past the evaluator's limit (deep-data.ts). */
  profilesTooDeep: number;
  /** The first of them: its record's place ("profiles.ndjson:17") and where its data passed the limit. */
  firstTooDeep?: { place: string; message: string };
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

/** Profiles read per query by profilesWithEvents: few enough to hold, many enough to be quick. */
const PAGE = 2000;

export function loadedData(
  instance: DuckDBInstance,
  connection: DuckDBConnection,
  counts: DataCounts,
  tempDir: string,
  /** The table of the events' keys (pid, seq): `events`, or what the `events` view of a Parquet file reads (parquet-reader.ts). */
  eventKeys = "events",
  /** For a Parquet file's events: the statement that creates a view of them whose docs hold only `fields`. */
  narrowEventsViewSql?: (view: string, fields: readonly string[]) => string,
  /** The columns of `profiles` computed from paths of the docs (load-data.ts profileScalars). */
  profileColumn: LoadedData["profileColumn"] = () => undefined,
): LoadedData {
  const query = async (sql: string) => plainRows((await connection.runAndReadAll(sql)).getRowObjectsJS());
  // One view per set of fields, made when a query first needs it.
  const narrowViews = new Map<string, string>();
  async function eventsFor(reads: EventReads): Promise<string> {
    if (!narrowEventsViewSql || reads.kind !== "fields") return "events";
    const key = JSON.stringify(reads.fields);
    let view = narrowViews.get(key);
    if (view === undefined) {
      view = `events_narrow_${narrowViews.size + 1}`;
      await query(narrowEventsViewSql(view, reads.fields));
      narrowViews.set(key, view);
    }
    return view;
  }
  async function* page(where: string): AsyncGenerator<ProfileWithEvents> {
    // The page's events lie between these positions: a view over a file reads only the part of it
    // they span (DuckDB carries the range through the view's join to the file's row numbers).
    const [range] = await query(`SELECT coalesce(min(seq), 0) AS lo, coalesce(max(seq), -1) AS hi FROM ${eventKeys} WHERE ${where}`);
    const rows = await query(
      `SELECT p.pid, p.primary_id, p.doc::VARCHAR AS doc, e.events::VARCHAR AS events
       FROM profiles AS p
       LEFT JOIN (SELECT pid, to_json(list(doc ORDER BY seq)) AS events FROM events
                  WHERE ${where} AND seq BETWEEN ${Number(range!.lo)} AND ${Number(range!.hi)} GROUP BY pid) AS e USING (pid)
       WHERE ${where.replaceAll("pid", "p.pid")} ORDER BY p.pid`,
    );
    for (const row of rows)
      yield {
        pid: Number(row.pid),
        primaryId: row.primary_id === null ? null : String(row.primary_id),
        profile: JSON.parse(String(row.doc)),
        events: row.events === null ? [] : (JSON.parse(String(row.events)) as unknown[]),
      };
  }
  return {
    ...counts,
    counts,
    query,
    eventsFor,
    profileColumn,
    async *columns(sql: string) {
      const result = await connection.stream(sql);
      for (let chunk = await result.fetchChunk(); chunk !== null && chunk.rowCount > 0; chunk = await result.fetchChunk())
        yield chunk.getColumns() as unknown[][];
    },
    async *profilesWithEvents(pids?: readonly number[]) {
      if (pids === undefined) {
        // A pid is the profile's position in its file: those left out (too deep) leave gaps, so the pages span every record.
        const records = counts.profiles + counts.profilesTooDeep;
        for (let start = 0; start < records; start += PAGE) yield* page(`pid >= ${start} AND pid < ${start + PAGE}`);
        return;
      }
      const sorted = [...new Set(pids)].filter((p) => Number.isSafeInteger(p)).sort((a, b) => a - b);
      for (let i = 0; i < sorted.length; i += PAGE) yield* page(`pid IN (${sorted.slice(i, i + PAGE).join(", ")})`);
    },
    async close() {
      connection.closeSync();
      instance.closeSync();
      removeTempFolder(tempDir);
    },
  };
}

/** DuckDB's BIGINTs arrive as bigint: numbers for callers (pids and counts fit). */
function plainRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  for (const row of rows) for (const [k, v] of Object.entries(row)) if (typeof v === "bigint") row[k] = Number(v);
  return rows;
}
