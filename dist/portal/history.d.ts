export interface MembershipChange {
    segmentId: string;
    profile: string;
    status: "realized" | "exited";
    /** ISO-8601. */
    time: string;
}
export type Range = "24h" | "7d" | "30d";
export declare const RANGES: readonly {
    range: Range;
    label: string;
}[];
export interface Bucket {
    /** Inclusive start, ms since the epoch. */
    start: number;
    /** Exclusive end. */
    end: number;
    /** New qualifications ("realized" changes) in [start, end). */
    count: number;
}
/** The span of a range and its step: hours for 24 hours, days for a week and 30 days. */
export declare function rangeSpec(range: Range): {
    buckets: number;
    step: number;
};
/**
 * New qualifications per whole UTC hour (24 hours) or day (week, 30 days), the newest bucket
 * being the one `now` is in, so every point is labelled by the hour or day it counts. Exits do
 * not count: the card shows how many profiles newly qualified, as AEP's "Profiles over time"
 * graph does.
 */
export declare function newQualifications(changes: readonly MembershipChange[], now: number, range: Range): Bucket[];
/** Profiles in each audience now: the last change of each (audience, profile) pair, replayed. */
export declare function qualifiedNow(changes: readonly MembershipChange[]): Map<string, number>;
