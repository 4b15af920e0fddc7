// One data file into a table of its records, `(doc JSON)` in file order, with DuckDB's own readers:
// NDJSON and JSON as the text of each record (what `evaluate --profile` would read), Parquet rows
// turned into JSON objects by to_json. Then every record is checked to be a JSON object. An
// NDJSON file is read in two passes when it can be (ndjsonInTwoPasses): its fields, then its docs.
import { DataError } from "./data-error.js";
import type { DataFile } from "./data-files.js";
import { findMalformed, unclosedArray } from "./malformed.js";
import { describeParquetSql, parquetRowsSql, parquetShape, type ParquetShape } from "./parquet-reader.js";
import { recordPlace } from "./record-lines.js";
import { fileLiteral, identifier, sqlString } from "./sql-text.js";

export interface Runner {
  run(sql: string): Promise<Record<string, unknown>[]>;
}

/**
 * The record size DuckDB's JSON readers are given (`maximum_object_size`): their own default
 * first, which takes records up to about twice it; a file holding a larger record is read again
 * with the largest, so that an XDM profile with years of history fits
 * (test/estimate/large-records.test.ts). Not the largest for every file: a reader's buffers are
 * sized from it, so at 256 MiB a file of a few hundred MB is read in one buffer by one thread
 * instead of in chunks by every thread.
 */
const USUAL_RECORD_BYTES = 16 * 1024 * 1024;
const MAX_RECORD_BYTES = 256 * 1024 * 1024;

/** DuckDB refused a record past the record size it was given (`limit` bytes). */
class RecordTooLarge extends DataError {
  constructor(
    path: string,
    readonly limit: number,
  ) {
    super(`${path}: error a record is larger than ${MAX_RECORD_BYTES / 1024 / 1024} MiB`);
  }
}

function jsonReaderSql(file: DataFile & { format: "ndjson" | "json" }, recordBytes: number): string {
  return `SELECT json::JSON AS doc FROM ${recordTextsSql(file, recordBytes)}`;
}

/** The table function giving each record of a JSON file as its text (`json`), as the file writes it. */
export function recordTextsSql(file: DataFile & { format: "ndjson" | "json" }, recordBytes: number): string {
  const path = fileLiteral(file.path);
  switch (file.format) {
    case "ndjson":
      return `read_ndjson_objects(${path}, maximum_object_size = ${recordBytes})`;
    case "json":
      // An array of records, or records one after another (format 'auto' reads both).
      return `read_json_objects(${path}, format = 'auto', maximum_object_size = ${recordBytes})`;
  }
}

/**
 * The record's top-level fields the loader reads: column name -> field name, a JSON column
 * (`{identity_map: "identityMap"}`), or field and DuckDB type, a column of that type as
 * json_transform makes it (a value of another shape is NULL where it does not fit).
 */
export type FieldColumns = Readonly<Record<string, string | TypedField>>;

export interface TypedField {
  field: string;
  type: string;
}

/** A field column's field name and type (JSON unless given). */
function fieldOf(spec: string | TypedField): TypedField {
  return typeof spec === "string" ? { field: spec, type: "JSON" } : spec;
}

/**
 * `records (doc)` with each field of `fields` as a column: one json_transform of each record to a
 * struct of the fields as JSON parses it once for all of them (a path each would parse it once
 * per path), and costs a quarter less than json_extract of a list of their paths. The two give
 * the same JSON text but for a field that is JSON `null`, which json_transform gives as SQL NULL:
 * every reader of these columns takes both as no value (json_type NULL or 'NULL'), and a field
 * written twice in one object reads its first value in both (test/estimate/load-data.test.ts).
 */
function withFieldsSql(records: string, fields: FieldColumns): string {
  const entries = Object.entries(fields).map(([column, spec]) => [column, fieldOf(spec)] as const);
  const shape = sqlString(JSON.stringify(Object.fromEntries(entries.map(([, { field, type }]) => [field, type]))));
  const columns = entries.map(([column, { field }]) => `f[${sqlString(field)}] AS ${column}`).join(", ");
  return `SELECT doc, ${columns} FROM (SELECT doc, json_transform(doc, ${shape}) AS f FROM (${records}))`;
}

/** A Parquet file's columns, and whether its instants need rewriting (parquet-reader.ts). */
export async function readParquetShape(db: Runner, file: DataFile, memoryLimit: string): Promise<ParquetShape> {
  const columns = await attempt(file, memoryLimit, () => db.run(describeParquetSql(file.path)));
  return parquetShape(columns.map((c) => ({ name: String(c.column_name), type: String(c.column_type) })));
}

