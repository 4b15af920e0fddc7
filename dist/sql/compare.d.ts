import type { ComparisonOperator } from "../syntax/ast.js";
import type { SqlDialect } from "./dialect.js";
import { type Names, type SqlValue } from "./values.js";
export declare const ARRAYS_NOT_COMPARED = "comparing arrays or objects that hold arrays or objects does not compile to SQL yet";
export declare const STRINGS_NOT_ORDERED = "ordering a string with characters beyond U+FFFF against one with characters U+E000 to U+FFFF: JavaScript and SQL order them differently";
/** The value as an instant (epoch ms), NULL when it is none. */
export declare function instantOf(d: SqlDialect, names: Names, v: SqlValue): string;
/** PQL `=`: a SQL boolean, never NULL. */
export declare function equalSql(d: SqlDialect, names: Names, a: SqlValue, b: SqlValue): string;
/** PQL `!=`: both sides present and not equal. */
export declare function notEqualSql(d: SqlDialect, names: Names, a: SqlValue, b: SqlValue): string;
/** PQL `<`, `<=`, `>`, `>=`: two numbers, two strings or two instants; anything else is false. */
export declare function orderSql(d: SqlDialect, names: Names, op: "<" | "<=" | ">" | ">=", a: SqlValue, b: SqlValue): string;
export declare function comparisonSql(d: SqlDialect, names: Names, op: ComparisonOperator, a: SqlValue, b: SqlValue): string;
