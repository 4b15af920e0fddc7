import type { SqlDialect } from "./dialect.js";
export type SqlKind = "bool" | "num" | "str" | "time" | "json";
export interface SqlValue {
    kind: SqlKind;
    sql: string;
}
/** A PQL boolean: SQL TRUE or FALSE, never NULL. */
export declare const bool: (sql: string) => SqlValue;
/** Fresh lambda parameter names for one compilation. */
export declare class Names {
    private n;
    next(prefix?: string): string;
}
/** `body(x)` with `x` standing for `sql`, which is computed once (a cheap expression is written out as it is). */
export declare function bound(d: SqlDialect, names: Names, sql: string, body: (x: string) => string): string;
/** `body(w)` with `w` the same value computed once: what reads an operand more than once shares it. */
export declare function shared(d: SqlDialect, names: Names, v: SqlValue, body: (w: SqlValue) => string): string;
/** The value as JSON (SQL NULL stays NULL). Instants have no JSON form the data could hold: the caller refuses them. */
export declare function asJson(d: SqlDialect, v: SqlValue): string;
/** Truthiness as the evaluator reads a condition: `true`, or a non-empty array. */
export declare function truthy(d: SqlDialect, names: Names, v: SqlValue): string;
/** The value as a number when it is one, else NULL. */
export declare function numberOf(d: SqlDialect, names: Names, v: SqlValue): string;
/** The value as a string when it is one, else NULL. */
export declare function stringOf(d: SqlDialect, names: Names, v: SqlValue): string;
/** Whether the value is not PQL's null. */
export declare function notNull(v: SqlValue): string;
