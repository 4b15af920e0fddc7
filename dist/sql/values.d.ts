import type { SqlDialect } from "./dialect.js";
export type SqlKind = "bool" | "num" | "str" | "time" | "json";
export interface SqlValue {
    kind: SqlKind;
    sql: string;
    /** When the value is a path of fields from a row's doc (`homeAddress.countryCode`): for scalarSource. */
    path?: DocPath;
    /**
     * A column the caller computed this path's reading as a string, a number or a boolean into
     * (CompileOptions.profileColumn: helpers.string of the doc's member at the path), when it did:
     * read instead of the doc.
     */
    column?: (kind: ScalarKind) => string | undefined;
}
/** The scalar readings a caller may hold in columns (CompileOptions.profileColumn). */
export type ScalarKind = "str" | "num" | "bool";
/** A row's doc (scope.ts's PROFILE or EVENT) and the fields read from it, in order. */
export interface DocPath {
    doc: string;
    keys: readonly string[];
}
/**
 * JSON to read `v` from as a string, a number or a boolean, and as nothing else: for a path of
 * two fields or more, the doc's member at the path (the dialect's memberPath) instead of the field
 * readings one after another. A path through an array reads as an array (paths.ts), never as a
 * scalar, so the value is a scalar only where each step is an object's member, and then it is the
 * member at the path: the same scalar, read with one parse of the doc and none of the steps.
 */
export declare function scalarSource(d: SqlDialect, v: SqlValue): string;
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
