// Time words and `occurs`: calendar arithmetic in GMT. A time anchor is a period [start, end):
// `today` is the GMT day containing now, `this week` starts on Monday, a date is its whole GMT day,
// and a point in time (now, an attribute) is the one millisecond [t, t + 1).
import type { ComparisonOperator, RelativePeriod, TimeUnit, TimeWord } from "../syntax/ast.js";
import { inDateRange } from "./values.js";

export interface Period {
  start: number;
  end: number;
}

export const fixedMs: Partial<Record<TimeUnit, number>> = {
  millisecond: 1,
  second: 1_000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
};

/** Months in each calendar unit longer than a week. */
const monthsIn: Partial<Record<TimeUnit, number>> = { month: 1, year: 12, decade: 120, century: 1_200, millennium: 12_000 };

/**
 * The instant of a GMT calendar date and time; months and days past their end roll over. Not
 * `Date.UTC`, which reads years 0 to 99 as 1900 to 1999: `setUTCFullYear` takes the year as given.
 * NaN outside the range a Date can hold.
 */
export function utc(year: number, month0: number, day = 1, hours = 0, minutes = 0, seconds = 0, ms = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month0, day);
  d.setUTCHours(hours, minutes, seconds, ms);
  return d.getTime();
}

export function point(ms: number): Period {
  return { start: ms, end: ms + 1 };
}

/**
 * `ms` moved by `n` units (n may be negative); months and longer move on the GMT calendar, days
 * keep their time of day. Past the calendar a Date can hold (a window of a billion years), the
 * answer is -Infinity or Infinity: earlier or later than every timestamp, so the window still
 * compares right instead of becoming NaN, which compares false with everything.
 */
export function shift(ms: number, n: number, unit: TimeUnit): number {
  const fixed = fixedMs[unit];
  if (fixed !== undefined) return ms + n * fixed;
  if (!inDateRange(ms)) return ms;
  const d = new Date(ms);
  const months = d.getUTCMonth() + n * monthsIn[unit]!;
  const day = d.getUTCDate();
  // The 31st plus one month is the last day of the next month, not the 1st after it.
  const target = utc(d.getUTCFullYear(), months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  if (Number.isNaN(target)) return n < 0 ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  const t = new Date(target);
  const last = new Date(utc(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  const out = target + (Math.min(day, last) - 1) * 86_400_000;
  return inDateRange(out) ? out : n < 0 ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
}

/** The start of the GMT calendar unit that contains `ms`. */
export function startOf(ms: number, unit: TimeUnit): number {
  const fixed = fixedMs[unit];
  if (unit === "week") {
    const day = startOf(ms, "day");
    const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
    return day - weekday * 86_400_000;
  }
  if (fixed !== undefined) return Math.floor(ms / fixed) * fixed;
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  switch (unit) {
    case "month":
      return utc(year, d.getUTCMonth());
    case "year":
      return utc(year, 0);
    case "decade":
      return utc(Math.floor(year / 10) * 10, 0);
    case "century":
      return utc(Math.floor(year / 100) * 100, 0);
    default:
      return utc(Math.floor(year / 1000) * 1000, 0);
  }
}

export function timeWordPeriod(word: TimeWord["word"], now: number): Period {
  if (word === "now") return point(now);
  const today = startOf(now, "day");
  const start = word === "today" ? today : word === "yesterday" ? today - 86_400_000 : today + 86_400_000;
  return { start, end: start + 86_400_000 };
}

/** `this week`, `last month`, `next hour`: the calendar period containing now, or the one before or after it. */
export function relativePeriod(node: Pick<RelativePeriod, "which" | "unit">, now: number): Period {
  const current = startOf(now, node.unit);
  const start = node.which === "this" ? current : shift(current, node.which === "last" ? -1 : 1, node.unit);
  return { start, end: shift(start, 1, node.unit) };
}

/** The GMT day of `date(y, m, d)`, or null when there is no such day (month 13, February 30). */
export function datePeriod(year: number, month: number, day: number): Period | null {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const start = utc(year, month - 1, day);
  const d = new Date(start);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { start, end: start + 86_400_000 };
}

/** `T occurs [on] A`: T lies inside A. */
export function occursIn(t: number, a: Period): boolean {
  return a.start <= t && t < a.end;
}

/** `T occurs before A` is before A starts; `after A` once A has ended; `from A` once A has started. */
export function occursDirection(t: number, direction: "before" | "after" | "from", a: Period): boolean {
  if (direction === "before") return t < a.start;
  if (direction === "after") return t >= a.end;
  return t >= a.start;
}

/** `T occurs between A and B`: from the start of A to the end of B. */
export function occursBetween(t: number, a: Period, b: Period): boolean {
  return a.start <= t && t < b.end;
}

/**
 * `T occurs CMP N UNIT before|after|from A`. The distance is measured from A's start (before) or
 * end (after; for a point these are the same instant), on the calendar for months and longer:
 *   `< N before A`: less than N units before A (and not after it); `<=` includes N exactly;
 *   `> N`, `>= N`: further than N units away, on that side; `= N`: in the N-th unit away (N <= d < N + 1);
 *   `!= N`: not in it (on either side). `from` reads as `after` ("3 days from now").
 */
export function occursAmount(
  t: number,
  cmp: ComparisonOperator,
  amount: number,
  unit: TimeUnit,
  direction: "before" | "after" | "from",
  a: Period,
): boolean {
  if (direction === "before") {
    const ref = a.start;
    const bound = shift(ref, -amount, unit);
    switch (cmp) {
      case "<":
        return bound < t && t <= ref;
      case "<=":
        return bound <= t && t <= ref;
      case ">":
        return t < bound;
      case ">=":
        return t <= bound;
      case "=":
        return shift(ref, -(amount + 1), unit) < t && t <= bound;
      case "!=":
        return !(shift(ref, -(amount + 1), unit) < t && t <= bound);
    }
  }
  const ref = a.end - 1;
  const bound = shift(ref, amount, unit);
  switch (cmp) {
    case "<":
      return ref <= t && t < bound;
    case "<=":
      return ref <= t && t <= bound;
    case ">":
      return t > bound;
    case ">=":
      return t >= bound;
    case "=":
      return bound <= t && t < shift(ref, amount + 1, unit);
    case "!=":
      return !(bound <= t && t < shift(ref, amount + 1, unit));
  }
}
