import type { DeclaredRule } from "../../syntax/rule.js";
export declare const suppressionsUnknownDirective: DeclaredRule;
