import type { DataFile } from "./data-files.js";
import { type ParquetShape } from "./parquet-reader.js";
export interface Runner {
    run(sql: string): Promise<Record<string, unknown>[]>;
}
/** The table function giving each record of a JSON file as its text (`json`), as the file writes it. */
export declare function recordTextsSql(file: DataFile & {
    format: "ndjson" | "json";
}, recordBytes: number): string;
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
/** A Parquet file's columns, and whether its instants need rewriting (parquet-reader.ts). */
export declare function readParquetShape(db: Runner, file: DataFile, memoryLimit: string): Promise<ParquetShape>;
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
export declare function docSql(read: RecordsRead, alias: string, fields?: readonly string[]): string;
/**
 * Creates `table (...fields)` from the file, in file order (its rowid is the record's 0-based
 * position; a table of the database, not a temp one, so that another connection than the one
 * that read it can go on from it), with each record's doc by the same rowid in `docs`: `doc
 * JSON` in `table` itself but after an NDJSON file's two passes with its docs whole
 * (`${table}_docs`), or made of the kept fields' columns of `table` (docSql) after two passes
 * that keep some. `what` names a record in messages ("profile").
 */
export declare function readRecords(...args: ReadRecordsArgs): Promise<RecordsRead>;
/**
 * `work` given the record size DuckDB's JSON readers take (USUAL_RECORD_BYTES), and again with
 * the largest, after `undo`, when the file holds a larger record.
 */
export declare function withRecordSizes<T>(work: (recordBytes: number) => Promise<T>, undo?: () => Promise<void>): Promise<T>;
/** readRecords' arguments: all of readRecordsWithin's but the record size. */
type ReadRecordsArgs = Parameters<typeof readRecordsWithin> extends [number, ...infer Rest] ? Rest : never;
/** readRecords with DuckDB's JSON readers given `recordBytes` as the largest record. */
declare function readRecordsWithin(recordBytes: number, db: Runner, file: DataFile, table: string, what: string, memoryLimit: string, 
/** The top-level fields the loader reads, each a JSON column of the table (NULL when a record lacks it). */
fields: FieldColumns, 
/**
 * Whether an NDJSON file whose docs are kept whole is read in two passes too (its fields, then
 * its docs, two plain readers), where the one pass json_transforms each record in the reader's
 * pipeline: that keeps both cores less busy for a million events' three fields, and costs more
 * than a second read for the profiles' identityMap alone.
 */
wholeInTwoPasses?: boolean, 
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
