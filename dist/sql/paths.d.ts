import type { SqlDialect } from "./dialect.js";
import { type Names } from "./values.js";
export declare const ARRAY_DEPTH = 3;
export declare const TOO_DEEP = "a path through arrays nested more than 3 deep does not compile to SQL";
/** JSON SQL of `json.name`; undefined when the name cannot be written as a JSON path member. */
export declare function fieldSql(d: SqlDialect, names: Names, json: string, name: string, depth?: number): string | undefined;
