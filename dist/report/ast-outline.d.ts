import type * as A from "../syntax/ast.js";
export declare function outline(root: A.Expression): string;
