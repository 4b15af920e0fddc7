import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONFIG_SCHEMA_PATH, configJsonSchemaText } from "../../src/lint/config-json-schema.js";

describe("schema/config.schema.json", () => {
  it("is what scripts/gen-schemas.ts writes from the zod schema", () => {
    expect(readFileSync(new URL(`../../${CONFIG_SCHEMA_PATH}`, import.meta.url), "utf8")).toBe(configJsonSchemaText());
  });
  it("describes the documented keys", () => {
    const schema = JSON.parse(configJsonSchemaText());
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(["rules", "overrides", "ignores", "edge", "api"]));
  });
});
