import type { ResolvedSegment } from "./edge-rule.js";
import type { Facts } from "./facts.js";
import { describeAmount, type WindowBoundary } from "./time.js";
import type { EdgeType, Verdict } from "./verdict.js";
/** What is known about a referenced segment: its shape, or nothing (unresolved). */
export type SegmentLookup = (id: string) => ResolvedSegment;
export interface EdgeOptions {
    windowBoundary?: WindowBoundary;
    resolveSegment?: SegmentLookup;
}
/** The query type by shape alone (events, segments, profile attributes), whatever else is wrong. */
export declare function shapeOf(facts: Facts): EdgeType | null;
export declare function classify(facts: Facts, options?: EdgeOptions): Verdict;
export { describeAmount };
