import type { RelativePeriod, TimeUnit, TimeWord } from "../syntax/ast.js";
export interface Period {
    start: number;
    end: number;
}
/** The instants a JavaScript Date can hold. */
export declare const MAX_DATE_MS = 8640000000000000;
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
