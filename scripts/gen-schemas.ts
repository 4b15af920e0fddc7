// Writes the JSON Schemas generated from zod schemas (npx tsx scripts/gen-schemas.ts).
// test/audience/json-schema.test.ts fails when a committed file differs from what this writes.
import { mkdirSync, writeFileSync } from "node:fs";
import { AUDIENCE_SCHEMA_PATH, audienceJsonSchemaText } from "../src/audience/json-schema.js";
import { CONFIG_SCHEMA_PATH, configJsonSchemaText } from "../src/lint/config-json-schema.js";

const root = new URL("../", import.meta.url);
mkdirSync(new URL("schema/", root), { recursive: true });
writeFileSync(new URL(AUDIENCE_SCHEMA_PATH, root), audienceJsonSchemaText());
console.log(`${AUDIENCE_SCHEMA_PATH}: written`);
writeFileSync(new URL(CONFIG_SCHEMA_PATH, root), configJsonSchemaText());
console.log(`${CONFIG_SCHEMA_PATH}: written`);
