// Times in ClickHouse's SQL (clickhouse.ts): a time constraint (`occurs`, a CHAIN step's WHEN)
// whose anchor is fixed by `now` (a time word, a period, a date), computed here with the
// evaluator's own calendar (time-words.ts) and written with occurs.ts's shapes, so the SQL compares
// epoch milliseconds with constants; and an ISO-8601 string from the data read as epoch
// milliseconds exactly as the evaluator's parseIso reads it: the forms with `Z` and plain dates
// in integer arithmetic, every other form its pattern admits (offsets, a space, other fractions,
// which JavaScript's Date.parse reads) stops the query, as timestamps.ts does on DuckDB.
import { datePeriod, relativePeriod, timeWordPeriod, type Period } from "../evaluate/time-words.js";
import type * as A from "../syntax/ast.js";
import { chString } from "./clickhouse-encoding.js";
import { encodeNumber } from "./clickhouse-numbers.js";
import { type AnchorPeriod, occursAmount, occursBetween, occursDirection, occursIn, type OccursDialect } from "./occurs.js";
import { STOP_MARK } from "./stop.js";
import { UNREADABLE_TIMESTAMP } from "./timestamps.js";
import { notCompiledToClickHouse as notCompiled } from "./unsupported.js";

/** ClickHouse's literals for occurs.ts: no TRUE/FALSE on 18.16. */
const CH: OccursDialect = {
  number: (n) => (Number.isInteger(n) ? String(n) : `toFloat64(${chString(String(n))})`),
  truth: { true: "1", false: "0" },
};

/** An anchor fixed by `now`: its period, or null (`date(2023, 2, 29)`: no such day, the constraint is false). */
function fixedAnchor(node: A.TimeAnchor, now: number): Period | null {
  switch (node.kind) {
    case "TimeWord":
      return timeWordPeriod(node.word, now);
    case "RelativePeriod":
      return relativePeriod(node, now);
    case "Date":
      return datePeriod(node.year, node.month, node.day);
    default:
      return notCompiled(node, "a time anchor read from the data", "ClickHouse compiles anchors fixed by now (words, periods, dates)");
  }
}

/**
 * An anchor read as its period, handed to `body` (null: no period, the constraint is false); the
 * SQL may wrap what `body` writes, where the period is read from the data.
 */
export type AnchorReader = (node: A.TimeAnchor, body: (period: AnchorPeriod | null) => string) => string;

/** The anchors fixed by now; any other is refused (a CHAIN step's WHEN). */
export const fixedAnchors =
  (now: number): AnchorReader =>
  (node, body) =>
    body(fixedAnchor(node, now));

/**
 * An anchor read from the data, the encoded value `x` (a plain name), as the evaluator's `anchor`
 * reads one: an ISO-8601 string is its instant, a plain date (10 characters) that whole GMT day;
 * a value that reads as no timestamp (null too) makes the constraint false.
 */
export function dataAnchorSql(x: string, fresh: (prefix: string) => string, body: (period: AnchorPeriod) => string): string {
  const s = fresh("s");
  return `(${instantTest(x, s, fresh("t"), (ms) => body({ start: ms, end: `(${ms} + if(length(${s}) = 10, 86400000, 1))` }))})`;
}

/** `t` (an Int64 epoch-ms SQL expression, never NULL) meets the constraint: UInt8 0 or 1. */
export function constraintSql(c: A.TimeConstraint, t: string, now: number, anchors: AnchorReader = fixedAnchors(now)): string {
  // An invalid now makes every time constraint false (docs/semantics.md "Time").
  if (!Number.isFinite(now)) return "0";
  switch (c.kind) {
    case "PointConstraint":
      return anchors(c.anchor, (a) => (a ? occursIn(CH, t, a) : "0"));
    case "DirectionConstraint":
      return anchors(c.anchor, (a) => (a ? occursDirection(CH, t, c.direction, a) : "0"));
    case "AmountConstraint":
      return anchors(c.anchor, (a) => {
        if (!a) return "0";
        // Constant anchors shift on the calendar here; one from the data only by units of a fixed length.
        const sql = occursAmount(CH, t, c.comparator, c.amount, c.unit, c.direction, a);
        return sql ?? notCompiled(c, `\`${c.unit}\` counted from a time read from the data`, "calendar units need the calendar in SQL");
      });
    case "BetweenConstraint":
      return anchors(c.from, (a) => anchors(c.to, (b) => (a && b ? occursBetween(CH, t, a, b) : "0")));
  }
}

// The evaluator's isoPattern and its fast form (values.ts parseUtc), for RE2 (match) as whole-string matches.
const ISO = "^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:[T ][0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\\.[0-9]+)?)?(?:Z|[+-][0-9]{2}:?[0-9]{2})?)?$";
const UTC = "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\\.[0-9]{3})?Z$";

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil); y from 0 to 9999, so yy >= -1. */
function daysFromCivil(y: string, m: string, d: string): string {
  const yy = `(${y} - if(${m} <= 2, 1, 0))`;
  const era = `if(${yy} < 0, -1, intDiv(${yy}, 400))`;
  const yoe = `(${yy} - ${era} * 400)`;
  const doy = `(intDiv(153 * (${m} + if(${m} > 2, -3, 9)) + 2, 5) + ${d} - 1)`;
  const doe = `(${yoe} * 365 + intDiv(${yoe}, 4) - intDiv(${yoe}, 100) + ${doy})`;
  return `(${era} * 146097 + ${doe} - 719468)`;
}

