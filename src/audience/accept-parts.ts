// The readers the hand-written checks (accept-audience.ts, src/lint/accept-config.ts) are built
// from: each reads a value exactly as the zod schema it stands for would give it back, or throws
// DECLINE, and the check then leaves the data to zod, which owns every message. Pure.

export type Data = Record<string, unknown>;
/** How one field's value is read. */
export type Reader = (value: unknown) => unknown;

/** Thrown (never seen outside a check) when the data is not in the accepted subset. */
const DECLINE = Symbol("decline");

/** `read(data)`, or undefined when a reader declined. */
export function accepting<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (e) {
    if (e === DECLINE) return undefined;
    throw e;
  }
}

/** For checks of their own (a refinement across fields): leave the data to zod. */
export function decline(): never {
  throw DECLINE;
}

/**
 * A strict object (`z.strictObject`): every key known, the required ones present; what it reads
 * holds the keys present in `fields` order, each value read by its field's reader.
 */
export function strictObject(fields: readonly (readonly [string, Reader])[], required: readonly string[] = []): (value: unknown) => Data {
  const known = new Set(fields.map(([key]) => key));
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw DECLINE;
    const input = value as Data;
    for (const key of Object.keys(input)) if (!known.has(key)) throw DECLINE;
    for (const key of required) if (!Object.hasOwn(input, key)) throw DECLINE;
    const result: Data = {};
    for (const [key, read] of fields) if (Object.hasOwn(input, key)) result[key] = read(input[key]);
    return result;
  };
}

export function string(value: unknown): string {
  if (typeof value !== "string") throw DECLINE;
  return value;
}

export function nonEmpty(value: unknown): string {
  if (typeof value !== "string" || value.length === 0) throw DECLINE;
  return value;
}

/** `z.string().check(z.trim(), z.minLength(1))`: trimmed, then at least a character. */
export function trimmedNonEmpty(value: unknown): string {
  if (typeof value !== "string") throw DECLINE;
  const trimmed = value.trim();
  if (trimmed.length === 0) throw DECLINE;
  return trimmed;
}

export function boolean(value: unknown): boolean {
  if (typeof value !== "boolean") throw DECLINE;
  return value;
}

/** `z.int().check(z.positive())`. */
export function positiveInteger(value: unknown): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value <= 0) throw DECLINE;
  return value;
}

/** `z.enum(options)`. */
export function oneOf(...options: string[]): (value: unknown) => string {
  return (value) => {
    if (typeof value !== "string" || !options.includes(value)) throw DECLINE;
    return value;
  };
}

/** A string the pattern matches (`z.string().check(z.regex(pattern))`). */
export function matching(pattern: RegExp): (value: unknown) => string {
  return (value) => {
    if (typeof value !== "string" || !pattern.test(value)) throw DECLINE;
    return value;
  };
}

/** A list, each item read by `read` into a new list, as `z.array` gives it; `minLength` as its check. */
export function listOf(read: Reader, minLength = 0): (value: unknown) => unknown[] {
  return (value) => {
    if (!Array.isArray(value) || value.length < minLength) throw DECLINE;
    const result: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) result[i] = read(value[i]);
    return result;
  };
}

/**
 * `z.record(z.string(), value)`: a new object with the same keys, each value read by `read`. Only
 * plain objects without a `__proto__` key (zod's record drops it, and an assignment here would
 * set the prototype): anything else is zod's to read.
 */
export function recordOf(read: Reader): (value: unknown) => Data {
  return (value) => {
    if (typeof value !== "object" || value === null || Object.getPrototypeOf(value) !== Object.prototype) throw DECLINE;
    const input = value as Data;
    if (Object.hasOwn(input, "__proto__")) throw DECLINE;
    const result: Data = {};
    for (const key of Object.keys(input)) result[key] = read(input[key]);
    return result;
  };
}
