import type * as A from "../syntax/ast.js";
import type { PqlJson } from "./node-types.js";
/** The pql/json of a PQL expression tree (a JSON object; `JSON.stringify` it for `expression.value`). */
export declare function toPqlJson(tree: A.Expression): PqlJson;
/** How a number prints when pql/json gives only its value and type. */
export declare function canonicalDigits(value: number, double: boolean): string;
