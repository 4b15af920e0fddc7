import type { DeclaredRule } from "../../syntax/rule.js";
export declare const audienceExpressionFormat: DeclaredRule;
