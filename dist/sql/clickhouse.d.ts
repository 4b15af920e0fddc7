import type * as A from "../syntax/ast.js";
import { type EventConditions } from "./clickhouse-events.js";
/**
 * A PQL value as encoded text (`json`, never SQL NULL), a PQL boolean (`bool`, UInt8 0 or 1), or a
 * timestamp (`time`): PQL writes times only as literals fixed by now (a date, a time word, a
 * period), and arithmetic on one is null, so a timestamp is always a constant instant. It has no
 * encoding (the data holds strings, and an instant is not one): where a value needs one, it is refused.
 */
type ChValue = {
    kind: "json";
    sql: string;
    constant?: {
        value: unknown;
    };
} | {
    kind: "bool";
    sql: string;
} | {
    kind: "time";
    ms: number;
    node: A.Expression;
};
type JsonValue = Extract<ChValue, {
    kind: "json";
}>;
/** How deep a path reads through arrays nested in arrays before the query stops. */
export declare const CH_ARRAY_DEPTH = 2;
export declare const CH_TOO_DEEP = "a path through arrays nested more than 2 deep does not compile to ClickHouse SQL";
export declare const CH_NOT_ASCII = "a case-insensitive string test on text beyond ASCII: ClickHouse and JavaScript lower-case it differently";
/** Why a ClickHouse query stopped, when its error is such a deliberate stop; undefined for any other error. */
export declare function clickHouseStopReason(errorMessage: string): string | undefined;
export declare class ClickHouseCompiler implements EventConditions {
    private readonly localAudience;
    readonly now: number;
    /** Whether the profile's paths are named in a WITH clause (`named`); a query whose SELECT list reads them must not: 18.16 loses an alias of an alias on a Distributed table. */
    private readonly nameProfilePaths;
    private n;
    private items;
    /** The variables of `let`, binders and lambdas: their encoded SQL, unreachable when bound outside the events subquery being written. */
    private vars;
    private place;
    /**
     * The profile's paths the main query reads, each named once in its WITH clause
     * (`profile.homeAddress.countryCode`), prefix before path: the WHERE reads like the PQL, and
     * each is written (and computed) once.
     */
    readonly named: Map<string, string>;
    constructor(localAudience: (segmentId: string) => boolean, now: number, 
    /** Whether the profile's paths are named in a WITH clause (`named`); a query whose SELECT list reads them must not: 18.16 loses an alias of an alias on a Distributed table. */
    nameProfilePaths?: boolean);
    /** Array and object literals around the one being compiled. */
    private literalDepth;
    /** `body` inside one more literal level: refused past MAX_NESTING before the inner levels are built (each would encode all below it again). */
    private literalLevel;
    private next;
    fresh(prefix: string): string;
    /** `node` over the event row (its bare names read the event): UInt8 0 or 1. */
    eventCondition(node: A.Expression): string;
    /** `body()` written for an events subquery (`place`): the profile and the variables bound so far are out of its reach. */
    private inside;
    /** `body(param)` with the variable `name` standing for a fresh lambda parameter. */
    private withVariable;
    /** `body(x)` with `arg` (a method's argument) read for one element `x`: a lambda's parameter is x, other arguments read x's fields. */
    private forElement;
    /** Whether `node` is the profile's own `xEvent` (a bare name at the top, not a variable). */
    private isProfileEvents;
    private get binders();
    /** The profile's events the node stands for (`xEvent`, `xEvent[c]`, `xEvent[c][d]`), or undefined when it is not such a set. */
    private eventsOf;
    /** `xEvent[...].count()`: the events it counts, or undefined. */
    private countOf;
    /** The node in a condition: UInt8 0 or 1. */
    condition(node: A.Expression): string;
    /** The node's value per profile row, encoded (a boolean as 'T'/'F'); for tests that hold values, not only conditions, to the evaluator. */
    valueSql(node: A.Expression): string;
    private truth;
    /**
     * `exists`/`forall` whose first binding is the profile's xEvent (and `select` in a condition,
     * which is the same `exists`): a set of profiles by a condition on each event row, the later
     * bindings inside it. Undefined for any other node.
     */
    private eventBinder;
    /**
     * A condition that reads the profile's list of events (`sum ... over X from xEvent` compared,
     * `(select ...).count()`): computed per profile in a grouped events subquery. A profile without
     * events has no group: the evaluator answers it here, once, on no events (the condition reads
     * nothing of the profile, or it does not compile), and the set is the profiles where the group
     * says otherwise.
     */
    private grouped;
    value(node: A.Expression): ChValue;
    private path;
    /** A path read from the profile in the main query: named in the WITH clause, each prefix once. */
    private profilePath;
    /** `v.name` as the evaluator's `field` reads it: an object's member, through arrays every element's (flattened), else null. */
    member(v: ChValue, name: string, depth?: number): JsonValue;
    private field;
    /** `body(x)` with `x` standing for `sql`, computed once (a lambda over a one-element array, as DuckDB's bind). */
    private bind;
    /** `a[c]` over an array: its elements that meet `c` (`[]` for null, null for a value of another kind). */
    private filter;
    /** `T occurs ...`: T a timestamp string (the event's own `timestamp` is its ts_ms), the anchor fixed by now. */
    private occurs;
    /** An anchor of `occurs`: fixed by now, a timestamp, or read from the data (clickhouse-time.ts). */
    private readonly anchors;
    private chain;
    private inSegment;
    private binary;
    private arithmetic;
    /** `select` over arrays: the list of the last variable's elements; over the profile's xEvent, only a grouped events subquery has it. */
    private select;
    private sumOver;
    /**
     * The values of a binder's combinations (an Array(String)). Over the profile's xEvent (the first
     * binding) they are an aggregate of the grouped events subquery: each event's combinations, in
     * the data's order (seq), joined.
     */
    private combinations;
    /**
     * The profile's events that meet `conditions` (SQL over the event row) as a value: the encoding
     * of the list of their docs in the data's order (seq), as the evaluator gets them. Only a
     * grouped events subquery has it: in the main query the condition around it moves into one.
     */
    private eventList;
    /** The global functions that read only now. */
    private function;
    /** `xEvent[...].count() op n` (either way round), or undefined when neither side is a count of events. */
    private countComparison;
    /** Numbers with numbers, strings with strings; anything else is false. One side must be a literal ClickHouse orders as JavaScript does. */
    private order;
    /**
     * `a op b` where one side is a timestamp: the evaluator's `equal` and `compare` read the other
     * side as an instant (a timestamp, or an ISO-8601 string); one that reads as none is unequal
     * (`!=` of something not null holds) and orders with nothing.
     */
    private timeComparison;
    private membership;
    /**
     * `like` with a literal pattern: `p`, `p%q` and `%p%` as string tests; any other (with `_`, or
     * more `%`) as an RE2 pattern (clickhouse-text.ts), whose `.` is a character where ClickHouse's
     * own `like` reads `_` as a byte.
     */
    private like;
    private method;
    /** `s.matches("p")` with a pattern of the core both engines read alike (regex.ts): null on a value that is not a string. */
    private matches;
    /** count, exists, head, sum, average, includes (clickhouse-methods.ts); undefined for another method. */
    private arrayMethod;
}
export {};
