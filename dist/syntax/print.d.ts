import type * as A from "./ast.js";
import { type Doc } from "./layout.js";
export interface PrintOptions {
    /** Line width before CHAIN steps are broken one per line (default 100). */
    width?: number;
    /** Indentation unit for broken lines (default two spaces). */
    indent?: string;
}
export declare function print(node: A.Expression, options?: PrintOptions): string;
export declare function timeConstraint(node: A.TimeConstraint): Doc;
