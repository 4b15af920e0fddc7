import type { Rule } from "../rule.js";
export declare const PROFILE_SCHEMA = "_xdm.context.profile";
export declare const edgeSchema: Rule;
