// An instant a person gives (a command's --now, a test case's `now`): ISO-8601 with a time zone,
// `2024-05-15T12:00:00Z` or `2024-05-15T14:00:00+02:00`, so it means the same on every machine.
// Date.parse alone is not enough: it rolls 30 February into 1 March and reads a time without a
// zone as the machine's local time; here a date that does not exist is refused, with why.

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** An instant, or why not: not written as one (`format`), or written as one that does not exist (`date`). */
export type ReadInstant = { ok: true; ms: number } | { ok: false; kind: "format" | "date"; why: string };

/** The instant's epoch milliseconds, or why the text is not one. */
export function readInstant(text: string): ReadInstant {
  const m = INSTANT.exec(text);
  if (!m) return { ok: false, kind: "format", why: "an ISO-8601 instant with Z or an offset (e.g. 2024-05-15T12:00:00Z)" };
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
  if (month! < 1 || month! > 12) return { ok: false, kind: "date", why: `there is no month ${m[2]}` };
  if (day! < 1 || day! > daysIn(year!, month!)) return { ok: false, kind: "date", why: `${MONTHS[month! - 1]} ${year} has no day ${m[3]}` };
  if (hour! > 23 || minute! > 59 || second! > 59)
    return { ok: false, kind: "date", why: `there is no time ${m[4]}:${m[5]}${m[6] === undefined ? "" : `:${m[6]}`}` };
  if (offsetHours! > 23 || offsetMinutes! > 59)
    return { ok: false, kind: "date", why: "its offset is not one (hours 00 to 23, minutes 00 to 59)" };
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? { ok: false, kind: "date", why: "it is outside the range of dates" } : { ok: true, ms };
}
