// A schema's description and title, for the JSON Schemas and the docs, kept in zod's global
// registry against the schema itself. The audience and config schemas use zod/mini: the full
// "zod" gives every schema ~40 methods of its own and copies it for `.meta()`. Building the two
// schemas took 8-12 ms of a one-file lint's start-up that way, 3-4 ms with zod/mini (measured).
import * as z from "zod/mini";

export function described<T extends z.core.$ZodType>(schema: T, meta: z.core.GlobalMeta): T {
  z.globalRegistry.add(schema, meta);
  return schema;
}
