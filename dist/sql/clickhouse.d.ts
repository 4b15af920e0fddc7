import type * as A from "../syntax/ast.js";
/** A PQL value as encoded text (`json`, never SQL NULL) or a PQL boolean (`bool`, UInt8 0 or 1). */
type ChValue = {
    kind: "json";
    sql: string;
    constant?: {
        value: unknown;
    };
} | {
    kind: "bool";
    sql: string;
};
/** How deep a path reads through arrays nested in arrays before the query stops. */
export declare const CH_ARRAY_DEPTH = 2;
export declare const CH_TOO_DEEP = "a path through arrays nested more than 2 deep does not compile to ClickHouse SQL";
export declare const CH_NOT_ASCII = "a case-insensitive string test on text beyond ASCII: ClickHouse and JavaScript lower-case it differently";
/** Why a ClickHouse query stopped, when its error is such a deliberate stop; undefined for any other error. */
export declare function clickHouseStopReason(errorMessage: string): string | undefined;
export declare class ClickHouseCompiler {
    private readonly localAudience;
    private n;
    constructor(localAudience: (segmentId: string) => boolean);
    private next;
    /** The node in a condition: UInt8 0 or 1. */
    condition(node: A.Expression): string;
    value(node: A.Expression): ChValue;
    private path;
    /** `v.name` as the evaluator's `field` reads it: an object's member, through arrays every element's (flattened), else null. */
    member(v: ChValue, name: string, depth?: number): ChValue;
    private field;
    /** `body(x)` with `x` standing for `sql`, computed once (a lambda over a one-element array, as DuckDB's bind). */
    private bind;
    private inSegment;
    private binary;
    /** Numbers with numbers, strings with strings; anything else is false. One side must be a literal ClickHouse orders as JavaScript does. */
    private order;
    private membership;
    /** `like` with a literal pattern ClickHouse tests exactly: no `_`, and `p`, `p%q` or `%p%`. */
    private like;
    private method;
}
export {};
