// PQL values at run time and the coercions between them. Data arrives as JSON (XDM), so a value
// is JSON plus two kinds JSON lacks: a point in time and the groups `groupBy` makes. A missing
// field is null. ISO-8601 strings stay strings until a time is asked of them.

/** A point in time, in milliseconds since 1970-01-01T00:00:00Z. */
export class Instant {
  constructor(readonly ms: number) {}
  toJSON(): string {
    return new Date(this.ms).toISOString();
  }
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
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Instant) && !(v instanceof Groups) && !(v instanceof MapEntry);
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

/** A string read as a timestamp, or null. A date alone is midnight GMT. */
export function parseIso(s: string): number | null {
  if (s.length < 10 || s.length > 40 || !isoPattern.test(s)) return null;
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
  if (v instanceof Instant) return Number.isFinite(v.ms) ? v.toJSON() : null;
  if (Array.isArray(v)) return v.map(toJson);
  if (v instanceof MapEntry) return { key: toJson(v.key), value: toJson(v.value) };
  if (v instanceof Groups) {
    const out: Record<string, unknown> = {};
    for (const [k, g] of v.entries) out[k.slice(2)] = g.items.map(toJson);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = toJson(v[k]!);
  return out;
}

/** Input data (any JSON-like value the caller passes) as a Value; undefined and functions are null. */
export function fromData(v: unknown): Value {
  if (v === undefined || typeof v === "function" || typeof v === "symbol" || typeof v === "bigint") return null;
  return v as Value;
}
