import type { Rule } from "../rule.js";
export declare const syntaxUnclosedString: Rule;
