import type { TreeRule } from "../rule.js";
export declare const syntaxUnknownFunction: TreeRule;
