import type { Rule } from "../rule.js";
export declare const streamingEligibleNotMarked: Rule;
