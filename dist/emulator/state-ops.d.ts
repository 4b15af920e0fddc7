/** Keys from the root of EmulatorData: `["buckets", "profiles", "profiles", "ECID:123"]`. */
export type StatePath = readonly string[];
export type JournalOp = {
    set: StatePath;
    value: unknown;
} | {
    delete: StatePath;
} | {
    append: StatePath;
    values: unknown[];
    keep?: number;
    order?: "timestamp";
};
export interface JournalEntry {
    /** Increases by one per line; a snapshot records the last one it holds. */
    seq: number;
    ops: JournalOp[];
}
export interface AppendOptions {
    /** Keep only the newest `keep` items. */
    keep?: number;
    /** Keep the list in order of each item's `timestamp` (ISO text). */
    order?: "timestamp";
}
/** Appends, orders and trims a list in place. */
export declare function appendBounded(list: unknown[], values: readonly unknown[], options?: AppendOptions): void;
/** The value at a path, through own properties only; undefined when any step is missing. */
export declare function valueAt(root: unknown, path: StatePath): unknown;
/** Whether `inner` is `outer` or lies under it. */
export declare function isWithin(inner: StatePath, outer: StatePath): boolean;
export declare function applyOp(root: Record<string, unknown>, op: JournalOp): void;
