import type { ComparisonOperator, RelativePeriod, TimeUnit, TimeWord } from "../syntax/ast.js";
export interface Period {
    start: number;
    end: number;
}
export declare const fixedMs: Partial<Record<TimeUnit, number>>;
/**
 * The instant of a GMT calendar date and time; months and days past their end roll over. Not
 * `Date.UTC`, which reads years 0 to 99 as 1900 to 1999: `setUTCFullYear` takes the year as given.
 * NaN outside the range a Date can hold.
 */
export declare function utc(year: number, month0: number, day?: number, hours?: number, minutes?: number, seconds?: number, ms?: number): number;
export declare function point(ms: number): Period;
/**
 * `ms` moved by `n` units (n may be negative); months and longer move on the GMT calendar, days
 * keep their time of day. Past the calendar a Date can hold (a window of a billion years), the
 * answer is -Infinity or Infinity: earlier or later than every timestamp, so the window still
 * compares right instead of becoming NaN, which compares false with everything.
 */
export declare function shift(ms: number, n: number, unit: TimeUnit): number;
/** The start of the GMT calendar unit that contains `ms`. */
export declare function startOf(ms: number, unit: TimeUnit): number;
export declare function timeWordPeriod(word: TimeWord["word"], now: number): Period;
/** `this week`, `last month`, `next hour`: the calendar period containing now, or the one before or after it. */
export declare function relativePeriod(node: Pick<RelativePeriod, "which" | "unit">, now: number): Period;
/** The GMT day of `date(y, m, d)`, or null when there is no such day (month 13, February 30). */
export declare function datePeriod(year: number, month: number, day: number): Period | null;
/** `T occurs [on] A`: T lies inside A. */
export declare function occursIn(t: number, a: Period): boolean;
/** `T occurs before A` is before A starts; `after A` once A has ended; `from A` once A has started. */
export declare function occursDirection(t: number, direction: "before" | "after" | "from", a: Period): boolean;
/** `T occurs between A and B`: from the start of A to the end of B. */
export declare function occursBetween(t: number, a: Period, b: Period): boolean;
/**
 * `T occurs CMP N UNIT before|after|from A`. The distance is measured from A's start (before) or
 * end (after; for a point these are the same instant), on the calendar for months and longer:
 *   `< N before A`: less than N units before A (and not after it); `<=` includes N exactly;
 *   `> N`, `>= N`: further than N units away, on that side; `= N`: in the N-th unit away (N <= d < N + 1);
 *   `!= N`: not in it (on either side). `from` reads as `after` ("3 days from now").
 */
export declare function occursAmount(t: number, cmp: ComparisonOperator, amount: number, unit: TimeUnit, direction: "before" | "after" | "from", a: Period): boolean;
