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
 * The first pass: each field of `fields` (column name -> field name) as a JSON column, NULL when
 * the file has no column of that name (matched case for case, as `doc -> 'identityMap'` reads
 * JSON), in file order.
 */
export declare function parquetFieldsSql(path: string, shape: ParquetShape, fields: Readonly<Record<string, string>>): string;
/** The second pass: `(seq, doc)`, each row's position in the file and the row as one JSON object (to_json of all its columns). */
export declare function parquetDocsSql(path: string, shape: ParquetShape): string;
/** The whole rows in one pass, `doc` in file order: for a file whose columns hide file_row_number. */
export declare function parquetRowsSql(path: string, shape: ParquetShape): string;
