import type { Rule } from "../rule.js";
export declare const edgeNoCriteria: Rule;
