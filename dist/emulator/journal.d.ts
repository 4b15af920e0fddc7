import type { JournalEntry } from "./state-ops.js";
export declare const STATE_FILE = "emulator-state.json";
export declare const JOURNAL_FILE = "emulator-state.journal";
/** The state file cannot be used; the message says which file, where and why. */
export declare class EmulatorStateError extends Error {
    name: string;
}
export interface StoredFiles {
    /** The snapshot as parsed (undefined when there is none yet). */
    snapshot: Record<string, unknown> | undefined;
    /** Journal lines after the snapshot's `journalSeq`, in order. */
    entries: JournalEntry[];
    /** What the user should know (a torn last line that was ignored). */
    notices: string[];
}
export declare class DataFiles {
    #private;
    readonly dir: string;
    readonly snapshotFile: string;
    readonly journalFile: string;
    constructor(dir: string);
    read(): StoredFiles;
    /** Appends one request's line; true when the journal has grown enough to be compacted. */
    append(entry: JournalEntry): boolean;
    /** Writes the whole state as the snapshot (atomically), then empties the journal. */
    compact(data: unknown): void;
    close(): void;
}
