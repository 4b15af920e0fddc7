import type { DataFile } from "./data-files.js";
import { type Runner } from "./read-records.js";
/**
 * Refuses a JSON file (NDJSON, or a `.json` file) that uses what JSON refuses, placing the first
 * place it does: its records that may (MAY_NOT_BE_JSON) are checked exactly, and the file read
 * again in JavaScript to place the first error. A file that is not JSON at all is refused as
 * its reading refuses it (attempt). Nothing for another format.
 */
export declare function refuseLenientJson(db: Runner, file: DataFile, memoryLimit: string): Promise<void>;
