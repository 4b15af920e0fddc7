// The audience file format: ONE zod schema gives validation, the TypeScript types and the JSON
// Schema for editors (schema/audience.schema.json, written by scripts/gen-schemas.ts).
//
// An audience file is the Segmentation API create body (POST /segment/definitions) plus our
// extras under the single key `x-pql-audience`, and an optional `$schema` for editors. Rule of
// thumb: the file minus `$schema` and `x-pql-audience` is exactly what gets sent on create, so
// the published `id` lives in the extras, not at the top level (the API assigns it; it is not
// part of a create body).
//
// The schemas are written in audience-schema.ts and built there on first use; this module (the
// library's, and the tools' that need the schemas themselves) builds them when it is loaded. Code
// on a lint's path imports audience-schema.ts and schema-patterns.ts instead, so a lint of the
// common file builds none (docs/performance.md, "Start-up, sixth pass").
import type * as z from "zod/mini";
import { audienceSchemas } from "./audience-schema.js";

export { ALIAS_PREFIX, aliasPattern, suppressionRulePattern } from "./schema-patterns.js";
export { audienceFields, knownKeysAt, type AudienceField } from "./audience-schema.js";

const schemas = audienceSchemas();
export const suppressionSchema = schemas.suppression;
/** One test case of an audience: a profile, its events, an instant, and whether it qualifies. */
export const testCaseSchema = schemas.testCase;
export const extrasSchema = schemas.extras;
export const expressionSchema = schemas.expression;
export const audienceSchema = schemas.audience;

// The plain interfaces (audience-definition.ts) are what the library hands out: equal to the
// inferred types (test/package/types.test.ts), without zod in their declarations.
export type { AudienceDefinition, AudienceExtras } from "./audience-definition.js";
export { createBody } from "./audience-definition.js";
export type SuppressionEntry = z.infer<typeof suppressionSchema>;
export type TestCase = z.infer<typeof testCaseSchema>;
