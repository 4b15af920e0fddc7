import type { EdgeRule } from "../edge-rule.js";
export declare const edgeWindowNotCurrent: EdgeRule;