/**
 * `x` (an encoded value, clickhouse-encoding.ts; a plain column or lambda parameter) read as a
 * timestamp and tested by `test(ms)`: UInt8, 0 where the evaluator reads no timestamp (not a
 * string, not ISO-8601, not a day of the calendar). `s` names the string (a fresh lambda parameter).
 */
export function instantTest(x: string, s: string, t: string, test: (ms: string) => string): string {
  return instantRead(x, s, (readable, ms) => `${readable} AND arrayMap(${t} -> ${test(t)}, [${ms}])[1]`);
}

/**
 * `getYear()`, `getMonth()`, `getDayOfMonth()` of an encoded value (a plain name): the GMT
 * calendar part of the instant the evaluator reads from a string (H. Hinnant's civil_from_days,
 * years 0 to 9999), encoded as a number; null where it reads no timestamp.
 */
export function calendarPartSql(x: string, part: "year" | "month" | "day", fresh: (prefix: string) => string): string {
  const [s, t] = [fresh("s"), fresh("t")];
  // Each step named once (a lambda over a one-element array): written out, the formula repeats its
  // steps dozens of times.
  const named = (value: string, body: (name: string) => string) => {
    const n = fresh("c");
    return `arrayMap(${n} -> ${body(n)}, [${value}])[1]`;
  };
  return instantRead(x, s, (readable, ms) => {
    // Days since 1970-01-01, rounded down (intDiv truncates toward zero), shifted to 0000-03-01.
    const days = `if(${t} >= 0, intDiv(${t}, 86400000), -intDiv(-${t} + 86399999, 86400000)) + 719468`;
    const civil = named(days, (z) =>
      named(`intDiv(if(${z} >= 0, ${z}, ${z} - 146096), 146097)`, (era) =>
        named(`${z} - ${era} * 146097`, (doe) =>
          named(`intDiv(${doe} - intDiv(${doe}, 1460) + intDiv(${doe}, 36524) - intDiv(${doe}, 146096), 365)`, (yoe) =>
            named(`${doe} - (365 * ${yoe} + intDiv(${yoe}, 4) - intDiv(${yoe}, 100))`, (doy) =>
              named(`intDiv(5 * ${doy} + 2, 153)`, (mp) =>
                named(`if(${mp} < 10, ${mp} + 3, ${mp} - 9)`, (month) => {
                  const value =
                    part === "year"
                      ? `${yoe} + ${era} * 400 + if(${month} <= 2, 1, 0)`
                      : part === "month"
                        ? month
                        : `${doy} - intDiv(153 * ${mp} + 2, 5) + 1`;
                  return encodeNumber(value);
                }),
              ),
            ),
          ),
        ),
      ),
    );
    return `if(${readable}, arrayMap(${t} -> ${civil}, [${ms}])[1], 'Z')`;
  });
}

/** `x` read as a timestamp string: `body(readable, ms)` with `s` the string; the forms only Date.parse reads stop the query. */
function instantRead(x: string, s: string, body: (readable: string, ms: string) => string): string {
  const part = (from: number, length: number) => `toInt64OrZero(substring(${s}, ${from}, ${length}))`;
  const [year, month, day] = [part(1, 4), part(6, 2), part(9, 2)];
  const [hour, minute, second, milli] = [part(12, 2), part(15, 2), part(18, 2), part(21, 3)];
  const leap = `(${year} % 4 = 0 AND (${year} % 100 <> 0 OR ${year} % 400 = 0))`;
  const monthDays = `multiIf(${month} = 2, if(${leap}, 29, 28), ${month} IN (4, 6, 9, 11), 30, 31)`;
  const readable = [
    `length(${s}) <= 40`,
    `match(${s}, ${chString(ISO)})`,
    `${month} >= 1 AND ${month} <= 12 AND ${day} >= 1 AND ${day} <= ${monthDays}`,
    `(length(${s}) = 10 OR (${hour} <= 23 AND ${minute} <= 59))`,
  ].join(" AND ");
  const exact = `(length(${s}) = 10 OR (match(${s}, ${chString(UTC)}) AND ${second} <= 59))`;
  const stop = `toUInt8(if(${readable} AND NOT ${exact}, ${chString(`${STOP_MARK}${UNREADABLE_TIMESTAMP}`)}, '0'))`;
  const ms = `(${daysFromCivil(year, month, day)} * 86400000 + ${hour} * 3600000 + ${minute} * 60000 + ${second} * 1000 + if(length(${s}) = 24, ${milli}, 0))`;
  const text = `if(substring(${x}, 1, 1) = 'S', substring(${x}, 2), '')`;
  return `arrayMap(${s} -> ${body(`${readable} AND NOT ${stop}`, ms)}, [${text}])[1]`;
}
