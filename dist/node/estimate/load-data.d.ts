import { type LoadedData } from "./loaded-data.js";
export type { LoadedData } from "./loaded-data.js";
export interface LoadOptions {
    onProgress?: (message: string) => void;
    /** DuckDB's memory_limit (e.g. "4GB"); default DuckDB's own, 80% of the machine's memory. */
    memoryLimit?: string;
}
export declare function loadData(dir: string, options?: LoadOptions): Promise<LoadedData>;
