// The published JSON Schema is generated from the zod schema: it must be current, and it must
// agree with zod on what a valid audience file is.
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { AUDIENCE_SCHEMA_PATH, audienceJsonSchemaText } from "../../src/audience/json-schema.js";
import { audienceFields, audienceSchema } from "../../src/audience/schema.js";
import { exampleFiles } from "./examples.js";

const committed = readFileSync(new URL(`../../${AUDIENCE_SCHEMA_PATH}`, import.meta.url), "utf8");
const validate = new Ajv2020.default({ allErrors: true, strict: false }).compile(JSON.parse(committed) as object);

describe("schema/audience.schema.json", () => {
  it("is current (regenerate with `npx tsx scripts/gen-schemas.ts`)", () => {
    expect(committed).toBe(audienceJsonSchemaText());
  });

  it.each(exampleFiles())("accepts the example %s, as zod does", (name, text) => {
    const data: unknown = name.endsWith(".json") ? JSON.parse(text) : parseYaml(text);
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(audienceSchema.safeParse(data).success).toBe(true);
  });

  const minimal = { name: "n", expression: { type: "PQL", format: "pql/text", value: "a = 1" } };
  it.each([
    ["an unknown top-level field", { ...minimal, id: "x" }],
    ["an unknown nested field", { ...minimal, evaluationInfo: { synchronous: { enabled: true, when: "now" } } }],
    ["a string for a boolean", { ...minimal, evaluationInfo: { synchronous: { enabled: "yes" } } }],
    ["a missing expression", { name: "n" }],
    ["a suppression without reason", { ...minimal, "x-pql-audience": { suppress: [{ rule: "PQL204" }] } }],
    ["an alias with spaces", { ...minimal, "x-pql-audience": { alias: "my audience" } }],
  ])("rejects %s, as zod does", (_name, data) => {
    expect(validate(data)).toBe(false);
    expect(audienceSchema.safeParse(data).success).toBe(false);
  });

  it("the field list for docs covers every property of the JSON Schema", () => {
    const paths = audienceFields().map((f) => f.path);
    expect(paths).toContain("evaluationInfo.synchronous.enabled");
    expect(paths).toContain("x-pql-audience.suppress[].reason");
    expect(audienceFields().every((f) => f.description.length > 0)).toBe(true);
  });
});
