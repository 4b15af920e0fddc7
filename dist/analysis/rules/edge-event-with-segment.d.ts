import type { EdgeRule } from "../edge-rule.js";
export declare const edgeEventWithSegment: EdgeRule;
