import type { ProfileScalar } from "./profile-fields.js";
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
    /**
     * The top-level fields of the profiles' docs that anything will read (profile-fields.ts): the
     * docs then hold those alone (NDJSON: read in the pass that reads the identities, no record
     * kept whole; Parquet: only those columns made JSON). Whole docs when undefined.
     */
    profileFields?: readonly string[] | undefined;
    /**
     * Paths of the profiles' docs the audiences read as a string, a number or a boolean
     * (profile-fields.ts profileScalarsRead): each becomes a column of `profiles` holding that
     * reading, computed once, which compiled SQL reads instead of the doc (LoadedData.profileColumn).
     */
    profileScalars?: readonly ProfileScalar[] | undefined;
}
export declare function loadData(dir: string, options?: LoadOptions): Promise<LoadedData>;
/** A load begun before what it is to load is known (beginLoad). */
export interface DataLoad {
    /** Loads the tables, as loadData does (its memoryLimit is beginLoad's); a problem of the data is thrown here. */
    load(options?: LoadOptions): Promise<LoadedData>;
    /** Gives the engine back when no load follows. */
    discard(): Promise<void>;
}
/**
 * Starts the engine for the data of `dir` and, beside whatever the caller does meanwhile (lint of
 * the audiences, which say what to load), the search of each JSON file's text for what JSON
 * refuses (lenient-json.ts), which depends on the file alone. `load` or `discard` must follow;
 * a problem of `dir` or its files is thrown by `load`, never before.
 */
export declare function beginLoad(dir: string, options?: Pick<LoadOptions, "memoryLimit">): DataLoad;
