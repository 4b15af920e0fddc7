import { type LoadedData } from "./loaded-data.js";
export type { LoadedData } from "./loaded-data.js";
export interface LoadOptions {
    onProgress?: (message: string) => void;
    /** DuckDB's memory_limit (e.g. "4GB"); default DuckDB's own, 80% of the machine's memory. */
    memoryLimit?: string;
    /**
     * The top-level fields of the events' docs that anything will read (event-fields.ts): an NDJSON
     * events file's docs then hold those alone, read in the pass that reads the identities, and the
     * records are not parsed a second time. Whole docs when undefined.
     */
    eventFields?: readonly string[] | undefined;
}
export declare function loadData(dir: string, options?: LoadOptions): Promise<LoadedData>;
