// The config file's JSON Schema for editors, generated from the zod schema (one source of truth).
// scripts/gen-schemas.ts writes it to schema/config.schema.json; a test keeps it current.
import * as z from "zod/mini";
import { configSchema } from "./config.js";
import { allRules } from "./registry.js";

export const CONFIG_SCHEMA_PATH = "schema/config.schema.json";

export function configJsonSchemaText(): string {
  const schema = z.toJSONSchema(configSchema, { target: "draft-2020-12", io: "input" }) as JsonSchema;
  // zod knows a rule key is a string; the linter knows which strings name rules. Editors should
  // flag `edge/windw-too-long` as the linter does.
  const keys = { enum: ruleKeys() };
  schema.properties!.rules!.propertyNames = keys;
  schema.properties!.overrides!.items!.properties!.rules!.propertyNames = keys;
  return `${JSON.stringify({ ...schema, $id: "https://unpkg.com/pql-audience/schema/config.schema.json" }, null, 2)}\n`;
}

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  propertyNames?: unknown;
}

/** Every key a config's `rules` accepts (registry.ts codesFor): codes, names, `PQL2xx`, `PQL20x`, `edge/*`. */
export function ruleKeys(): string[] {
  const keys = new Set<string>();
  for (const { meta } of allRules) {
    keys.add(meta.code).add(meta.name);
    keys.add(`${meta.code.slice(0, 4)}xx`).add(`${meta.code.slice(0, 5)}x`);
    keys.add(`${meta.name.slice(0, meta.name.indexOf("/"))}/*`);
  }
  return [...keys].sort();
}
