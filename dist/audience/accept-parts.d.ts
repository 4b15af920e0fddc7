export type Data = Record<string, unknown>;
/** How one field's value is read. */
export type Reader = (value: unknown) => unknown;
/** `read(data)`, or undefined when a reader declined. */
export declare function accepting<T>(read: () => T): T | undefined;
/** For checks of their own (a refinement across fields): leave the data to zod. */
export declare function decline(): never;
/**
 * A strict object (`z.strictObject`): every key known, the required ones present; what it reads
 * holds the keys present in `fields` order, each value read by its field's reader.
 */
export declare function strictObject(fields: readonly (readonly [string, Reader])[], required?: readonly string[]): (value: unknown) => Data;
export declare function string(value: unknown): string;
export declare function nonEmpty(value: unknown): string;
/** `z.string().check(z.trim(), z.minLength(1))`: trimmed, then at least a character. */
export declare function trimmedNonEmpty(value: unknown): string;
export declare function boolean(value: unknown): boolean;
/** `z.int().check(z.positive())`. */
export declare function positiveInteger(value: unknown): number;
/** `z.enum(options)`. */
export declare function oneOf(...options: string[]): (value: unknown) => string;
/** A string the pattern matches (`z.string().check(z.regex(pattern))`). */
export declare function matching(pattern: RegExp): (value: unknown) => string;
/** A list, each item read by `read` into a new list, as `z.array` gives it; `minLength` as its check. */
export declare function listOf(read: Reader, minLength?: number): (value: unknown) => unknown[];
/**
 * `z.record(z.string(), value)`: a new object with the same keys, each value read by `read`. Only
 * plain objects without a `__proto__` key (zod's record drops it, and an assignment here would
 * set the prototype): anything else is zod's to read.
 */
export declare function recordOf(read: Reader): (value: unknown) => Data;
