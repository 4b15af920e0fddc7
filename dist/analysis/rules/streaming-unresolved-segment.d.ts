import type { StreamingRule } from "../streaming-rule.js";
export declare const streamingUnresolvedSegment: StreamingRule;
