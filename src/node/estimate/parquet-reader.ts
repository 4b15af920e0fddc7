// Parquet, read in two passes instead of one: ten million events as JSON text are 4.5 GB, and
// holding them twice (as read, then ordered by profile) is what made a large load take 16 GB.
//
// - The first pass turns only the few fields the loader reads (identityMap, timestamp,
//   eventType) into JSON, the columns the JSON formats' records give the loader, so the identity
//   rules and the timestamp reading stay the ones the JSON formats use, on the same to_json text.
// - The second pass turns each whole row into its JSON document once, straight into the final
//   table, beside the row's position in the file (DuckDB's file_row_number).
import { fileLiteral } from "./sql-text.js";

export interface ParquetColumn {
  name: string;
  type: string;
}

/** How a Parquet file is read: its columns, and whether to_json's text of its instants needs rewriting. */
export interface ParquetShape {
  columns: readonly ParquetColumn[];
  zoned: boolean;
}

export function parquetShape(columns: readonly ParquetColumn[]): ParquetShape {
  return { columns, zoned: columns.some((c) => c.type.includes("TIMESTAMP WITH TIME ZONE")) };
}

/** The statement that lists a Parquet file's columns (DESCRIBE's column_name, column_type). */
export function describeParquetSql(path: string): string {
  return `DESCRIBE SELECT * FROM read_parquet(${fileLiteral(path)})`;
}

/**
 * Whether the two passes can read the file: its rows need DuckDB's file_row_number beside them,
 * which a column of that name would hide (such a file is read whole, in one pass).
 */
export function readsInTwoPasses(shape: ParquetShape): boolean {
  return !shape.columns.some((c) => c.name.toLowerCase() === "file_row_number");
}

/**
 * A field of the rows as the JSON the JSON formats' records give the loader: to_json of the
 * column of that name (matched case for case, as `doc -> 'identityMap'` reads JSON), NULL when
 * the file has no such column.
 */
export function parquetFieldJson(shape: ParquetShape, field: string): string {
  return shape.columns.some((c) => c.name === field) ? `${isoTimestamps(`to_json(${identifier(field)})`, shape)}::JSON` : "NULL::JSON";
}

/** A column's DuckDB type, undefined when the file has no column of that name. */
export function parquetColumnType(shape: ParquetShape, field: string): string | undefined {
  return shape.columns.find((c) => c.name === field)?.type;
}

/** The first pass: `columns` (name -> SQL expression over the file's columns), in file order. */
export function parquetFieldsSql(path: string, columns: Readonly<Record<string, string>>): string {
  const list = Object.entries(columns).map(([name, sql]) => `${sql} AS ${name}`);
  return `SELECT ${list.join(", ")} FROM read_parquet(${fileLiteral(path)})`;
}

/** `(rid, identity_map)`: each row's position and its typed identityMap column, for typedIdentitiesSql. */
export function parquetIdentityMapSql(path: string): string {
  return `SELECT file_row_number AS rid, "identityMap" AS identity_map FROM read_parquet(${fileLiteral(path)}, file_row_number = true)`;
}

/**
 * The second pass: `(seq, doc)`, each row's position in the file and the row as one JSON object
 * (to_json of all its columns); with `primaryId` (an expression over the file's columns), `(seq,
 * primary_id, doc)`.
 */
export function parquetDocsSql(path: string, shape: ParquetShape, primaryId?: string, only?: readonly string[]): string {
  const primary = primaryId === undefined ? "" : `${primaryId} AS primary_id, `;
  // With `only`, the doc of those columns alone (the fields read, profile-fields.ts): to_json of every column is most of the pass.
  const doc = only === undefined ? parquetDocSql(shape) : parquetRowDocSql(shape, "r", only);
  return `SELECT file_row_number AS seq, ${primary}${doc} AS doc FROM read_parquet(${fileLiteral(path)}, file_row_number = true) AS r`;
}

/** A row of read_parquet(..., file_row_number = true) as one JSON object. */
function parquetDocSql(shape: ParquetShape): string {
  return `${isoTimestamps("to_json(struct_pack(*COLUMNS(* EXCLUDE (file_row_number))))", shape)}::JSON`;
}

/**
 * The same object from the columns of `alias`, named one by one (*COLUMNS cannot stand inside a
 * larger expression); with `only`, from those of the columns alone (an empty object for none).
 */
function parquetRowDocSql(shape: ParquetShape, alias: string, only?: readonly string[]): string {
  const columns = only === undefined ? shape.columns : shape.columns.filter((c) => only.includes(c.name));
  if (columns.length === 0) return `'{}'::JSON`;
  const fields = columns.map((c) => `${identifier(c.name)} := ${alias}.${identifier(c.name)}`);
  return `${isoTimestamps(`to_json(struct_pack(${fields.join(", ")}))`, shape)}::JSON`;
}

/**
 * The contract's `events` (docs/sql.md) over a Parquet file, as a view: `keys (pid, seq, ts_ms,
 * event_type)` joined to the file's rows by position, each row's `doc` made only for the rows the
 * query's filters on the typed columns let through (DuckDB pushes them below the join). The
 * events are never held as JSON text: ten million of them were 4.5 GB. `eventType` when it is
 * a VARCHAR column is the file's own, so a filter on it is read in the Parquet scan. With `fields`,
 * each doc holds those top-level fields only (what one query reads of it: its compiler's
 * EventReads), and the scan reads only their columns.
 */
export function parquetEventsViewSql(view: string, keys: string, path: string, shape: ParquetShape, fields?: readonly string[]): string {
  const eventType = parquetColumnType(shape, "eventType") === "VARCHAR" ? `r."eventType"` : "k.event_type";
  // The doc reads `k` too: a condition on it then stays above the join, and is tested only on the
  // rows the keys' filters kept (on `r` alone, DuckDB pushes it into the scan, for every row of the file).
  const doc = `CASE WHEN k.seq IS NOT NULL THEN ${parquetRowDocSql(shape, "r", fields)} END`;
  return `CREATE VIEW ${view} AS SELECT k.pid, k.seq, k.ts_ms, ${eventType} AS event_type, ${doc} AS doc
FROM ${keys} AS k JOIN read_parquet(${fileLiteral(path)}, file_row_number = true) AS r ON r.file_row_number = k.seq`;
}

/** The whole rows in one pass, `doc` in file order: for a file whose columns hide file_row_number. */
export function parquetRowsSql(path: string, shape: ParquetShape): string {
  return `SELECT ${isoTimestamps("to_json(row)", shape)}::JSON AS doc FROM read_parquet(${fileLiteral(path)}) AS row`;
}

/**
 * Parquet rows as JSON with their instants in ISO-8601. to_json writes a TIMESTAMP WITH TIME ZONE
 * (what Spark writes, AEP's exports among them) as `2024-05-01 08:00:00+00`, which is no
 * ISO-8601 the evaluator reads; DuckDB without its ICU extension writes every one in UTC, `+00`,
 * so that form, as a whole JSON string, becomes `2024-05-01T08:00:00Z`. Plain TIMESTAMPs
 * (`2024-05-01 10:00:00`, read as GMT) and DATEs are ISO-8601 already.
 */
function isoTimestamps(json: string, shape: ParquetShape): string {
  if (!shape.zoned) return json;
  const zoned = String.raw`"(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)\+00"`;
  return `regexp_replace(${json}::VARCHAR, '${zoned}', '"\\1T\\2Z"', 'g')`;
}

function identifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
