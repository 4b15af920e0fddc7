// The audience and config schemas are built on first use (audience-schema.ts, config-schema.ts):
// the modules' schemas are those same objects.
import { describe, expect, it } from "vitest";
import { audienceSchemas } from "../../src/audience/audience-schema.js";
import { audienceSchema, extrasSchema, suppressionSchema, testCaseSchema, expressionSchema } from "../../src/audience/schema.js";
import { configSchemas } from "../../src/lint/config-schema.js";
import { budgetsSchema, configSchema, edgeSchema, overrideSchema, rulesSchema, severitySchema } from "../../src/lint/config.js";

describe("schemas built on first use", () => {
  it("the audience schemas of schema.ts are the lazily built ones, built once", () => {
    const built = audienceSchemas();
    expect(audienceSchemas()).toBe(built);
    expect(audienceSchema).toBe(built.audience);
    expect(extrasSchema).toBe(built.extras);
    expect(suppressionSchema).toBe(built.suppression);
    expect(testCaseSchema).toBe(built.testCase);
    expect(expressionSchema).toBe(built.expression);
  });

  it("the config schemas of config.ts are the lazily built ones, built once", () => {
    const built = configSchemas();
    expect(configSchemas()).toBe(built);
    expect(configSchema).toBe(built.config);
    expect([severitySchema, rulesSchema, edgeSchema, budgetsSchema, overrideSchema]).toEqual([
      built.severity,
      built.rules,
      built.edge,
      built.budgets,
      built.override,
    ]);
  });

  // The issues (zod's own words aside: pql-audience words its messages itself, problems.ts) that
  // the schemas built at load time gave before they were built lazily (main at 9174fad).
  const withoutSchema = (issues: unknown) => JSON.stringify(issues, (k, v: unknown) => (k === "inst" ? undefined : v));
  it("the schemas answer as before: the same issues", () => {
    const audience = audienceSchema.safeParse({ name: " ", expression: { type: "SQL" }, "x-pql-audience": { alias: "-x", tests: [{}] } });
    expect(withoutSchema(audience.error?.issues)).toBe(
      '[{"origin":"string","code":"too_small","minimum":1,"inclusive":true,"path":["name"],"message":"Invalid input"},{"code":"invalid_value","values":["PQL","ARL"],"path":["expression","type"],"message":"Invalid input"},{"code":"invalid_value","values":["pql/text","pql/json"],"path":["expression","format"],"message":"Invalid input"},{"expected":"string","code":"invalid_type","path":["expression","value"],"message":"Invalid input"},{"origin":"string","code":"invalid_format","format":"regex","pattern":"/^[A-Za-z0-9][A-Za-z0-9._-]*$/","path":["x-pql-audience","alias"],"message":"Invalid input"},{"expected":"string","code":"invalid_type","path":["x-pql-audience","tests",0,"name"],"message":"Invalid input"},{"expected":"string","code":"invalid_type","path":["x-pql-audience","tests",0,"now"],"message":"Invalid input"},{"expected":"boolean","code":"invalid_type","path":["x-pql-audience","tests",0,"expect"],"message":"Invalid input"}]',
    );
    const config = configSchema.safeParse({
      rules: { x: "loud" },
      maxFileSize: 0,
      edge: { windowBoundary: "open" },
      budgets: { edge: 1.5 },
    });
    expect(withoutSchema(config.error?.issues)).toBe(
      '[{"code":"invalid_value","values":["off","info","warn","error"],"path":["rules","x"],"message":"Invalid input"},{"origin":"number","code":"too_small","minimum":0,"inclusive":false,"path":["maxFileSize"],"message":"Invalid input"},{"code":"invalid_value","values":["exclusive","inclusive"],"path":["edge","windowBoundary"],"message":"Invalid input"},{"expected":"int","format":"safeint","code":"invalid_type","path":["budgets","edge"],"message":"Invalid input"}]',
    );
  });
});
