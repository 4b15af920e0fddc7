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
import { aliasPattern, suppressionRulePattern } from "./schema-patterns.js";
import { readInstant } from "../text/instant.js";
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
} from "./accept-parts.js";

const expression = strictObject(
  [
    ["type", oneOf("PQL", "ARL")],
    ["format", oneOf("pql/text", "pql/json")],
    ["value", string],
  ],
  ["type", "format", "value"],
);

const enabled = strictObject([["enabled", boolean]], ["enabled"]);

const evaluationInfo = strictObject([
  ["batch", enabled],
  ["continuous", enabled],
  ["synchronous", enabled],
]);

const schemaNameOrId = strictObject([
  ["name", nonEmpty],
  ["id", nonEmpty],
]);
/** `schema`: a name or an id, at least one. */
function schemaReference(value: unknown): Data {
  const result = schemaNameOrId(value);
  if (result.name === undefined && result.id === undefined) decline();
  return result;
}

const dataGovernancePolicy = strictObject([["excludeOptOut", boolean]], ["excludeOptOut"]);

const suppression = strictObject(
  [
    ["rule", matching(suppressionRulePattern)],
    ["reason", trimmedNonEmpty],
  ],
  ["rule", "reason"],
);

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

/** A test case's `now`: an instant with a time zone, on a date that exists (else zod says why). */
function instant(value: unknown): string {
  if (typeof value !== "string" || !readInstant(value).ok) return decline();
  return value;
}

const testCase = strictObject(
  [
    ["name", nonEmpty],
    ["now", instant],
    ["profile", profile],
    ["events", events],
    ["expect", boolean],
  ],
  ["name", "now", "expect"],
);

/** `x-pql-audience`, pql-audience's own fields. */
const extras = strictObject([
  ["id", nonEmpty],
  ["alias", matching(aliasPattern)],
  ["suppress", listOf(suppression)],
  ["tests", listOf(testCase)],
]);

/** The schema's top-level keys in its order, each with how to read it. */
const audience = strictObject(
  [
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
  ],
  ["name", "expression"],
);

/** `data` as the audience schema reads it, or undefined: then ask the schema. */
export function acceptAudience(data: unknown): AudienceDefinition | undefined {
  return accepting(() => audience(data) as AudienceDefinition);
}
