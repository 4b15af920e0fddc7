export interface ParquetColumn {
    name: string;
    type: string;
}
/** How a Parquet file is read: its columns, and whether to_json's text of its instants needs rewriting. */
export interface ParquetShape {
    columns: readonly ParquetColumn[];
    zoned: boolean;
}
export declare function parquetShape(columns: readonly ParquetColumn[]): ParquetShape;
/** The statement that lists a Parquet file's columns (DESCRIBE's column_name, column_type). */
export declare function describeParquetSql(path: string): string;
/**
 * Whether the two passes can read the file: its rows need DuckDB's file_row_number beside them,
 * which a column of that name would hide (such a file is read whole, in one pass).
 */
export declare function readsInTwoPasses(shape: ParquetShape): boolean;
/**
 * A field of the rows as the JSON the JSON formats' records give the loader: to_json of the
 * column of that name (matched case for case, as `doc -> 'identityMap'` reads JSON), NULL when
 * the file has no such column.
 */
export declare function parquetFieldJson(shape: ParquetShape, field: string): string;
/** A column's DuckDB type, undefined when the file has no column of that name. */
export declare function parquetColumnType(shape: ParquetShape, field: string): string | undefined;
/** The first pass: `columns` (name -> SQL expression over the file's columns), in file order. */
export declare function parquetFieldsSql(path: string, columns: Readonly<Record<string, string>>): string;
/** `(rid, identity_map)`: each row's position and its typed identityMap column, for typedIdentitiesSql. */
export declare function parquetIdentityMapSql(path: string): string;
/**
 * The second pass: `(seq, doc)`, each row's position in the file and the row as one JSON object
 * (to_json of all its columns); with `primaryId` (an expression over the file's columns), `(seq,
 * primary_id, doc)`.
 */
export declare function parquetDocsSql(path: string, shape: ParquetShape, primaryId?: string, only?: readonly string[]): string;
/**
 * The contract's `events` (docs/sql.md) over a Parquet file, as a view: `keys (pid, seq, ts_ms,
 * event_type)` joined to the file's rows by position, each row's `doc` made only for the rows the
 * query's filters on the typed columns let through (DuckDB pushes them below the join). The
 * events are never held as JSON text: ten million of them were 4.5 GB. `eventType` when it is
 * a VARCHAR column is the file's own, so a filter on it is read in the Parquet scan. With `fields`,
 * each doc holds those top-level fields only (what one query reads of it: its compiler's
 * EventReads), and the scan reads only their columns.
 */
export declare function parquetEventsViewSql(view: string, keys: string, path: string, shape: ParquetShape, fields?: readonly string[]): string;
/** The whole rows in one pass, `doc` in file order: for a file whose columns hide file_row_number. */
export declare function parquetRowsSql(path: string, shape: ParquetShape): string;
