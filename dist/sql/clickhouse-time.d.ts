import type * as A from "../syntax/ast.js";
import { type AnchorPeriod } from "./occurs.js";
/**
 * An anchor read as its period, handed to `body` (null: no period, the constraint is false); the
 * SQL may wrap what `body` writes, where the period is read from the data.
 */
export type AnchorReader = (node: A.TimeAnchor, body: (period: AnchorPeriod | null) => string) => string;
/** The anchors fixed by now; any other is refused (a CHAIN step's WHEN). */
export declare const fixedAnchors: (now: number) => AnchorReader;
/**
 * An anchor read from the data, the encoded value `x` (a plain name), as the evaluator's `anchor`
 * reads one: an ISO-8601 string is its instant, a plain date (10 characters) that whole GMT day;
 * a value that reads as no timestamp (null too) makes the constraint false.
 */
export declare function dataAnchorSql(x: string, fresh: (prefix: string) => string, body: (period: AnchorPeriod) => string): string;
/** `t` (an Int64 epoch-ms SQL expression, never NULL) meets the constraint: UInt8 0 or 1. */
export declare function constraintSql(c: A.TimeConstraint, t: string, now: number, anchors?: AnchorReader): string;
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
