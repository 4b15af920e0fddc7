import type { Rule } from "../rule.js";
export declare const audienceSchemaRule: Rule;
