// Parquet, read in two passes instead of one: ten million events as JSON text are 4.5 GB, and
// holding them twice (as read, then ordered by profile) is what made a large load take 16 GB.
//
// - The first pass turns only the few fields the loader reads (identityMap, timestamp,
//   eventType) into JSON, the columns the JSON formats' records give the loader, so the identity
//   rules and the timestamp reading stay the ones the JSON formats use, on the same to_json text.
// - The second pass turns each whole row into its JSON document once, straight into the final
//   table, beside the row's position in the file (DuckDB's file_row_number).
import { sqlString } from "./sql-text.js";

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
  return `DESCRIBE SELECT * FROM read_parquet(${sqlString(path)})`;
}

/**
 * Whether the two passes can read the file: its rows need DuckDB's file_row_number beside them,
 * which a column of that name would hide (such a file is read whole, in one pass).
 */
export function readsInTwoPasses(shape: ParquetShape): boolean {
  return !shape.columns.some((c) => c.name.toLowerCase() === "file_row_number");
}

/**
 * The first pass: each field of `fields` (column name -> field name) as a JSON column, NULL when
 * the file has no column of that name (matched case for case, as `doc -> 'identityMap'` reads
 * JSON), in file order.
 */
export function parquetFieldsSql(path: string, shape: ParquetShape, fields: Readonly<Record<string, string>>): string {
  const columns = Object.entries(fields).map(([column, field]) =>
    shape.columns.some((c) => c.name === field)
      ? `${isoTimestamps(`to_json(${identifier(field)})`, shape)}::JSON AS ${column}`
      : `NULL::JSON AS ${column}`,
  );
  return `SELECT ${columns.join(", ")} FROM read_parquet(${sqlString(path)})`;
}

/** The second pass: `(seq, doc)`, each row's position in the file and the row as one JSON object (to_json of all its columns). */
export function parquetDocsSql(path: string, shape: ParquetShape): string {
  const doc = "to_json(struct_pack(*COLUMNS(* EXCLUDE (file_row_number))))";
  return `SELECT file_row_number AS seq, ${isoTimestamps(doc, shape)}::JSON AS doc FROM read_parquet(${sqlString(path)}, file_row_number = true)`;
}

/** The whole rows in one pass, `doc` in file order: for a file whose columns hide file_row_number. */
export function parquetRowsSql(path: string, shape: ParquetShape): string {
  return `SELECT ${isoTimestamps("to_json(row)", shape)}::JSON AS doc FROM read_parquet(${sqlString(path)}) AS row`;
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
