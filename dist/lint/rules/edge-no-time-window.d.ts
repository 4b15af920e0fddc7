import type { Rule } from "../rule.js";
export declare const edgeNoTimeWindow: Rule;
