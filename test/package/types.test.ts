// The plain interfaces the library hands out for the file formats and AEP's answers are the
// shapes the zod schemas infer: checked by the type check (`npm test` runs tsc on test/ first), and
// reported here. The public declarations name only these interfaces, so a consumer's type checker
// loads no zod (test/package/install.test.ts lists the files it loads).
import { readFileSync } from "node:fs";
import type * as zm from "zod/mini";
import type * as z from "zod";
import { describe, expect, it } from "vitest";
import type { audienceSchema } from "../../src/audience/schema.js";
import type { configSchema } from "../../src/lint/config.js";
import type { AudienceDefinition } from "../../src/audience/audience-definition.js";
import type { Config } from "../../src/lint/config-types.js";
import type * as api from "../../src/api/response-types.js";
import type * as segmentSchemas from "../../src/api/segment-schemas.js";
import type * as mergePolicySchemas from "../../src/api/merge-policy-schemas.js";
import type * as previewSchemas from "../../src/api/preview-schemas.js";
import type * as flowSchemas from "../../src/api/flow-schemas.js";
import type { Quota } from "../../src/api/quota.js";
import type { QuotaSchema } from "../../src/api/quota-schema.js";
import type { StreamSpecSchema } from "../../src/stream/spec.js";
import type { StreamSpec } from "../../src/stream/spec-types.js";

/** true when the two types are the same (optional keys included); the type check fails otherwise. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/**
 * true when each is assignable to the other: for zod's loose objects, whose inferred type is an
 * intersection with an index signature that `Same` tells apart from one interface of the same fields.
 */
type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const audience: Same<AudienceDefinition, zm.infer<typeof audienceSchema>> = true;
const config: Same<Config, zm.infer<typeof configSchema>> = true;
// Agree, not Same: the schema's spec reference is a union of two `{ id, version }` outputs (a bare
// id, or the object), which Same tells apart from the one interface.
const streamSpec: Agree<StreamSpec, z.output<typeof StreamSpecSchema>> = true;
const segment: Agree<api.SegmentDefinition, z.infer<typeof segmentSchemas.SegmentDefinition>> = true;
const segmentPage: Agree<api.SegmentDefinitionPage, z.infer<typeof segmentSchemas.SegmentDefinitionPage>> = true;
const conversion: Agree<api.SegmentConversion, z.infer<typeof segmentSchemas.SegmentConversion>> = true;
const mergePolicy: Agree<api.MergePolicy, z.infer<typeof mergePolicySchemas.MergePolicy>> = true;
const previewJob: Agree<api.PreviewJob, z.infer<typeof previewSchemas.PreviewJob>> = true;
const estimate: Agree<api.Estimate, z.infer<typeof previewSchemas.Estimate>> = true;
const created: Agree<api.Created, z.infer<typeof flowSchemas.Created>> = true;
const connection: Agree<api.ConnectionItem, z.infer<typeof flowSchemas.ConnectionItem>> = true;
const flow: Agree<api.FlowItem, z.infer<typeof flowSchemas.FlowItem>> = true;
const quota: Agree<Omit<Quota, "name">, Omit<z.infer<typeof QuotaSchema>, "name">> = true;

describe("the plain types are what the schemas infer", () => {
  it.each([
    ["AudienceDefinition is what audienceSchema infers", audience],
    ["Config is what configSchema infers", config],
    ["StreamSpec is what StreamSpecSchema gives", streamSpec],
    ["SegmentDefinition", segment],
    ["SegmentDefinitionPage", segmentPage],
    ["SegmentConversion", conversion],
    ["MergePolicy", mergePolicy],
    ["PreviewJob", previewJob],
    ["Estimate", estimate],
    ["Created", created],
    ["ConnectionItem", connection],
    ["FlowItem", flow],
    ["Quota (its name typed apart: a known name or any string)", quota],
  ])("%s", (_, same) => {
    expect(same).toBe(true);
  });
});

describe("the plain types stay plain", () => {
  // A consumer that names these types should not have its type checker build zod's: the files that
  // declare them import nothing.
  it.each([
    ["src/audience/audience-definition.ts"],
    ["src/lint/config-types.ts"],
    ["src/api/response-types.ts"],
    ["src/stream/spec-types.ts"],
    ["src/audience/field-path.ts"],
  ])("%s imports nothing", (file) => {
    const text = readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
    expect(text).not.toMatch(/^\s*(?:import|export\s[^;]*\bfrom\b)|\bimport\(/m);
  });
});
