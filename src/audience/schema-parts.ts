// Pieces the audience and config schemas share. Both use zod/mini: the full "zod" gives every
// schema dozens of methods of its own and copies it for `.meta()`, which made building the two
// schemas several times slower at every start of the CLI.
import * as z from "zod/mini";

/**
 * `schema`, with its description and title (for the JSON Schemas and the docs) kept in zod's
 * global registry against the schema itself.
 */
export function described<T extends z.core.$ZodType>(schema: T, meta: z.core.GlobalMeta): T {
  z.globalRegistry.add(schema, meta);
  return schema;
}

/** A string of at least one character. */
export const nonEmpty = () => z.string().check(z.minLength(1));
