import type { DataFile } from "./data-files.js";
/** "FILE:LINE" of the record at 0-based position `index` (Parquet has rows, not lines: "FILE row N"). */
export declare function recordPlace(file: DataFile, index: number): Promise<string>;
