import type { DataFile } from "./data-files.js";
import { type ParquetShape } from "./parquet-reader.js";
export interface Runner {
    run(sql: string): Promise<Record<string, unknown>[]>;
}
/** The record's top-level fields the loader reads, as JSON columns: column name -> field name (`{identity_map: "identityMap"}`). */
export type FieldColumns = Readonly<Record<string, string>>;
/** A Parquet file's columns, and whether its instants need rewriting (parquet-reader.ts). */
export declare function readParquetShape(db: Runner, file: DataFile, memoryLimit: string): Promise<ParquetShape>;
/** What readRecords made: how many records, and the table whose `doc` holds each one by rowid (none for a Parquet `reader`). */
export interface RecordsRead {
    records: number;
    /** `table` itself, or `${table}_docs` when an NDJSON file was read in two passes with its docs whole. */
    docs: string | undefined;
}
/**
 * Creates `table (...fields, ...columns)` from the file, in file order (its rowid is the record's
 * 0-based position), with each record's `doc JSON` in `docs` by the same rowid (in `table` itself
 * but after an NDJSON file's two passes with its docs whole). `what` names a record in messages ("profile").
 */
export declare function readRecords(...args: ReadRecordsArgs): Promise<RecordsRead>;
/** readRecords' arguments: all of readRecordsWithin's but the record size. */
type ReadRecordsArgs = Parameters<typeof readRecordsWithin> extends [number, ...infer Rest] ? Rest : never;
/** readRecords with DuckDB's JSON readers given `recordBytes` as the largest record. */
declare function readRecordsWithin(recordBytes: number, db: Runner, file: DataFile, table: string, what: string, memoryLimit: string, 
/** The top-level fields the loader reads, each a JSON column of the table (NULL when a record lacks it). */
fields: FieldColumns, 
/** More columns computed from the fields in the same pass (`, expr AS name`): no second copy of the records. */
columns?: string, 
/** The statement that reads the fields' columns, without `doc` (Parquet's first pass, parquet-reader.ts), instead of the format's own. */
reader?: string, 
/** For an NDJSON file: the top-level fields each `doc` keeps (whole), read in the fields' pass; the whole records when undefined. */
keep?: readonly string[]): Promise<RecordsRead>;
/** Drops what readRecords made: `table`, and its docs' table when they have their own. */
export declare function dropRecords(db: Runner, table: string, read: RecordsRead): Promise<void>;
/** Runs a statement that reads `file`, turning DuckDB's errors into messages about the file. */
export declare function attempt<T>(file: DataFile, memoryLimit: string, work: () => Promise<T>): Promise<T>;
export declare function dataErrorOf(file: DataFile, memoryLimit: string, e: unknown): Error;
export {};
