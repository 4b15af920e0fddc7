// PQL values at run time and the coercions between them. Data arrives as JSON (XDM), so a value
// is JSON plus two kinds JSON lacks: a point in time and the groups `groupBy` makes. A missing
// field is null. ISO-8601 strings stay strings until a time is asked of them.

/** The instants a JavaScript Date can hold: 100,000,000 days either side of 1970 (about 273,790 years). */
export const MAX_DATE_MS = 8.64e15;

/** Whether `ms` is an instant a Date can hold (toISOString and the calendar work on it). */
export function inDateRange(ms: number): boolean {
  return Math.abs(ms) <= MAX_DATE_MS;
}

/** A point in time, in milliseconds since 1970-01-01T00:00:00Z. */
export class Instant {
  constructor(readonly ms: number) {}
  /** The ISO-8601 form; null outside the range a Date can hold (toISOString would throw). */
  toJSON(): string | null {
    return inDateRange(this.ms) ? new Date(this.ms).toISOString() : null;
  }
}

/**
 * `target[key] = value` as an own property, also for `__proto__`: plain assignment would call
 * Object.prototype's setter and lose the key (or swap the object's prototype).
 */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** What `groupBy` gives: each key's elements, in first-seen order. */
export class Groups {
  constructor(readonly entries: Map<string, { key: Value; items: Value[] }>) {}
}

/** What `mapEntry(k, v)` gives; `map` over groups collects these into an object. */
export class MapEntry {
  constructor(
    readonly key: Value,
    readonly value: Value,
  ) {}
}

export type Value = null | boolean | number | string | Instant | Groups | MapEntry | Value[] | { [key: string]: Value };

export type ValueObject = { [key: string]: Value };

export function isObject(v: Value): v is ValueObject {
  return (
    typeof v === "object" &&
    v !== null &&
    !Array.isArray(v) &&
    !(v instanceof Instant) &&
    !(v instanceof Groups) &&
    !(v instanceof MapEntry)
  );
}

/** A name for messages: "a string", "a number", "an array". */
export function typeName(v: Value): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (v instanceof Instant) return "a timestamp";
  if (v instanceof Groups) return "groups";
  if (v instanceof MapEntry) return "a map entry";
  switch (typeof v) {
    case "string":
      return "a string";
    case "number":
      return "a number";
    case "boolean":
      return "a boolean";
    default:
      return "an object";
  }
}

/** Boolean context: `true`, or a non-empty array (a filter or `select` that found something). */
export function truthy(v: Value): boolean {
  return v === true || (Array.isArray(v) && v.length > 0);
}

// Date-time as XDM writes it (`2024-05-01T10:00:00Z`, `...+02:00`, fractions) or a plain date.
const isoPattern = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Two decimal digits at `i`, or -1 when either is not a digit. */
function two(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

const monthDays = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/**
 * `2024-05-15T10:00:00Z` and `2024-05-15T10:00:00.000Z`, the forms XDM data almost always uses,
 * read with integer arithmetic instead of a regex and Date.parse: a CHAIN over a thousand events
 * reads a thousand of them.
 */
function parseUtc(s: string): number | null {
  const n = s.length;
  if (
    (n !== 20 && n !== 24) ||
    s.charCodeAt(n - 1) !== 90 /* Z */ ||
    s[4] !== "-" ||
    s[7] !== "-" ||
    s[10] !== "T" ||
    s[13] !== ":" ||
    s[16] !== ":"
  )
    return null;
  const hi = two(s, 0);
  const lo = two(s, 2);
  const month = two(s, 5);
  const day = two(s, 8);
  const hour = two(s, 11);
  const minute = two(s, 14);
  const second = two(s, 17);
  if (
    hi < 0 ||
    lo < 0 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59
  )
    return null;
  const year = hi * 100 + lo;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > monthDays[month - 1]! || (month === 2 && day === 29 && !leap)) return null;
  let ms = 0;
  if (n === 24) {
    const a = two(s, 20);
    const c = s.charCodeAt(22) - 48;
    if (s[19] !== "." || a < 0 || c < 0 || c > 9) return null;
    ms = a * 10 + c;
  }
  return daysFromCivil(year, month, day) * 86_400_000 + hour * 3_600_000 + minute * 60_000 + second * 1_000 + ms;
}

/** A string read as a timestamp, or null. A date alone is midnight GMT. */
export function parseIso(s: string): number | null {
  const fast = parseUtc(s);
  if (fast !== null) return fast;
  if (s.length < 10 || s.length > 40 || !isoPattern.test(s)) return null;
  // Date.parse rolls 29 February 2023 over into March and 24:00 into the next day: not dates.
  const year = two(s, 0) * 100 + two(s, 2);
  const month = two(s, 5);
  const day = two(s, 8);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (month < 1 || month > 12 || day < 1 || day > monthDays[month - 1]! || (month === 2 && day === 29 && !leap)) return null;
  if (s.length > 10 && (two(s, 11) > 23 || two(s, 14) > 59)) return null;
  // A date-time without an offset is GMT, as for a plain date (JS would read it as local time).
  const text = s.length > 10 && !/(?:Z|[+-]\d{2}:?\d{2})$/.test(s) ? `${s.replace(" ", "T")}Z` : s.replace(" ", "T");
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

/** The value as a point in time: a timestamp, or an ISO-8601 string; null otherwise. */
export function toInstantMs(v: Value): number | null {
  if (v instanceof Instant) return v.ms;
  if (typeof v === "string") return parseIso(v);
  return null;
}

/** Equality as `=` sees it: same type and value; a timestamp equals an ISO string of the same time; arrays and objects by content. */
export function equal(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (a instanceof Instant || b instanceof Instant) {
    const x = toInstantMs(a);
    const y = toInstantMs(b);
    return x !== null && x === y;
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i]!, b[i]!)) return false;
    return true;
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((k) => Object.hasOwn(b, k) && equal(a[k]!, b[k]!));
  }
  return false;
}

/**
 * Order for `<`, `<=`, `>`, `>=`, `min`, `max`, `topN`: numbers with numbers, strings with strings,
 * timestamps with timestamps or ISO strings. Anything else is a type error: null is returned and
 * the caller says why.
 */
export function compare(a: Value, b: Value): number | null {
  if (typeof a === "number" && typeof b === "number") return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Instant || b instanceof Instant) {
    const x = toInstantMs(a);
    const y = toInstantMs(b);
    if (x === null || y === null) return null;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

/** A key for `distinct` and `groupBy`: equal values give equal keys. */
export function keyOf(v: Value): string {
  if (v instanceof Instant) return `t:${v.ms}`;
  if (typeof v === "string") return `s:${v}`;
  if (typeof v === "number") return `n:${v}`;
  return `j:${JSON.stringify(toJson(v))}`;
}

/** The value as plain JSON, for results and traces: timestamps become ISO strings. */
export function toJson(v: Value): unknown {
  if (v === null || typeof v !== "object") return v;
  if (v instanceof Instant) return v.toJSON();
  if (Array.isArray(v)) return v.map(toJson);
  if (v instanceof MapEntry) return { key: toJson(v.key), value: toJson(v.value) };
  if (v instanceof Groups) {
    const out: Record<string, unknown> = {};
    for (const [k, g] of v.entries) setOwn(out, k.slice(2), g.items.map(toJson));
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) setOwn(out, k, toJson(v[k]!));
  return out;
}

/** Input data (any JSON-like value the caller passes) as a Value; undefined and functions are null. */
export function fromData(v: unknown): Value {
  if (v === undefined || typeof v === "function" || typeof v === "symbol" || typeof v === "bigint") return null;
  return v as Value;
}
