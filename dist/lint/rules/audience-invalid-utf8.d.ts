import type { Rule } from "../rule.js";
export declare const audienceInvalidUtf8: Rule;
