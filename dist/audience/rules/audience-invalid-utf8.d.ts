import type { DeclaredRule } from "../../syntax/rule.js";
export declare const audienceInvalidUtf8: DeclaredRule;
