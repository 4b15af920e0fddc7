import type { Rule } from "../rule.js";
export declare const edgeUnresolvedSegment: Rule;
