// An ISO-8601 string read as epoch milliseconds in SQL, exactly as the evaluator's parseIso
// (src/evaluate/values.ts) reads it. The evaluator reads the two forms XDM almost always writes
// (`2024-05-15T10:00:00Z`, `...00.000Z`) and plain dates with integer arithmetic, which SQL
// repeats here; for the other forms its pattern admits (offsets, a space, other fractions) it
// defers to JavaScript's Date.parse, whose reading SQL does not reproduce: such a string stops
// the query with an error instead of giving an answer that might differ.
import type { SqlDialect } from "./dialect.js";
import { bound, type Names } from "./values.js";

// The evaluator's isoPattern, in RE2's syntax (a whole-string match).
const ISO = "[0-9]{4}-[0-9]{2}-[0-9]{2}(?:[T ][0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\\.[0-9]+)?)?(?:Z|[+-][0-9]{2}:?[0-9]{2})?)?";
const UTC = "[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\\.[0-9]{3})?Z";

export const UNREADABLE_TIMESTAMP =
  "a timestamp string with an offset, a space or a fraction other than 3 digits is read by JavaScript's Date.parse; SQL does not compile that reading";

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil), in SQL. */
function daysFromCivil(d: SqlDialect, y: string, m: string, day: string): string {
  const yy = `(${y} - CASE WHEN ${m} <= 2 THEN 1 ELSE 0 END)`;
  const era = d.floorDiv(yy, "400.0");
  const yoe = `(${yy} - ${era} * 400)`;
  const doy = `(${d.floorDiv(`153 * (${m} + CASE WHEN ${m} > 2 THEN -3 ELSE 9 END) + 2`, "5.0")} + ${day} - 1)`;
  const doe = `(${yoe} * 365 + ${d.floorDiv(yoe, "4.0")} - ${d.floorDiv(yoe, "100.0")} + ${doy})`;
  return `(${era} * 146097 + ${doe} - 719468)`;
}

/** `s` (a VARCHAR, NULL allowed) as epoch ms (BIGINT), NULL when the evaluator reads no timestamp. */
export function parseIsoSql(d: SqlDialect, names: Names, s: string): string {
  return bound(d, names, s, (x) => {
    // NULL, not an error, where the digits are not there: SQL may evaluate both sides of an AND.
    const part = (from: number, length: number) => d.integerOrNull(`substr(${x}, ${from}, ${length})`);
    const [year, month, day] = [part(1, 4), part(6, 2), part(9, 2)];
    const [hour, minute, second, milli] = [part(12, 2), part(15, 2), part(18, 2), part(21, 3)];
    const leap = `(${year} % 4 = 0 AND (${year} % 100 <> 0 OR ${year} % 400 = 0))`;
    const monthDays = `(CASE ${month} WHEN 2 THEN CASE WHEN ${leap} THEN 29 ELSE 28 END WHEN 4 THEN 30 WHEN 6 THEN 30 WHEN 9 THEN 30 WHEN 11 THEN 30 ELSE 31 END)`;
    const dayMs = `${daysFromCivil(d, year, month, day)} * 86400000`;
    return `(CASE
      WHEN ${x} IS NULL OR length(${x}) > 40 OR NOT ${d.regexFullMatch(x, ISO)} THEN NULL
      WHEN ${month} < 1 OR ${month} > 12 OR ${day} < 1 OR ${day} > ${monthDays} THEN NULL
      WHEN length(${x}) = 10 THEN ${dayMs}
      WHEN ${hour} > 23 OR ${minute} > 59 THEN NULL
      WHEN ${d.regexFullMatch(x, UTC)} AND ${second} <= 59 THEN ${dayMs} + ${hour} * 3600000 + ${minute} * 60000 + ${second} * 1000 + CASE WHEN length(${x}) = 24 THEN ${milli} ELSE 0 END
      ELSE CAST(${d.fail(UNREADABLE_TIMESTAMP)} AS BIGINT) END)`.replace(/\n\s+/g, " ");
  });
}

/** The GMT year, month (1-12) or day of the month of an instant (BIGINT epoch ms SQL), as DOUBLE (H. Hinnant's civil_from_days). */
export function datePartSql(d: SqlDialect, names: Names, ms: string, part: "year" | "month" | "day"): string {
  return bound(d, names, ms, (t) => {
    const z = `(${d.floorDiv(t, "86400000.0")} + 719468)`;
    const era = d.floorDiv(z, "146097.0");
    const doe = `(${z} - ${era} * 146097)`;
    const yoe = d.floorDiv(
      `${doe} - ${d.floorDiv(doe, "1460.0")} + ${d.floorDiv(doe, "36524.0")} - ${d.floorDiv(doe, "146096.0")}`,
      "365.0",
    );
    const doy = `(${doe} - (365 * ${yoe} + ${d.floorDiv(yoe, "4.0")} - ${d.floorDiv(yoe, "100.0")}))`;
    const mp = d.floorDiv(`5 * ${doy} + 2`, "153.0");
    const day = `(${doy} - ${d.floorDiv(`153 * ${mp} + 2`, "5.0")} + 1)`;
    const month = `(CASE WHEN ${mp} < 10 THEN ${mp} + 3 ELSE ${mp} - 9 END)`;
    const year = `(${yoe} + ${era} * 400 + CASE WHEN ${mp} >= 10 THEN 1 ELSE 0 END)`;
    const value = part === "year" ? year : part === "month" ? month : day;
    return `CAST(${value} AS DOUBLE)`;
  });
}
