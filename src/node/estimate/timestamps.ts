// `ts_ms`: each event's `timestamp` in epoch milliseconds exactly as the evaluator reads it
// (src/evaluate/values.ts parseIso). DuckDB reads the forms exported data has in SQL: ISO-8601 in
// UTC (`2024-05-15T10:00:00Z`, `.250Z`) and the form DuckDB itself writes for a Parquet TIMESTAMP
// (`2024-05-15 10:00:00.123456`, which parseIso reads as GMT). The pattern admits only what
// parseIso reads the same way: hours to 23 and seconds to 59 (DuckDB would roll `24:00` into the
// next day), and the fraction cut to milliseconds before DuckDB reads it (DuckDB rounds a
// negative epoch toward zero, JavaScript down). A date DuckDB refuses (30 February) is left NULL
// for the second pass, where parseIso itself reads every other string (offsets, a date alone,
// garbage): exact by construction, and rare in exported data, so it costs little.
import { parseIso } from "../../evaluate/values.js";
import type { Runner } from "./read-records.js";

const READ_IN_SQL = String.raw`\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[T ]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?Z?`;

/**
 * The SQL expression of `ts_ms` for the forms SQL reads, from `timestamp`, the event's `timestamp`
 * as JSON (NULL when it has none); NULL for anything else (the JS pass decides).
 */
export function canonicalTimestampSql(timestamp: string): string {
  // Read from the JSON's text, without parsing it: DuckDB writes a JSON value compactly, escapes
  // resolved (read_ndjson's and json_transform's columns, to_json), so a string the pattern
  // admits is its text in quotes, and a text that is no such string (an escape, another type)
  // is left to the JS pass, which reads the value. json_type and `->>` parsed every timestamp
  // twice: most of what computing ts_ms cost.
  const text = `CAST(${timestamp} AS VARCHAR)`;
  // The date, `T` or a space (DuckDB's cast reads both), the time to the second (19 characters),
  // then perhaps a fraction and perhaps `Z`: the 23 characters after the opening quote, without
  // a trailing `Z` or the closing quote, are it to the millisecond. In 26 characters or more the
  // fraction has three digits at least, and the 23 are it as they stand: rtrim, which costs more
  // than the cast, is left to the shorter forms (a regexp_extract of the fraction cost more still).
  const milliseconds = `CASE WHEN length(${text}) >= 26 THEN substr(${text}, 2, 23) ELSE rtrim(substr(${text}, 2, 23), 'Z"') END`;
  return `CASE WHEN regexp_full_match(${text}, '"${READ_IN_SQL}"')
    THEN epoch_ms(try_cast(${milliseconds} AS TIMESTAMP)) END`;
}

export interface UnreadableTimestamps {
  count: number;
  /** The 0-based position of the first event whose timestamp does not read. */
  first: number | undefined;
  /** That timestamp as written (JSON text). */
  firstText: string | undefined;
}

const BATCH = 5000;

/**
 * The second pass over `table (ts_ms)`, whose `key` is the event's position: every string
 * timestamp SQL left NULL is read by parseIso and written back. The timestamps' JSON is
 * `timestamp_json` of `texts` (`table` itself by default; any relation of `(${key}, ts_ms,
 * timestamp_json)`). Returns the events whose `timestamp` is present but is no instant (not a
 * string, or a string parseIso refuses).
 */
export async function completeTimestamps(db: Runner, table: string, key = "rowid", texts = table): Promise<UnreadableTimestamps> {
  const rows = await db.run(
    `SELECT ${key} AS seq, timestamp_json ->> '$' AS text, json_type(timestamp_json) AS type, timestamp_json::VARCHAR AS json
     FROM ${texts} WHERE ts_ms IS NULL AND json_type(timestamp_json) IS NOT NULL AND json_type(timestamp_json) <> 'NULL'
     ORDER BY seq`,
  );
  const read: [number, number][] = [];
  const unreadable: UnreadableTimestamps = { count: 0, first: undefined, firstText: undefined };
  for (const row of rows) {
    const ms = row.type === "VARCHAR" ? parseIso(String(row.text)) : null;
    if (ms !== null) read.push([Number(row.seq), ms]);
    else {
      unreadable.count++;
      if (unreadable.first === undefined) {
        unreadable.first = Number(row.seq);
        unreadable.firstText = String(row.json);
      }
    }
  }
  // Gathered in a table, then one UPDATE: an UPDATE per batch would scan the events each time.
  if (read.length > 0) {
    await db.run("CREATE TEMP TABLE timestamp_readings (seq BIGINT, ms BIGINT)");
    for (let i = 0; i < read.length; i += BATCH) {
      const values = read
        .slice(i, i + BATCH)
        .map(([seq, ms]) => `(${seq}, ${ms})`)
        .join(", ");
      await db.run(`INSERT INTO timestamp_readings VALUES ${values}`);
    }
    await db.run(`UPDATE ${table} SET ts_ms = r.ms FROM timestamp_readings AS r WHERE ${table}.${key} = r.seq`);
    await db.run("DROP TABLE timestamp_readings");
  }
  return unreadable;
}
