import type { Rule } from "../rule.js";
export declare const edgeWindowNotCurrent: Rule;
