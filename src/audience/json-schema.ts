// The audience file's JSON Schema for editors (VS Code, JetBrains, yaml-language-server),
// generated from the zod schema so the two cannot drift. scripts/gen-schemas.ts writes it to
// schema/audience.schema.json; a test fails when the committed file is stale.
import * as z from "zod/mini";
import { audienceSchema } from "./schema.js";

/** Where the file lives in the package (and so on unpkg/jsDelivr for a `$schema` URL). */
export const AUDIENCE_SCHEMA_PATH = "schema/audience.schema.json";

export function audienceJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(audienceSchema, { target: "draft-2020-12", io: "input" }) as Record<string, unknown>;
  return { ...schema, $id: "https://unpkg.com/pql-audience/schema/audience.schema.json" };
}

/** The file's exact text: two-space JSON and a final newline. */
export function audienceJsonSchemaText(): string {
  return `${JSON.stringify(audienceJsonSchema(), null, 2)}\n`;
}
