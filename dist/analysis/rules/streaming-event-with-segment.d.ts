import type { StreamingRule } from "../streaming-rule.js";
export declare const streamingEventWithSegment: StreamingRule;
