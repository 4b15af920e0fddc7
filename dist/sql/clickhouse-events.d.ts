import type * as A from "../syntax/ast.js";
/** The event row's document in the encoding (clickhouse-encoding.ts); always an object. */
export declare const EVENT = "doc_enc";
/** Events of the profile that meet every condition (UInt8 SQL over the event row, its columns unqualified). */
export interface EventSet {
    conditions: string[];
    /** For each condition that says so, the strings its event's eventType must be one of (event-type.ts). */
    types: string[][];
}
/** What the events parts need of the compiler: an event condition compiled over the row, and fresh names. */
export interface EventConditions {
    eventCondition(node: A.Expression): string;
    fresh(prefix: string): string;
    readonly now: number;
}
/** A number literal ClickHouse reads as the same double. */
export declare function chNumber(n: number): string;
/** The profiles with at least one event of the set. */
export declare function anyEventSql(node: A.Node, set: EventSet): string;
/** The profiles all of whose events meet `condition` (a profile without events too). */
export declare function allEventsSql(node: A.Node, condition: string): string;
/**
 * The profiles where `having` holds over their events grouped (its aggregates read one profile's
 * events); `emptyHolds`: whether it holds on no events, for the profiles without a group.
 */
export declare function groupedSql(node: A.Node, having: string, emptyHolds: boolean): string;
type Order = "=" | "!=" | "<" | "<=" | ">" | ">=";
/** `count op n`, where count is how many events of the set the profile has (0 without a row). */
export declare function countSql(node: A.Node, set: EventSet, op: Order, n: number): string;
/**
 * CHAIN(xEvent, timestamp, [steps]) as chain.ts matches it: only events with a readable timestamp
 * (`ts_ms`, which the loader reads with the evaluator's parseIso); one step needs COUNT(n) (at
 * least 1) of them; with several, each step takes its n-th match strictly later than the previous
 * step's last, in time order (greedy, which is what the evaluator takes; which of tied events
 * matched does not move the time). The walk runs over the profile's timed events sorted by time,
 * each a tuple (ts, step 1 met, step 2 met, ...); a step with too few matches gives NEVER, after
 * which no later step matches.
 */
export declare function chainSql(node: A.Chain, c: EventConditions): string;
export {};
