import type * as A from "../syntax/ast.js";
import { type EventConditions } from "./clickhouse-events.js";
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
export declare class ClickHouseCompiler implements EventConditions {
    private readonly localAudience;
    readonly now: number;
    private n;
    private items;
    constructor(localAudience: (segmentId: string) => boolean, now: number);
    private next;
    fresh(prefix: string): string;
    /** Inside an events part: the item is the event row. */
    private get inEvents();
    /** `node` over the event row (its bare names read the event): UInt8 0 or 1. */
    eventCondition(node: A.Expression): string;
    /** The profile's events the node stands for (`xEvent`, `xEvent[c]`, `xEvent[c][d]`), or undefined when it is not such a set. */
    private eventsOf;
    /** `xEvent[...].count()`: the events it counts, or undefined. */
    private countOf;
    /** The node in a condition: UInt8 0 or 1. */
    condition(node: A.Expression): string;
    value(node: A.Expression): ChValue;
    private path;
    /** `v.name` as the evaluator's `field` reads it: an object's member, through arrays every element's (flattened), else null. */
    member(v: ChValue, name: string, depth?: number): ChValue;
    private field;
    /** `body(x)` with `x` standing for `sql`, computed once (a lambda over a one-element array, as DuckDB's bind). */
    private bind;
    /** `a[c]` over an array: its elements that meet `c` (`[]` for null, null for a value of another kind). */
    private filter;
    /** `T occurs ...`: T a timestamp string (the event's own `timestamp` is its ts_ms), the anchor fixed by now. */
    private occurs;
    private chain;
    private inSegment;
    private binary;
    /** `xEvent[...].count() op n` (either way round), or undefined when neither side is a count of events. */
    private countComparison;
    /** Numbers with numbers, strings with strings; anything else is false. One side must be a literal ClickHouse orders as JavaScript does. */
    private order;
    private membership;
    /** `like` with a literal pattern ClickHouse tests exactly: no `_`, and `p`, `p%q` or `%p%`. */
    private like;
    private method;
}
export {};
