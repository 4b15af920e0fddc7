import type { Rule } from "../rule.js";
export declare const audienceInvalidYaml: Rule;
