import type { DeclaredRule } from "../rule.js";
export declare const syntaxTooDeep: DeclaredRule;
