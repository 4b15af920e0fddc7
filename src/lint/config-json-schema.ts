// The config file's JSON Schema for editors, generated from the zod schema (one source of truth).
// scripts/gen-schemas.ts writes it to schema/config.schema.json; a test keeps it current.
import * as z from "zod/mini";
import { configSchema } from "./config.js";

export const CONFIG_SCHEMA_PATH = "schema/config.schema.json";

export function configJsonSchemaText(): string {
  const schema = z.toJSONSchema(configSchema, { target: "draft-2020-12", io: "input" }) as Record<string, unknown>;
  return `${JSON.stringify({ ...schema, $id: "https://unpkg.com/pql-audience/schema/config.schema.json" }, null, 2)}\n`;
}
