import type { StreamingRule } from "../streaming-rule.js";
export declare const streamingNegatedEvent: StreamingRule;