/** A top-level field the docs keep, and the column of the table holding it as JSON. */
export interface KeptField {
  field: string;
  column: string;
}

/** What readRecords made: how many records, and where each one's doc is by rowid (none for a Parquet `reader`). */
export interface RecordsRead {
  records: number;
  /**
   * The table holding the docs: `table` itself, or `${table}_docs` when an NDJSON file was read in
   * two passes with its docs whole. After two passes that keep some fields, `table`, with no
   * `doc` column but a column per kept field (`kept`): docSql makes the doc from them.
   */
  docs: string | undefined;
  /** The fields the docs keep, each a JSON column of `table`, when the docs are made of them (docSql); undefined when `doc` is a column. */
  kept?: readonly KeptField[];
}

/**
 * The SQL of a record's doc from the row `alias` of `read.docs`: its `doc` column, or the doc
 * made of the kept fields' columns (of `fields` alone when given: every path into them reads the
 * same, and a doc of fewer fields costs a query less to make and to read).
 */
export function docSql(read: RecordsRead, alias: string, fields?: readonly string[]): string {
  if (read.kept === undefined) return `${alias}.doc`;
  return keptDocSql(
    read.kept.filter((k) => fields === undefined || fields.includes(k.field)).map((k) => ({ ...k, column: `${alias}.${k.column}` })),
  );
}

/**
 * Creates `table (...fields)` from the file, in file order (its rowid is the record's 0-based
 * position; a table of the database, not a temp one, so that another connection than the one
 * that read it can go on from it), with each record's doc by the same rowid in `docs`: `doc
 * JSON` in `table` itself but after an NDJSON file's two passes with its docs whole
 * (`${table}_docs`), or made of the kept fields' columns of `table` (docSql) after two passes
 * that keep some. `what` names a record in messages ("profile").
 */
export async function readRecords(...args: ReadRecordsArgs): Promise<RecordsRead> {
  const [db, , table] = args;
  return await withRecordSizes(
    (recordBytes) => readRecordsWithin(recordBytes, ...args),
    async () => {
      for (const made of [table, `${table}_docs`]) await db.run(`DROP TABLE IF EXISTS ${made}`);
    },
  );
}

/**
 * `work` given the record size DuckDB's JSON readers take (USUAL_RECORD_BYTES), and again with
 * the largest, after `undo`, when the file holds a larger record.
 */
export async function withRecordSizes<T>(
  work: (recordBytes: number) => Promise<T>,
  undo: () => Promise<void> = async () => {},
): Promise<T> {
  try {
    return await work(USUAL_RECORD_BYTES);
  } catch (e) {
    if (!(e instanceof RecordTooLarge && e.limit < MAX_RECORD_BYTES)) throw e;
    await undo();
    return await work(MAX_RECORD_BYTES);
  }
}

/** readRecords' arguments: all of readRecordsWithin's but the record size. */
type ReadRecordsArgs = Parameters<typeof readRecordsWithin> extends [number, ...infer Rest] ? Rest : never;

