// The config's JSON Schema (what an editor checks as you type) and the linter's config loader (what
// `lint` checks) accept and reject the same configs: rule keys, severities, every enum and shape.
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { CONFIG_SCHEMA_PATH, ruleKeys } from "../../src/lint/config-json-schema.js";
import { codesFor } from "../../src/lint/registry.js";
import { parseConfig } from "../../src/node/config-loader.js";

const schema = JSON.parse(readFileSync(new URL(`../../${CONFIG_SCHEMA_PATH}`, import.meta.url), "utf8")) as object;
const validate = new Ajv2020.default({ allErrors: true, strict: false }).compile(schema);

function linterAccepts(config: unknown): boolean {
  try {
    return parseConfig("pql-audience.config.yaml", stringify(config)) !== undefined;
  } catch {
    return false;
  }
}

describe("schema/config.schema.json and the config loader agree", () => {
  it.each<[string, unknown, boolean]>([
    ["a rule by code", { rules: { PQL204: "warn" } }, true],
    ["a rule by name", { rules: { "edge/window-too-long": "off" } }, true],
    ["a category", { rules: { "edge/*": "info" } }, true],
    ["a code group", { rules: { PQL2xx: "error" } }, true],
    ["a code decade", { rules: { PQL20x: "error" } }, true],
    ["a misspelt name", { rules: { "edge/windw-too-long": "off" } }, false],
    ["a code that is no rule", { rules: { PQL299: "off" } }, false],
    ["a category that is none", { rules: { "nope/*": "off" } }, false],
    ["an unknown severity", { rules: { PQL204: "warning" } }, false],
    ["an override's rule key", { overrides: [{ files: ["a/**"], rules: { "edge/windw-too-long": "off" } }] }, false],
    ["an override", { overrides: [{ files: ["a/**"], rules: { PQL204: "off" }, edge: { windowBoundary: "inclusive" } }] }, true],
    ["windowBoundary", { edge: { windowBoundary: "inclusive" } }, true],
    ["a windowBoundary that is none", { edge: { windowBoundary: "closed" } }, false],
    ["merge policies", { edge: { mergePolicies: ["a"] } }, true],
    ["an unknown top-level key", { rule: {} }, false],
    ["maxFileSize", { maxFileSize: 1000 }, true],
    ["maxFileSize 0", { maxFileSize: 0 }, false],
    ["maxFileSize 1.5", { maxFileSize: 1.5 }, false],
    ["ignores", { ignores: ["build/**"] }, true],
    ["an empty ignore", { ignores: [""] }, false],
    ["api.credentialsFile", { api: { credentialsFile: "x.yaml" } }, true],
    ["an unknown api key", { api: { token: "x" } }, false],
  ])("%s", (_, config, accepted) => {
    expect(linterAccepts(config), "the linter").toBe(accepted);
    expect(validate(config), "the JSON Schema").toBe(accepted);
  });

  it("every rule key the schema lists is one the linter resolves", () => {
    for (const key of ruleKeys()) expect(codesFor(key), key).toBeDefined();
  });
});
