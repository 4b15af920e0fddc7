import type { DataFile } from "./data-files.js";
import { type Runner } from "./read-records.js";
/** What was left out: how many profiles, and the first of them (by its place in the files). */
export interface TooDeep {
    /** Profiles not loaded (nor their events): their data nests past the limit. */
    profiles: number;
    /** The first: "profiles.ndjson:17", or the event's record "events.ndjson:3", and where its data passed the limit. */
    first?: {
        place: string;
        message: string;
    };
}
/** The columns of `table` a doc is made of at query time, and `key`, the doc's key (its row's `key` in the table of docs) there. */
export interface DocColumns {
    table: string;
    key: string;
    columns: readonly string[];
}
/**
 * Finds the profiles whose doc, or one of whose events' docs, nests past the limit, and deletes
 * them from `profiles` and their events from `eventKeys` (`events`, or the keys a Parquet file's
 * `events` view reads). Call once both tables are made.
 */
export declare function removeTooDeep(db: Runner, profilesFile: DataFile, eventsFile: DataFile | undefined, eventKeys: string, memoryLimit: string, 
/** The JSON columns the events' docs are made of, when the `events` view makes them at query time. */
eventDocColumns?: DocColumns): Promise<TooDeep>;
