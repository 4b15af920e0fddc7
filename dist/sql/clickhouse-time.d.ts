import type * as A from "../syntax/ast.js";
/** `t` (an Int64 epoch-ms SQL expression, never NULL) meets the constraint: UInt8 0 or 1. */
export declare function constraintSql(c: A.TimeConstraint, t: string, now: number): string;
/**
 * `x` (an encoded value, clickhouse-encoding.ts; a plain column or lambda parameter) read as a
 * timestamp and tested by `test(ms)`: UInt8, 0 where the evaluator reads no timestamp (not a
 * string, not ISO-8601, not a day of the calendar). `s` names the string (a fresh lambda parameter).
 */
export declare function instantTest(x: string, s: string, t: string, test: (ms: string) => string): string;
/**
 * `getYear()`, `getMonth()`, `getDayOfMonth()` of an encoded value (a plain name): the GMT
 * calendar part of the instant the evaluator reads from a string (H. Hinnant's civil_from_days,
 * years 0 to 9999), encoded as a number; null where it reads no timestamp.
 */
export declare function calendarPartSql(x: string, part: "year" | "month" | "day", fresh: (prefix: string) => string): string;
