import type { Rule } from "../rule.js";
export declare const allRules: readonly Rule[];
