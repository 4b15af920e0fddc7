import type { SegmentLookup } from "./edge.js";
import { type Facts } from "./facts.js";
import type { StreamingType, StreamingVerdict } from "./verdict.js";
/** The streaming query type by shape alone, whatever else is wrong (AEP's table of eligible rulesets). */
export declare function streamingShapeOf(facts: Facts): StreamingType | null;
export declare function classifyStreaming(facts: Facts, options?: {
    resolveSegment?: SegmentLookup;
}): StreamingVerdict;
