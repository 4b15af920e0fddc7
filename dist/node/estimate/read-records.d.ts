import type { DataFile } from "./data-files.js";
export interface Runner {
    run(sql: string): Promise<Record<string, unknown>[]>;
}
/**
 * Creates `table (doc JSON, ...columns)` from the file, in file order (its rowid is the record's 0-based
 * position), and returns how many records it holds. `what` names a record in messages ("profile").
 */
export declare function readRecords(db: Runner, file: DataFile, table: string, what: string, memoryLimit: string, 
/** More columns computed from `doc` in the same pass (`, expr AS name`): no second copy of the records. */
columns?: string): Promise<number>;
/** Runs a statement that reads `file`, turning DuckDB's errors into messages about the file. */
export declare function attempt<T>(file: DataFile, memoryLimit: string, work: () => Promise<T>): Promise<T>;
export declare function dataErrorOf(file: DataFile, memoryLimit: string, e: unknown): Error;