/** readRecords with DuckDB's JSON readers given `recordBytes` as the largest record. */
async function readRecordsWithin(
  recordBytes: number,
  db: Runner,
  file: DataFile,
  table: string,
  what: string,
  memoryLimit: string,
  /** The top-level fields the loader reads, each a JSON column of the table (NULL when a record lacks it). */
  fields: FieldColumns,
  /**
   * Whether an NDJSON file whose docs are kept whole is read in two passes too (its fields, then
   * its docs, two plain readers), where the one pass json_transforms each record in the reader's
   * pipeline: that keeps both cores less busy for a million events' three fields, and costs more
   * than a second read for the profiles' identityMap alone.
   */
  wholeInTwoPasses = false,
  /** The statement that reads the fields' columns, without `doc` (Parquet's first pass, parquet-reader.ts), instead of the format's own. */
  reader?: string,
  /** For an NDJSON file: the top-level fields each `doc` keeps (whole), read in the fields' pass; the whole records when undefined. */
  keep?: readonly string[],
): Promise<RecordsRead> {
  // DuckDB reads the records of a JSON array that is cut short and says nothing: checked first.
  if (file.format === "json" && unclosedArray(file.path)) {
    const bad = await findMalformed(file);
    throw new DataError(
      `${file.path}:${bad ? `${bad.line}:${bad.column}` : "1:1"}: error not JSON: ${bad?.message ?? "the array is not closed"}`,
    );
  }
  // Two passes pay where the docs keep some fields only (read with the fields, no doc read whole), and where the caller asks.
  const twoPasses =
    file.format === "ndjson" && reader === undefined && (wholeInTwoPasses || keep !== undefined)
      ? await ndjsonInTwoPasses(db, { ...file, format: "ndjson" }, table, fields, keep, recordBytes)
      : undefined;
  const docs = twoPasses?.docs ?? (reader === undefined ? table : undefined);
  if (twoPasses === undefined) {
    const records =
      reader ??
      withFieldsSql(
        file.format === "parquet"
          ? parquetRowsSql(file.path, await readParquetShape(db, file, memoryLimit))
          : jsonReaderSql({ ...file, format: file.format }, recordBytes),
        fields,
      );
    await attempt(file, memoryLimit, () => db.run(`CREATE TABLE ${table} AS ${records}`));
  }
  // A Parquet row becomes an object by to_json: only the JSON readers can give something else,
  // and asking costs a parse of every record (a fifth of the load of ten million events). Docs
  // made of kept fields by the two passes are checked already: the reader refused a record that
  // is not an object (`records = true`). What JSON refuses and the readers take is the file's
  // text's to say (lenient-json.ts), checked beside the read.
  if (file.format === "parquet" || docs === undefined || twoPasses?.kept !== undefined) {
    const [counted] = await db.run(`SELECT count(*) AS records FROM ${table}`);
    return { records: Number(counted!.records), docs, ...(twoPasses?.kept && { kept: twoPasses.kept }) };
  }
  // The readers checked every record is JSON: one that starts with `{` is an object, and the text says so without a parse.
  const notObject = String.raw`NOT regexp_matches(doc::VARCHAR, '^\s*\{')`;
  const [row] = await db.run(
    `SELECT count(*) AS records, count(*) FILTER (WHERE ${notObject}) AS others, min(rowid) FILTER (WHERE ${notObject}) AS first_other FROM ${docs}`,
  );
  const others = Number(row!.others);
  if (others > 0) {
    const [first] = await db.run(`SELECT json_type(doc) AS type FROM ${docs} WHERE rowid = ${Number(row!.first_other)}`);
    const place = await recordPlace(file, Number(row!.first_other));
    const more = others > 1 ? ` (and ${others - 1} more)` : "";
    throw new DataError(`${place}: error each record must be a JSON object (one ${what}), got ${typeWord(String(first!.type))}${more}`);
  }
  return { records: Number(row!.records), docs };
}

/**
 * An NDJSON file in two passes, each a reader DuckDB runs at full speed: `table` from
 * read_ndjson's typed reading of the fields alone, then `${table}_docs` from the raw records; or,
 * when the docs keep some fields only, those fields too in `table`, each a column the doc is
 * made of (docSql), and no second reading.
 * Returns where the docs are, or undefined when the file is to be read in one pass. read_ndjson
 * refuses what the one pass takes (a record that is not an object, a field it reads named twice
 * in one record, a value of a typed field that does not fit its type, which json_transform takes
 * as NULL where it does not fit) and reads the rest as json_transform does (a field of another
 * case is absent in both; a JSON null reads as SQL NULL): on any refusal, or when the two passes do not count the
 * same records, the tables are dropped, and the file is read in one pass, which words the error
 * or reads the record as before (test/estimate/read-records.test.ts).
 */
async function ndjsonInTwoPasses(
  db: Runner,
  file: DataFile & { format: "ndjson" },
  table: string,
  fields: FieldColumns,
  keep: readonly string[] | undefined,
  recordBytes: number,
): Promise<{ docs: string; kept?: KeptField[] } | undefined> {
  const entries = Object.entries(fields).map(([column, spec]) => [column, fieldOf(spec)] as const);
  // The fields the docs keep, each a JSON column of the first pass (the loader's own where it reads one as JSON already).
  const kept = keep?.map((field, i) => ({
    field,
    column: entries.find(([, f]) => f.field === field && f.type === "JSON")?.[0] ?? `kept_${i}`,
  }));
  const extra = (kept ?? []).filter((k) => !entries.some(([column]) => column === k.column));
  const all = [...entries, ...extra.map((k) => [k.column, { field: k.field, type: "JSON" }] as const)];
  // Each field is read once: typed where all its columns have that type, else as JSON, typed from it by json_transform.
  const readAs = new Map<string, string>();
  for (const [, { field, type }] of all) readAs.set(field, readAs.has(field) && readAs.get(field) !== type ? "JSON" : type);
  const shape = [...readAs].map(([field, type]) => `${sqlString(field)}: ${sqlString(type)}`).join(", ");
  const read = all
    .map(([column, { field, type }]) =>
      readAs.get(field) === type
        ? `${identifier(field)} AS ${column}`
        : `json_transform(${identifier(field)}, ${sqlString(JSON.stringify(type))}) AS ${column}`,
    )
    .join(", ");
  const docs = `${table}_docs`;
  // `records = true`: a line that is not an object is refused (with one column DuckDB would read it as that column's value).
  const options = kept ? ", records = true" : "";
  try {
    await db.run(
      `CREATE TABLE ${table} AS SELECT ${read} FROM read_ndjson(${fileLiteral(file.path)}, columns = {${shape}}, maximum_object_size = ${recordBytes}${options})`,
    );
    if (kept) return { docs: table, kept };
    // Docs kept whole: the second pass.
    await db.run(`CREATE TABLE ${docs} AS ${jsonReaderSql(file, recordBytes)}`);
    const [row] = await db.run(`SELECT (SELECT count(*) FROM ${table}) AS fields, (SELECT count(*) FROM ${docs}) AS docs`);
    if (Number(row!.fields) === Number(row!.docs)) return { docs };
  } catch {
    // The one pass reads the file again, and says what is wrong with it if anything is.
  }
  for (const made of [table, docs]) await db.run(`DROP TABLE IF EXISTS ${made}`);
  return undefined;
}

