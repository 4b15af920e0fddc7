import type { DataFile } from "./data-files.js";
import { type Runner } from "./read-records.js";
/**
 * Refuses a JSON file (NDJSON, or a `.json` file) that uses what JSON refuses, placing the first
 * place it does: where its whole text may (mayNotBeJsonAnywhere), its records that may are
 * checked exactly, and the file read again in JavaScript to place the first error. A file that
 * is not JSON at all is refused as its reading refuses it (attempt). Nothing for another format.
 */
export declare function refuseLenientJson(db: Runner, file: DataFile, memoryLimit: string): Promise<void>;
/** Whether a file of `bytes` is held whole for its search, under DuckDB's memory limit as `current_setting` prints it ("19.2 GiB"). */
export declare function wholeTextFits(bytes: number, memoryLimit: string): boolean;
