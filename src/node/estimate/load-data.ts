// loadData(dir): DIR/profiles.* and DIR/events.* into DuckDB's `profiles` and `events` tables
// (docs/estimates.md: the layout, the identity rules, what is counted). DuckDB in memory, its
// temp directory under the OS's temp directory: nothing is written next to the data.
import { statSync } from "node:fs";
import { basename } from "node:path";
import type { DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";
import { helperDefinitions } from "../../sql/index.js";
import { profileScalarColumns, type ProfileScalarColumns } from "./profile-columns.js";
import type { ProfileScalar } from "./profile-fields.js";
import { DataError } from "./data-error.js";
import { removeTooDeep, type DocColumns } from "./deep-data.js";
import { findDataFiles, type DataFile } from "./data-files.js";
import { importDuckDB } from "./duckdb.js";
import { loadedData, type DataCounts, type LoadedData } from "./loaded-data.js";
import {
  eventOwnerSql,
  IDENTITY_MAP_TYPE,
  identitiesSql,
  identityMapSql,
  identityHoldersSql,
  jsonPreferredIdentitySql,
  preferredOwnerSql,
  primaryIdentitySql,
  unmatchedEventsSql,
} from "./identities.js";
import {
  parquetColumnType,
  parquetDocsSql,
  parquetEventsViewSql,
  parquetFieldJson,
  parquetFieldsSql,
  parquetIdentityMapSql,
  readsInTwoPasses,
  type ParquetShape,
} from "./parquet-reader.js";
import {
  typedIdentitiesSql,
  typedEntryCountSql,
  typedNamespaces,
  typedPreferredIdentitySql,
  typedTimestampSql,
  type TypedNamespace,
} from "./parquet-typed.js";
import { attempt, docSql, dropRecords, readParquetShape, readRecords, type Runner } from "./read-records.js";
import { fileLiteral, identifier } from "./sql-text.js";
import { refuseLenientJson } from "./lenient-json.js";
import { lockDown } from "./lock-down.js";
import { shareThreads } from "./engine-threads.js";
import { makeTempFolder, removeTempFolder } from "../temp-folders.js";
import { recordPlace } from "./record-lines.js";
import { canonicalTimestampSql, completeTimestamps, type UnreadableTimestamps } from "./timestamps.js";

export type { LoadedData } from "./loaded-data.js";

export interface LoadOptions {
  onProgress?: (message: string) => void;
  /** DuckDB's memory_limit (e.g. "4GB"); default DuckDB's own, 80% of the machine's memory. */
  memoryLimit?: string;
  /**
   * The top-level fields of the events' docs that anything will read (event-fields.ts): an NDJSON
   * events file's docs then hold those alone, read in the pass that reads the identities, and the
   * records are not parsed a second time. Whole docs when undefined.
   */
  eventFields?: readonly string[] | undefined;
  /**
   * The top-level fields of the profiles' docs that anything will read (profile-fields.ts): the
   * docs then hold those alone (NDJSON: read in the pass that reads the identities, no record
   * kept whole; Parquet: only those columns made JSON). Whole docs when undefined.
   */
  profileFields?: readonly string[] | undefined;
  /**
   * Paths of the profiles' docs the audiences read as a string, a number or a boolean
   * (profile-fields.ts profileScalarsRead): each becomes a column of `profiles` holding that
   * reading, computed once, which compiled SQL reads instead of the doc (LoadedData.profileColumn).
   */
  profileScalars?: readonly ProfileScalar[] | undefined;
}

export async function loadData(dir: string, options: LoadOptions = {}): Promise<LoadedData> {
  return await beginLoad(dir, options).load(options);
}

/** A load begun before what it is to load is known (beginLoad). */
export interface DataLoad {
  /** Loads the tables, as loadData does (its memoryLimit is beginLoad's); a problem of the data is thrown here. */
  load(options?: LoadOptions): Promise<LoadedData>;
  /** Gives the engine back when no load follows. */
  discard(): Promise<void>;
}

/**
 * Starts the engine for the data of `dir` and, beside whatever the caller does meanwhile (lint of
 * the audiences, which say what to load), the search of each JSON file's text for what JSON
 * refuses (lenient-json.ts), which depends on the file alone. `load` or `discard` must follow;
 * a problem of `dir` or its files is thrown by `load`, never before.
 */
export function beginLoad(dir: string, options: Pick<LoadOptions, "memoryLimit"> = {}): DataLoad {
  const started = startEngine(dir, options.memoryLimit);
  // Awaited by `load` or `discard`; until then a failure must not count as unhandled.
  started.catch(() => {});
  return {
    load: async (loadOptions = {}) => loadInto(await started, loadOptions),
    async discard() {
      const engine = await started.catch(() => undefined);
      if (engine) await engine.close();
    },
  };
}

/** The engine of one load: the data files, DuckDB with the macros defined, and the work started beside the load. */
interface Engine {
  files: ReturnType<typeof findDataFiles>;
  instance: DuckDBInstance;
  connection: DuckDBConnection;
  tempDir: string;
  memoryLimit: string;
  beside: Beside;
  /** Gives DuckDB back its threads, shared while statements run side by side (engine-threads.ts), when the load goes on alone. */
  threadsBack: () => Promise<void>;
  /** All the work started beside, and of it the searches of the files' text (refuseLenientJson). */
  besides: Promise<unknown>[];
  scans: Promise<void>[];
  /** Stops the work beside, then closes DuckDB and removes its folder. */
  close(): Promise<void>;
}

async function startEngine(dir: string, memoryLimit: string | undefined): Promise<Engine> {
  const files = findDataFiles(dir);
  const duckdb = await importDuckDB();
  const tempDir = makeTempFolder("pql-audience-duckdb-");
  const settings: Record<string, string> = { temp_directory: tempDir, ...(memoryLimit ? { memory_limit: memoryLimit } : {}) };
  let instance: DuckDBInstance | undefined;
  let connection: DuckDBConnection | undefined;
  const besides: Promise<unknown>[] = [];
  const working = new Set<DuckDBConnection>();
  let closing = false;
  const close = async () => {
    // What still runs beside is not wanted any more (no load follows, or the load failed): stopped, not waited for.
    closing = true;
    for (const other of working) other.interrupt();
    await Promise.allSettled(besides);
    connection?.closeSync();
    instance?.closeSync();
    removeTempFolder(tempDir);
  };
  try {
    instance = await duckdb.DuckDBInstance.create(":memory:", settings);
    connection = await instance.connect();
    const i = instance;
    const [limit] = await runnerOf(connection).run("SELECT current_setting('memory_limit') AS limit");
    const beside: Beside = (work) => {
      const task = (async () => {
        const other = await i.connect();
        working.add(other);
        try {
          if (closing) throw new Error("the load was given up");
          return await work(runnerOf(other));
        } finally {
          working.delete(other);
          other.closeSync();
        }
      })();
      // Awaited by the load or by close; until then a failure must not count as unhandled.
      task.catch(() => {});
      besides.push(task);
      return task;
    };
    const threadsBack = await shareThreads(runnerOf(connection));
    const scans = [files.profiles, files.events].flatMap((file) =>
      file ? [beside((other) => refuseLenientJson(other, file, String(limit!.limit)))] : [],
    );
    // The macros compiled SQL calls (docs/sql.md), once for every query of this connection; the profiles' columns call them too.
    for (const definition of helperDefinitions("duckdb")) await connection.run(definition);
    return { files, instance, connection, tempDir, memoryLimit: String(limit!.limit), beside, threadsBack, besides, scans, close };
  } catch (e) {
    await close();
    throw e;
  }
}

async function loadInto(engine: Engine, options: LoadOptions): Promise<LoadedData> {
  const { files, instance, connection } = engine;
  try {
    const columns = profileScalarColumns(options.profileScalars ?? []);
    const { counts, eventKeys, narrowEventsViewSql } = await loadTables(
      runnerOf(connection),
      files.profiles,
      files.events,
      engine.memoryLimit,
      options.onProgress ?? (() => {}),
      options.eventFields,
      options.profileFields,
      columns,
      engine.beside,
      engine.threadsBack,
    );
    await Promise.all(engine.besides);
    await lockDown(connection, [files.profiles, files.events]);
    return loadedData(instance, connection, counts, engine.tempDir, eventKeys, narrowEventsViewSql, columns.column);
  } catch (e) {
    // A file that is not JSON says so first, whatever else its reading then ran into.
    const notJson = (await Promise.allSettled(engine.scans)).find((s) => s.status === "rejected");
    await engine.close();
    throw notJson ? notJson.reason : e;
  }
}

async function loadTables(
  db: Runner,
  profilesFile: DataFile,
  eventsFile: DataFile | undefined,
  memoryLimit: string,
  progress: (message: string) => void,
  eventFields: readonly string[] | undefined,
  profileFields: readonly string[] | undefined,
  columns: ProfileScalarColumns,
  beside: Beside,
  threadsBack: () => Promise<void>,
): Promise<{ counts: DataCounts; eventKeys: string; narrowEventsViewSql?: (view: string, fields: readonly string[]) => string }> {
  const started = performance.now();
  progress(`reading ${describe(profilesFile)}`);
  // The events' records are read beside the profiles' statements, from the start: the two are
  // the load's parallelism while both run (engine-threads.ts), and the events' read is the longer.
  if (eventsFile) progress(`reading ${describe(eventsFile)}`);
  const eventsReading =
    eventsFile &&
    beside(async (other) => {
      const parquet = await twoPassParquet(other, eventsFile, memoryLimit);
      const read = await readRecords(
        other,
        eventsFile,
        "raw_events",
        "XDM ExperienceEvent",
        memoryLimit,
        EVENT_FIELDS,
        true,
        parquet && parquetFieldsSql(eventsFile.path, parquetEventFields(parquet)),
        eventFields,
      );
      return { parquet, read };
    });
  const profilesParquet = await twoPassParquet(db, profilesFile, memoryLimit);
  const profilesRead = await readRecords(
    db,
    profilesFile,
    "raw_profiles",
    "XDM profile",
    memoryLimit,
    PROFILE_FIELDS,
    false,
    profilesParquet &&
      parquetFieldsSql(profilesFile.path, {
        // No column, or one read typed: NULL of the type (json_transform of a NULL constant is an INTEGER).
        identity_map:
          profilesParquet.namespaces || parquetColumnType(profilesParquet.shape, "identityMap") === undefined
            ? `NULL::${IDENTITY_MAP_TYPE}`
            : identityMapSql(parquetFieldJson(profilesParquet.shape, "identityMap")),
      }),
    profileFields,
  );
  const profiles = profilesRead.records;
  progress(`resolving the identities of ${profiles.toLocaleString("en-US")} profiles`);
  await attempt(profilesFile, memoryLimit, async () => {
    await db.run(`CREATE TEMP TABLE profile_identities AS ${recordIdentitiesSql(profilesFile, profilesParquet, "raw_profiles")}`);
    await db.run(`CREATE TEMP TABLE profile_primary AS ${primaryIdentitySql("profile_identities")}`);
    await db.run(`CREATE TEMP TABLE identity_holders AS ${identityHoldersSql("profile_identities")}`);
    await db.run(
      `CREATE TABLE profiles (${["pid BIGINT NOT NULL", "primary_id VARCHAR", "doc JSON NOT NULL", ...columns.definitions].join(", ")})`,
    );
    // Parquet's first pass kept the identities only: the whole rows are read now, once.
    if (profilesParquet?.namespaces) {
      // The primary identity from the typed column in the same scan: no join, and the file's order is the table's.
      const rows = parquetDocsSql(
        profilesFile.path,
        profilesParquet.shape,
        typedPreferredIdentitySql(`"identityMap"`, profilesParquet.namespaces),
        profileFields,
      );
      await db.run(`INSERT INTO profiles SELECT ${["r.*", ...columns.select("r.doc")].join(", ")} FROM (${rows}) AS r`);
    } else {
      const records = profilesParquet
        ? `(${parquetDocsSql(profilesFile.path, profilesParquet.shape, undefined, profileFields)})`
        : `(SELECT rowid AS seq, ${docSql(profilesRead, "d")} AS doc FROM ${profilesRead.docs} AS d)`;
      const select = ["r.seq", "p.primary_id", "r.doc", ...columns.select("r.doc")];
      await db.run(
        `INSERT INTO profiles SELECT ${select.join(", ")} FROM ${records} AS r LEFT JOIN profile_primary AS p ON p.pid = r.seq ORDER BY r.seq`,
      );
    }
    await dropRecords(db, "raw_profiles", profilesRead);
  });
  // The profiles' statements are done: what is left of the load runs alone, on all of DuckDB's threads.
  await threadsBack();
  // The table whose rows are the events' keys (pid, seq, ts_ms, event_type), which the `events` view reads (`events` itself when there is no events file).
  let eventKeys = "events";
  let orphanEvents = 0;
  let narrowEventsViewSql: ((view: string, fields: readonly string[]) => string) | undefined;
  let eventDocColumns: DocColumns | undefined;
  const eventsDone = eventsReading && (await eventsReading);
  const eventsParquet = eventsDone?.parquet;
  if (!eventsFile)
    await db.run("CREATE TABLE events (pid BIGINT NOT NULL, seq BIGINT NOT NULL, ts_ms BIGINT, event_type VARCHAR, doc JSON NOT NULL)");
  if (eventsFile && eventsDone) {
    const eventsRead = eventsDone.read;
    const total = eventsRead.records;
    progress(`matching ${total.toLocaleString("en-US")} events to their profiles`);
    // Typed identities: each event's preferred identity was read in the first pass (matched below, with the keys).
    const typedEvents = eventsParquet?.namespaces !== undefined;
    if (!typedEvents) await attempt(eventsFile, memoryLimit, () => jsonMapOwners(db, "raw_events", "map_owners"));
    eventKeys = "event_keys";
    if (eventsParquet) {
      await refuseUnreadable(eventsFile, await attempt(eventsFile, memoryLimit, () => completeTimestamps(db, "raw_events")));
      await attempt(eventsFile, memoryLimit, async () => {
        // Parquet's first pass kept the identities and the two typed fields only: `events` is a
        // view whose docs are made from the file's rows when a query reads them (parquet-reader.ts).
        if (typedEvents) await typedEventKeys(db, eventKeys, eventsFile.path, eventsParquet.namespaces!);
        else
          await db.run(
            `CREATE TABLE ${eventKeys} AS SELECT o.pid, r.rowid AS seq, r.ts_ms, r.event_type FROM raw_events AS r JOIN map_owners AS o ON o.identity_map = r.identity_map`,
          );
        await dropRecords(db, "raw_events", eventsRead);
        await db.run(parquetEventsViewSql("events", eventKeys, eventsFile.path, eventsParquet.shape));
        const keys = eventKeys;
        narrowEventsViewSql = (view, fields) => parquetEventsViewSql(view, keys, eventsFile.path, eventsParquet.shape, fields);
        if (!typedEvents) await db.run("DROP TABLE map_owners");
      });
    } else {
      const unreadable = await attempt(eventsFile, memoryLimit, () => jsonEventKeys(db, eventKeys));
      await db.run("DROP TABLE map_owners");
      // The docs stay where the read put them, by rowid (the event's seq); the fields' table goes when they have their own.
      const docs = eventsRead.docs ?? "raw_events";
      if (docs !== "raw_events") await db.run("DROP TABLE raw_events");
      await refuseUnreadable(eventsFile, unreadable);
      // `events`: the keys with each doc, stored whole, or made of the kept fields when a query reads
      // it (of the fields it reads alone when it says which: LoadedData.eventsFor), from the row of
      // the docs' table the event's seq names. A query of keys alone (a doc of no field) joins nothing.
      const view = (name: string, fields?: readonly string[]) => {
        const keysAlone = eventsRead.kept !== undefined && fields !== undefined && !eventsRead.kept.some((k) => fields.includes(k.field));
        const from = keysAlone ? `${eventKeys} AS k` : `${eventKeys} AS k JOIN ${docs} AS d ON d.rowid = k.seq`;
        return `CREATE VIEW ${name} AS SELECT k.pid, k.seq, k.ts_ms, k.event_type, ${docSql(eventsRead, "d", fields)} AS doc FROM ${from}`;
      };
      await db.run(view("events"));
      if (eventsRead.kept) {
        narrowEventsViewSql = view;
        eventDocColumns = { table: docs, key: "rowid", columns: eventsRead.kept.map((k) => k.column) };
      }
    }
    const [row] = await db.run(`SELECT count(*) AS n FROM ${eventKeys}`);
    orphanEvents = total - Number(row!.n);
  }
  // Profiles whose data nests past the evaluator's limit are left out (and counted) before anything is counted of the rest.
  progress("measuring how deeply the data nests");
  const tooDeep = await removeTooDeep(db, profilesFile, eventsFile, eventKeys, memoryLimit, eventDocColumns);
  const [profileCounts] = await db.run(
    `SELECT (SELECT count(*) FROM profile_primary WHERE marked > 1 AND pid IN (SELECT pid FROM profiles)) AS multiple,
            (SELECT count(*) FROM profiles WHERE primary_id IS NULL) AS without,
            (SELECT count(*) FROM identity_holders WHERE shared) AS shared`,
  );
  const [eventCounts] = await db.run(`SELECT count(*) AS events, count(*) FILTER (WHERE ts_ms IS NULL) AS untimed FROM ${eventKeys}`);
  const counts: DataCounts = {
    profiles: profiles - tooDeep.profiles,
    profilesTooDeep: tooDeep.profiles,
    ...(tooDeep.first ? { firstTooDeep: tooDeep.first } : {}),
    events: Number(eventCounts!.events),
    orphanEvents,
    multiplePrimaryProfiles: Number(profileCounts!.multiple),
    profilesWithoutIdentity: Number(profileCounts!.without),
    sharedIdentities: Number(profileCounts!.shared),
    eventsWithoutTimestamp: Number(eventCounts!.untimed),
  };
  progress(
    `loaded ${counts.profiles.toLocaleString("en-US")} profiles and ${counts.events.toLocaleString("en-US")} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { counts, eventKeys, ...(narrowEventsViewSql && { narrowEventsViewSql }) };
}

/** Runs `work` on a connection of its own, beside the load's statements (loadData): it sees the database's tables, not the load's temp ones. */
type Beside = <T>(work: (db: Runner) => Promise<T>) => Promise<T>;

function runnerOf(connection: DuckDBConnection): Runner {
  return { run: async (sql) => (await connection.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[] };
}

/** Stops the load when some event's timestamp is no instant: how many, and the first one's place. */
async function refuseUnreadable(file: DataFile, unreadable: UnreadableTimestamps): Promise<void> {
  if (unreadable.count === 0) return;
  const place = await recordPlace(file, unreadable.first!);
  const count = unreadable.count === 1 ? "1 timestamp is" : `${unreadable.count.toLocaleString("en-US")} timestamps are`;
  throw new DataError(
    `${place}: error ${count} not an ISO-8601 date-time (e.g. 2024-05-15T10:00:00Z); the first, here: ${unreadable.firstText}`,
  );
}

/**
 * `keys (pid, seq, ts_ms, event_type)` of the events `raw_events` holds (read as JSON by
 * readRecords) that some profile holds, by profile then in file order; their docs stay in the
 * records' table, by rowid (`events` joins them). Each event is given its identityMap's owner
 * (`map_owners`) and its ts_ms and event_type in the one statement that copies its keys: the
 * keys of every event, so that the timestamps of those no profile holds are read with the rest
 * (the data is wrong either way); then those events are deleted. Returns the timestamps no
 * reading takes.
 */
async function jsonEventKeys(db: Runner, keys: string): Promise<UnreadableTimestamps> {
  const select = [
    "o.pid",
    "r.rowid AS seq",
    `${canonicalTimestampSql("r.timestamp_json")} AS ts_ms`,
    `${eventTypeSql("r.event_type_json")} AS event_type`,
  ];
  await db.run(
    `CREATE TABLE ${keys} AS SELECT ${select.join(", ")} FROM raw_events AS r LEFT JOIN map_owners AS o ON o.identity_map = r.identity_map`,
  );
  const texts = `(SELECT k.seq, k.ts_ms, r.timestamp_json FROM ${keys} AS k JOIN raw_events AS r ON r.rowid = k.seq)`;
  const unreadable = await completeTimestamps(db, keys, "seq", texts);
  await db.run(`DELETE FROM ${keys} WHERE pid IS NULL`);
  await storeByProfile(db, keys);
  return unreadable;
}

/**
 * Stores `keys (pid, seq, ...)` by profile, then in file order, sorting it only when the file
 * does not hold them so already (as `data generate` writes them): the copy keeps the file's
 * order (but where two threads' chunks meet). Only where a profile's events lie depends on it,
 * never a result: every query orders the events it reads itself (by seq, ts_ms), and
 * profilesWithEvents reads a page of profiles from the part of `events` their seqs span. Asking
 * costs a few hundredths of a second for a million events; sorting them costs more.
 */
async function storeByProfile(db: Runner, keys: string): Promise<void> {
  // In order when each profile's events come after those of the profile before it: a window over
  // the profiles' first and last seqs, where one over every event sorted them all by seq.
  const [row] = await db.run(
    `SELECT count(*) FILTER (WHERE first_seq < previous_last) AS descents FROM (
       SELECT first_seq, lag(last_seq) OVER (ORDER BY pid) AS previous_last FROM (SELECT pid, min(seq) AS first_seq, max(seq) AS last_seq FROM ${keys} GROUP BY pid))`,
  );
  if (Number(row!.descents) === 0) return;
  await db.run(`CREATE TABLE ${keys}_sorted AS SELECT * FROM ${keys} ORDER BY pid, seq`);
  await db.run(`DROP TABLE ${keys}`);
  await db.run(`ALTER TABLE ${keys}_sorted RENAME TO ${keys}`);
}

/**
 * The fields of the records the loader reads (read-records.ts): the identities, and the events' two
 * typed columns. A profile's identityMap is read typed, its identities listed from it
 * (identitiesSql); an event's as JSON, whose text names the distinct maps (jsonMapOwners).
 */
const PROFILE_FIELDS = { identity_map: { field: "identityMap", type: IDENTITY_MAP_TYPE } };
const EVENT_FIELDS = { identity_map: "identityMap", timestamp_json: "timestamp", event_type_json: "eventType" };

/**
 * The event's `eventType` (its JSON) when it is a string, else NULL: the typed column the SQL
 * pre-filters on (docs/sql.md). From the JSON's text where it can be (DuckDB writes a value
 * compactly, escapes resolved: a string without a backslash is its text in quotes), parsed only
 * for a string with an escape left in it; json_type and `->>` parsed every eventType twice.
 */
function eventTypeSql(eventType: string): string {
  const text = `CAST(${eventType} AS VARCHAR)`;
  return `CASE WHEN starts_with(${text}, '"') THEN (CASE WHEN contains(${text}, '\\') THEN ${eventType} ->> '$' ELSE substr(${text}, 2, length(${text}) - 2) END) END`;
}

/** A Parquet file read in two passes (parquet-reader.ts): its shape, and its identityMap's namespaces when they read typed (parquet-typed.ts). */
interface TwoPassParquet {
  shape: ParquetShape;
  namespaces: TypedNamespace[] | undefined;
}

/** A Parquet file read in two passes; undefined for the JSON formats, and for a Parquet file read whole. */
async function twoPassParquet(db: Runner, file: DataFile, memoryLimit: string): Promise<TwoPassParquet | undefined> {
  if (file.format !== "parquet") return undefined;
  const shape = await readParquetShape(db, file, memoryLimit);
  if (!readsInTwoPasses(shape)) return undefined;
  return { shape, namespaces: await attempt(file, memoryLimit, () => identityNamespaces(db, file, shape)) };
}

/** The namespaces of the file's identityMap column when it reads typed, by DESCRIBE of its fields and of each one's entries. */
async function identityNamespaces(db: Runner, file: DataFile, shape: ParquetShape): Promise<TypedNamespace[] | undefined> {
  if (!parquetColumnType(shape, "identityMap")?.startsWith("STRUCT(")) return undefined;
  const from = `FROM read_parquet(${fileLiteral(file.path)})`;
  const described = (rows: Record<string, unknown>[]) => rows.map((r) => ({ name: String(r.column_name), type: String(r.column_type) }));
  const fields = described(await db.run(`DESCRIBE SELECT unnest("identityMap") ${from}`));
  const entries = new Map<string, { name: string; type: string }[]>();
  for (const field of fields)
    if (/^STRUCT\(.*\)\[\]$/.test(field.type))
      entries.set(field.name, described(await db.run(`DESCRIBE SELECT unnest("identityMap".${identifier(field.name)}[1]) ${from}`)));
  return typedNamespaces(fields, entries);
}

/**
 * `keys (pid, seq, ts_ms, event_type)` of the events of `raw_events` (with `preferred_identity`
 * and `entry_count` from the typed identityMap) that some profile holds; the identities of the
 * few the preferred one leaves are read again from the file, for them alone.
 */
async function typedEventKeys(db: Runner, keys: string, path: string, namespaces: readonly TypedNamespace[]): Promise<void> {
  await ownersByPreferredIdentity(db, "raw_events", keys, ["ts_ms", "event_type"], (rids) =>
    typedIdentitiesSql(`(SELECT * FROM (${parquetIdentityMapSql(path)}) WHERE rid IN (${rids}))`, namespaces),
  );
}

/**
 * `owners (pid, seq, identity_map)`: the profile each distinct identityMap of `events (rowid,
 * identity_map)` (its JSON) belongs to, for those some profile holds (`seq` numbers the distinct
 * maps, the map's text carried with it: no join back to it). An event's owner depends on
 * its identityMap alone, and a person's events repeat theirs: each distinct map (a tenth of the
 * events in a typical export) is matched as typedEventKeys matches typed ones, and the events are
 * then given their map's owner in one hash join on its text, where reading every event's map cost more.
 */
async function jsonMapOwners(db: Runner, events: string, owners: string): Promise<void> {
  await db.run(`CREATE TEMP TABLE event_maps AS SELECT DISTINCT identity_map FROM ${events} WHERE identity_map IS NOT NULL`);
  await db.run(`CREATE TEMP TABLE event_preferred AS ${jsonPreferredIdentitySql("event_maps", true)}`);
  const preferred = "(SELECT rid AS rowid, preferred_identity, entry_count, identity_map FROM event_preferred)";
  await ownersByPreferredIdentity(db, preferred, owners, ["identity_map"], (rids) => identitiesSql("event_maps", rids));
  for (const made of ["event_preferred", "event_maps"]) await db.run(`DROP TABLE ${made}`);
}

/**
 * `into (pid, seq, ...columns)` for the events of `preferred (rowid, preferred_identity,
 * entry_count, ...columns)` some profile holds: by their preferred identity in one join, then,
 * for the few with more entries whose preferred identity no profile holds, by the whole rule
 * over the identities `identitiesOf` reads for those records (identities.ts).
 */
async function ownersByPreferredIdentity(
  db: Runner,
  preferred: string,
  into: string,
  columns: readonly string[],
  identitiesOf: (ridsSql: string) => string,
): Promise<void> {
  await db.run(`CREATE TABLE ${into} AS ${preferredOwnerSql(preferred, "identity_holders", columns)}`);
  await db.run(`CREATE TEMP TABLE unmatched_events AS ${unmatchedEventsSql(preferred, "identity_holders")}`);
  const [unmatched] = await db.run("SELECT count(*) AS n FROM unmatched_events");
  if (Number(unmatched!.n) > 0) {
    await db.run(`CREATE TEMP TABLE event_identities AS ${identitiesOf("SELECT rid FROM unmatched_events")}`);
    const more = columns.map((c) => `, r.${c}`).join("");
    const withColumns = columns.length > 0 ? ` JOIN ${preferred} AS r ON r.rowid = o.seq` : "";
    await db.run(
      `INSERT INTO ${into} SELECT o.pid, o.seq${more} FROM (${eventOwnerSql("event_identities", "identity_holders")}) AS o${withColumns}`,
    );
    await db.run("DROP TABLE event_identities");
  }
  await db.run("DROP TABLE unmatched_events");
}

/** The first pass's columns of a Parquet events file: the identities' JSON unless they read typed, the timestamp, ts_ms and event_type. */
function parquetEventFields({ shape, namespaces }: TwoPassParquet): Record<string, string> {
  const timestamp = typedTimestampSql(`"timestamp"`, parquetColumnType(shape, "timestamp"), parquetFieldJson(shape, "timestamp"));
  const eventType =
    parquetColumnType(shape, "eventType") === "VARCHAR" ? `"eventType"` : eventTypeSql(parquetFieldJson(shape, "eventType"));
  return {
    identity_map: namespaces ? "NULL::JSON" : parquetFieldJson(shape, "identityMap"),
    timestamp_json: timestamp.json,
    ts_ms: timestamp.tsMs,
    event_type: eventType,
    ...(namespaces && {
      preferred_identity: typedPreferredIdentitySql(`"identityMap"`, namespaces),
      entry_count: typedEntryCountSql(`"identityMap"`, namespaces),
    }),
  };
}

/** `(rid, identity, marked, ord)` of the records of `table` (identities.ts): from a Parquet file's typed identityMap when it reads so, else from `table`'s identity_map, read as IDENTITY_MAP_TYPE. */
function recordIdentitiesSql(file: DataFile, parquet: TwoPassParquet | undefined, table: string): string {
  return parquet?.namespaces
    ? typedIdentitiesSql(`(${parquetIdentityMapSql(file.path)})`, parquet.namespaces)
    : identitiesSql(table, "", true);
}

function describe(file: DataFile): string {
  const bytes = statSync(file.path).size;
  const size = bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${basename(file.path)} (${size})`;
}