/** A doc of the kept fields alone, each as the record wrote it; one that is absent or JSON null is left out (both read as null). */
function keptDocSql(kept: readonly { field: string; column: string }[]): string {
  const members = kept.map(
    (k) => `CASE WHEN ${k.column} IS NOT NULL THEN ${sqlString(`${JSON.stringify(k.field)}:`)} || ${k.column}::VARCHAR END`,
  );
  return members.length === 0 ? `'{}'::JSON` : `('{' || concat_ws(',', ${members.join(", ")}) || '}')::JSON`;
}

/** Drops what readRecords made: `table`, and its docs' table when they have their own. */
export async function dropRecords(db: Runner, table: string, read: RecordsRead): Promise<void> {
  await db.run(`DROP TABLE ${table}`);
  if (read.docs !== undefined && read.docs !== table) await db.run(`DROP TABLE ${read.docs}`);
}

function typeWord(duckType: string): string {
  if (duckType === "ARRAY") return "an array";
  if (duckType === "VARCHAR") return "a string";
  if (duckType === "NULL") return "null";
  if (duckType === "BOOLEAN") return "a boolean";
  return "a number";
}

/** Runs a statement that reads `file`, turning DuckDB's errors into messages about the file. */
export async function attempt<T>(file: DataFile, memoryLimit: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    // DuckDB's line counts records, not lines: the place is found again by reading the file.
    if (e instanceof Error && /Malformed JSON/.test(e.message)) {
      const bad = await findMalformed(file);
      if (bad) throw new DataError(`${file.path}:${bad.line}:${bad.column}: error not JSON: ${bad.message}`);
    }
    throw dataErrorOf(file, memoryLimit, e);
  }
}

export function dataErrorOf(file: DataFile, memoryLimit: string, e: unknown): Error {
  if (e instanceof DataError) return e;
  const message = e instanceof Error ? e.message : String(e);
  const first = message.split("\n")[0]!.trim();
  // "Malformed JSON in file "X", at byte B in line L: unexpected character."
  const malformed = /Malformed JSON in file ".*", at byte \d+ in line \d+: ([^.]*)/.exec(first);
  if (malformed) return new DataError(`${file.path}: error not JSON: ${malformed[1]}`);
  if (/^Out of Memory Error/.test(first))
    return new DataError(
      `${file.path}: error the data does not fit in the memory DuckDB may use (memory_limit ${memoryLimit}); free memory, or split the data set and estimate on a part`,
    );
  // `"maximum_object_size" of 16777216 bytes exceeded while reading file ...`
  const tooLarge = /maximum_object_size"? of (\d+) bytes/.exec(first);
  if (tooLarge || /maximum_object_size|maximum object size/i.test(first))
    return new RecordTooLarge(file.path, tooLarge ? Number(tooLarge[1]) : MAX_RECORD_BYTES);
  // A Parquet file with bytes changed fails in DuckDB's reader with any of these (a Thrift
  // exception, "don't know what type", "Out of buffer"...): the file, not our SQL.
  if (
    file.format === "parquet" &&
    (/parquet|magic/i.test(first) || /^(Invalid|INTERNAL|Serialization|Out of Range|Not implemented) Error/.test(first))
  )
    return new DataError(`${file.path}: error not a Parquet file DuckDB can read (${withoutPrefix(first)})`);
  if (/^(Invalid Input|IO|Conversion) Error/.test(first)) return new DataError(`${file.path}: error ${withoutPrefix(first)}`);
  return e instanceof Error ? e : new Error(message);
}

function withoutPrefix(message: string): string {
  return message.replace(/^[A-Za-z ]+ Error: /, "");
}
