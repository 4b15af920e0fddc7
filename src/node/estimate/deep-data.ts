// Profiles whose data nests past the evaluator's limit (MAX_DATA_DEPTH, 100 levels: the profile
// or one of its events), taken out of the loaded data and counted apart. The evaluator answers
// such data "data-too-deep", neither in nor out; the SQL would answer it as any other row. Taken
// out here, at the load, every engine (the compiled SQL on DuckDB, the tables copied to
// ClickHouse, the evaluator) counts the same profiles, and `estimate` says how many were left out
// and where the first one is.
import { deepestPast, MAX_DATA_DEPTH, tooDeepMessage } from "../../evaluate/index.js";
import type { DataFile } from "./data-files.js";
import { readParquetShape, type Runner } from "./read-records.js";
import { recordPlace } from "./record-lines.js";

/** What was left out: how many profiles, and the first of them (by its place in the files). */
export interface TooDeep {
  /** Profiles not loaded (nor their events): their data nests past the limit. */
  profiles: number;
  /** The first: "profiles.ndjson:17", or the event's record "events.ndjson:3", and where its data passed the limit. */
  first?: { place: string; message: string };
}

/**
 * A bound on a doc's depth DuckDB computes quickly: its count of `{` and `[` (brackets inside
 * strings count too, so it is never less than the depth). Only the docs over the limit by it, few
 * in real data, are parsed and measured exactly. A JSON text with neither (a scalar, most kept
 * fields of events) is 0 by a search for each, where splitting it made lists of its pieces.
 */
function bracketsSql(doc: string): string {
  const text = `${doc}::VARCHAR`;
  return `(CASE WHEN contains(${text}, '{') OR contains(${text}, '[') THEN len(string_split(${text}, '{')) + len(string_split(${text}, '[')) - 2 ELSE 0 END)`;
}

/** Docs read back per query: few enough to hold. */
const PAGE = 1000;

interface Deep {
  pid: number;
  /** The record's position in its file: the profile's pid, or the event's seq. */
  record: number;
  part: "profile" | "event";
  message: string;
}

/** The columns of `table` a doc is made of at query time, and `key`, the doc's key (its row's `key` in the table of docs) there. */
export interface DocColumns {
  table: string;
  key: string;
  columns: readonly string[];
}

/**
 * The rows of `table` (pid, key, doc) whose doc nests past the limit, measured exactly; the
 * candidates by the bound over `bounded`'s rows (the doc's own brackets, or the sum of the
 * brackets of the columns a doc made at query time is made of, plus its own brace: no doc made).
 * A candidate `table` does not hold (an event no profile holds) is no row of it, and none is read.
 */
async function deepRows(db: Runner, table: string, key: string, part: "profile" | "event", bounded?: DocColumns): Promise<Deep[]> {
  const bound = bounded ? `1 + ${bounded.columns.map((c) => `coalesce(${bracketsSql(c)}, 0)`).join(" + ") || "0"}` : bracketsSql("doc");
  const candidates = await db.run(
    `SELECT ${bounded?.key ?? key} AS k FROM ${bounded?.table ?? table} WHERE ${bound} > ${MAX_DATA_DEPTH} ORDER BY k`,
  );
  const keys = candidates.map((r) => Number(r.k));
  const out: Deep[] = [];
  for (let i = 0; i < keys.length; i += PAGE) {
    const rows = await db.run(
      `SELECT pid, ${key} AS k, doc::VARCHAR AS text FROM ${table} WHERE ${key} IN (${keys.slice(i, i + PAGE).join(", ")}) ORDER BY ${key}`,
    );
    for (const row of rows) {
      // JSON.parse reads any depth (V8's parser does not recurse); the walk uses no call stack either.
      const found = deepestPast(JSON.parse(String(row.text)), MAX_DATA_DEPTH);
      if (!found) continue;
      const message = tooDeepMessage(part === "profile" ? "profile" : "event", found.path, found.depth);
      out.push({ pid: Number(row.pid), record: Number(row.k), part, message });
    }
  }
  return out;
}

/** Whether a Parquet file's rows may nest past the limit: its column types bound their depth (a JSON column does not). */
async function parquetMayNestPast(db: Runner, file: DataFile, memoryLimit: string): Promise<boolean> {
  const shape = await readParquetShape(db, file, memoryLimit);
  if (shape.columns.some((c) => /\bJSON\b/.test(c.type))) return true;
  // The row is one level; each STRUCT(, MAP( or [] in a type at most one more (other brackets, DECIMAL(18,3), only raise the bound).
  const bound = 1 + shape.columns.reduce((sum, c) => sum + (c.type.match(/[([]/g)?.length ?? 0), 0);
  return bound > MAX_DATA_DEPTH;
}

/**
 * Finds the profiles whose doc, or one of whose events' docs, nests past the limit, and deletes
 * them from `profiles` and their events from `eventKeys` (`events`, or the keys a Parquet file's
 * `events` view reads). Call once both tables are made.
 */
export async function removeTooDeep(
  db: Runner,
  profilesFile: DataFile,
  eventsFile: DataFile | undefined,
  eventKeys: string,
  memoryLimit: string,
  /** The JSON columns the events' docs are made of, when the `events` view makes them at query time. */
  eventDocColumns?: DocColumns,
): Promise<TooDeep> {
  const deep: Deep[] = [];
  if (profilesFile.format !== "parquet" || (await parquetMayNestPast(db, profilesFile, memoryLimit)))
    deep.push(...(await deepRows(db, "profiles", "pid", "profile")));
  if (eventsFile && (eventsFile.format !== "parquet" || (await parquetMayNestPast(db, eventsFile, memoryLimit))))
    deep.push(...(await deepRows(db, "events", "seq", "event", eventDocColumns)));
  const pids = [...new Set(deep.map((d) => d.pid))].sort((a, b) => a - b);
  if (pids.length === 0) return { profiles: 0 };
  for (let i = 0; i < pids.length; i += PAGE) {
    const list = pids.slice(i, i + PAGE).join(", ");
    await db.run(`DELETE FROM profiles WHERE pid IN (${list})`);
    await db.run(`DELETE FROM ${eventKeys} WHERE pid IN (${list})`);
  }
  // The first profile in the file; its own doc before its events when both are too deep.
  const first = deep
    .filter((d) => d.pid === pids[0])
    .sort((a, b) => (a.part === b.part ? a.record - b.record : a.part === "profile" ? -1 : 1))[0]!;
  const place = await recordPlace(first.part === "profile" ? profilesFile : eventsFile!, first.record);
  return { profiles: pids.length, first: { place, message: first.message } };
}
