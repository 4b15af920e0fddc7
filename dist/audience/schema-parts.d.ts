import * as z from "zod/mini";
/**
 * `schema`, with its description and title (for the JSON Schemas and the docs) kept in zod's
 * global registry against the schema itself.
 */
export declare function described<T extends z.core.$ZodType>(schema: T, meta: z.core.GlobalMeta): T;
/** A string of at least one character. */
export declare const nonEmpty: () => z.ZodMiniString<string>;
