import type { ResolvedSegment } from "../edge-rule.js";
import type { Facts } from "../facts.js";
export interface SegmentWithEvents {
    segment: Facts["segments"][number];
    found: NonNullable<ResolvedSegment>;
    /** The segment as a message names it: its audience's name, else its id. */
    shown: string;
}
export declare function segmentsReadingEvents(facts: Facts, resolveSegment: (id: string | null) => ResolvedSegment): SegmentWithEvents[];
