// A hand-written check for the audience files most projects hold (the create body's fields and
// the extras under `x-pql-audience`: a published id, an alias, suppressions, test cases), run
// before the zod schema of audience-schema.ts, which a lint then never builds for such a file.
// Checking each file with zod was about a twentieth of linting 10,000 files (docs/performance.md);
// this check reads the same data in one pass, with no issue lists or wrapper objects.
//
// It only accepts: for data it accepts, it returns exactly what `audienceSchema` would (the same
// values, the same key order: the schema's, not the file's; `name` and a suppression's `reason`
// trimmed; the same objects for a test case's profile and events values), and for anything else
// (a wrong type, an unknown key, an empty name, a `__proto__` key) it returns undefined and the
// caller asks zod, which owns every message. test/audience/accept-audience.test.ts holds it to
// zod's answer over generated data.
import type { AudienceDefinition } from "./schema.js";
import { aliasPattern, suppressionRulePattern, testInstantPattern } from "./schema-patterns.js";
import {
  accepting,
  boolean,
  decline,
  listOf,
  matching,
  nonEmpty,
  oneOf,
  positiveInteger,
  recordOf,
  strictObject,
  string,
  trimmedNonEmpty,
  type Data,
  type Reader,
} from "./accept-parts.js";

/** The schema's top-level keys in its order, each with how to read it. */
const TOP: readonly (readonly [string, Reader])[] = [
  ["$schema", string],
  ["name", trimmedNonEmpty],
  ["description", string],
  ["expression", expression],
  ["evaluationInfo", evaluationInfo],
  ["schema", schemaReference],
  ["mergePolicyId", nonEmpty],
  ["ttlInDays", positiveInteger],
  ["profileInstanceId", string],
  ["payloadSchema", string],
  ["dataGovernancePolicy", dataGovernancePolicy],
  ["x-pql-audience", extras],
];
const TOP_KEYS = new Set(TOP.map(([key]) => key));

/** `data` as the audience schema reads it, or undefined: then ask the schema. */
export function acceptAudience(data: unknown): AudienceDefinition | undefined {
  return accepting(() => strictObject(data, TOP, TOP_KEYS, ["name", "expression"]) as AudienceDefinition);
}

const EXPRESSION = [
  ["type", oneOf("PQL", "ARL")],
  ["format", oneOf("pql/text", "pql/json")],
  ["value", string],
] as const;
const EXPRESSION_KEYS = new Set(["type", "format", "value"]);
function expression(value: unknown): Data {
  return strictObject(value, EXPRESSION, EXPRESSION_KEYS, ["type", "format", "value"]);
}

const ENABLED = [["enabled", boolean]] as const;
const ENABLED_KEYS = new Set(["enabled"]);
const enabled = (value: unknown): Data => strictObject(value, ENABLED, ENABLED_KEYS, ["enabled"]);

const EVALUATION_INFO = [
  ["batch", enabled],
  ["continuous", enabled],
  ["synchronous", enabled],
] as const;
const EVALUATION_INFO_KEYS = new Set(["batch", "continuous", "synchronous"]);
function evaluationInfo(value: unknown): Data {
  return strictObject(value, EVALUATION_INFO, EVALUATION_INFO_KEYS, []);
}

const SCHEMA = [
  ["name", nonEmpty],
  ["id", nonEmpty],
] as const;
const SCHEMA_KEYS = new Set(["name", "id"]);
/** `schema`: a name or an id, at least one. */
function schemaReference(value: unknown): Data {
  const result = strictObject(value, SCHEMA, SCHEMA_KEYS, []);
  if (result.name === undefined && result.id === undefined) decline();
  return result;
}

const GOVERNANCE = [["excludeOptOut", boolean]] as const;
const GOVERNANCE_KEYS = new Set(["excludeOptOut"]);
function dataGovernancePolicy(value: unknown): Data {
  return strictObject(value, GOVERNANCE, GOVERNANCE_KEYS, ["excludeOptOut"]);
}

const SUPPRESSION = [
  ["rule", matching(suppressionRulePattern)],
  ["reason", trimmedNonEmpty],
] as const;
const SUPPRESSION_KEYS = new Set(["rule", "reason"]);
function suppression(value: unknown): Data {
  return strictObject(value, SUPPRESSION, SUPPRESSION_KEYS, ["rule", "reason"]);
}

/** `profile`: an inline object or the path of a JSON file (a non-empty string). */
function profile(value: unknown): unknown {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? anyRecord(value) : nonEmpty(value);
}
const anyRecord = recordOf((item) => item);

const anyList = listOf((item) => item);
/** `events`: an inline list or the path of a JSON file (a non-empty string). */
function events(value: unknown): unknown {
  return Array.isArray(value) ? anyList(value) : nonEmpty(value);
}

const TEST_CASE = [
  ["name", nonEmpty],
  ["now", matching(testInstantPattern)],
  ["profile", profile],
  ["events", events],
  ["expect", boolean],
] as const;
const TEST_CASE_KEYS = new Set(["name", "now", "profile", "events", "expect"]);
function testCase(value: unknown): Data {
  return strictObject(value, TEST_CASE, TEST_CASE_KEYS, ["name", "now", "expect"]);
}

const EXTRAS = [
  ["id", nonEmpty],
  ["alias", matching(aliasPattern)],
  ["suppress", listOf(suppression)],
  ["tests", listOf(testCase)],
] as const;
const EXTRAS_KEYS = new Set(["id", "alias", "suppress", "tests"]);
/** `x-pql-audience`, pql-audience's own fields. */
function extras(value: unknown): Data {
  return strictObject(value, EXTRAS, EXTRAS_KEYS, []);
}
