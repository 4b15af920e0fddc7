// A hand-written check for the audience files most projects hold (the create body's usual fields,
// no `x-pql-audience`), run before the zod schema of schema.ts. Checking each file with zod was
// about a twentieth of linting 10,000 files (docs/performance.md); this check reads the same data
// in one pass, with no issue lists or wrapper objects.
//
// It only accepts: for data it accepts, it returns exactly what `audienceSchema` would (the same
// values, the same key order: the schema's, not the file's; `name` trimmed), and for anything
// else (a wrong type, an unknown key, the extras, an empty name) it returns undefined and the
// caller asks zod, which owns every message. test/audience/accept-audience.test.ts holds it to
// zod's answer over generated data.
import type { AudienceDefinition } from "./schema.js";

type Data = Record<string, unknown>;

/** The schema's top-level keys in its order, each with how to read it; the extras are zod's. */
const TOP: readonly (readonly [string, (value: unknown) => unknown])[] = [
  ["$schema", string],
  ["name", name],
  ["description", string],
  ["expression", expression],
  ["evaluationInfo", evaluationInfo],
  ["schema", schemaReference],
  ["mergePolicyId", nonEmpty],
  ["ttlInDays", positiveInteger],
  ["profileInstanceId", string],
  ["payloadSchema", string],
  ["dataGovernancePolicy", dataGovernancePolicy],
];
const TOP_KEYS = new Set(TOP.map(([key]) => key));

/** Thrown (never seen outside) when the data is not in the accepted subset. */
const DECLINE = Symbol("decline");

/** `data` as the audience schema reads it, or undefined: then ask the schema. */
export function acceptAudience(data: unknown): AudienceDefinition | undefined {
  try {
    return strictObject(data, TOP, TOP_KEYS, ["name", "expression"]) as AudienceDefinition;
  } catch (e) {
    if (e === DECLINE) return undefined;
    throw e;
  }
}

/**
 * A strict object: every key known, the required ones present; the result holds the keys present
 * in `fields` order, each value read by its field's reader.
 */
function strictObject(
  data: unknown,
  fields: readonly (readonly [string, (value: unknown) => unknown])[],
  known: ReadonlySet<string>,
  required: readonly string[],
): Data {
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw DECLINE;
  const input = data as Data;
  for (const key of Object.keys(input)) if (!known.has(key)) throw DECLINE;
  for (const key of required) if (!Object.hasOwn(input, key)) throw DECLINE;
  const result: Data = {};
  for (const [key, read] of fields) if (Object.hasOwn(input, key)) result[key] = read(input[key]);
  return result;
}

function string(value: unknown): string {
  if (typeof value !== "string") throw DECLINE;
  return value;
}

function nonEmpty(value: unknown): string {
  if (typeof value !== "string" || value.length === 0) throw DECLINE;
  return value;
}

/** `name`: the schema trims it, then needs a character. */
function name(value: unknown): string {
  if (typeof value !== "string") throw DECLINE;
  const trimmed = value.trim();
  if (trimmed.length === 0) throw DECLINE;
  return trimmed;
}

function boolean(value: unknown): boolean {
  if (typeof value !== "boolean") throw DECLINE;
  return value;
}

function positiveInteger(value: unknown): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value <= 0) throw DECLINE;
  return value;
}

function oneOf(...options: string[]) {
  return (value: unknown): string => {
    if (typeof value !== "string" || !options.includes(value)) throw DECLINE;
    return value;
  };
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
  if (result.name === undefined && result.id === undefined) throw DECLINE;
  return result;
}

const GOVERNANCE = [["excludeOptOut", boolean]] as const;
const GOVERNANCE_KEYS = new Set(["excludeOptOut"]);
function dataGovernancePolicy(value: unknown): Data {
  return strictObject(value, GOVERNANCE, GOVERNANCE_KEYS, ["excludeOptOut"]);
}
