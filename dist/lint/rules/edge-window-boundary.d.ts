import type { Rule } from "../rule.js";
export declare const edgeWindowBoundary: Rule;
