/** The instants a JavaScript Date can hold: 100,000,000 days either side of 1970 (about 273,790 years). */
export declare const MAX_DATE_MS = 8640000000000000;
/** Whether `ms` is an instant a Date can hold (toISOString and the calendar work on it). */
export declare function inDateRange(ms: number): boolean;
/** A point in time, in milliseconds since 1970-01-01T00:00:00Z. */
export declare class Instant {
    readonly ms: number;
    constructor(ms: number);
    /** The ISO-8601 form; null outside the range a Date can hold (toISOString would throw). */
    toJSON(): string | null;
}
/**
 * `target[key] = value` as an own property, also for `__proto__`: plain assignment would call
 * Object.prototype's setter and lose the key (or swap the object's prototype).
 */
export declare function setOwn<T>(target: Record<string, T>, key: string, value: T): void;
/** What `groupBy` gives: each key's elements, in first-seen order. */
export declare class Groups {
    readonly entries: Map<string, {
        key: Value;
        items: Value[];
    }>;
    constructor(entries: Map<string, {
        key: Value;
        items: Value[];
    }>);
}
/** What `mapEntry(k, v)` gives; `map` over groups collects these into an object. */
export declare class MapEntry {
    readonly key: Value;
    readonly value: Value;
    constructor(key: Value, value: Value);
}
export type Value = null | boolean | number | string | Instant | Groups | MapEntry | Value[] | {
    [key: string]: Value;
};
export type ValueObject = {
    [key: string]: Value;
};
export declare function isObject(v: Value): v is ValueObject;
/** A name for messages: "a string", "a number", "an array". */
export declare function typeName(v: Value): string;
/** Boolean context: `true`, or a non-empty array (a filter or `select` that found something). */
export declare function truthy(v: Value): boolean;
/** A string read as a timestamp, or null. A date alone is midnight GMT. */
export declare function parseIso(s: string): number | null;
/** The value as a point in time: a timestamp, or an ISO-8601 string; null otherwise. */
export declare function toInstantMs(v: Value): number | null;
/** Equality as `=` sees it: same type and value; a timestamp equals an ISO string of the same time; arrays and objects by content. */
export declare function equal(a: Value, b: Value): boolean;
/**
 * Order for `<`, `<=`, `>`, `>=`, `min`, `max`, `topN`: numbers with numbers, strings with strings,
 * timestamps with timestamps or ISO strings. Anything else is a type error: null is returned and
 * the caller says why.
 */
export declare function compare(a: Value, b: Value): number | null;
/** A key for `distinct` and `groupBy`: equal values give equal keys. */
export declare function keyOf(v: Value): string;
/** The value as plain JSON, for results and traces: timestamps become ISO strings. */
export declare function toJson(v: Value): unknown;
/** Input data (any JSON-like value the caller passes) as a Value; undefined and functions are null. */
export declare function fromData(v: unknown): Value;
