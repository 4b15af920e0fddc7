// The audience file's zod schemas, built on first use, so a command that reads no audience file
// (`--version`, `rules`, a config-less `fmt -`) does not pay for them. schema.ts, the public
// module, builds them when it is loaded, so the library's `audienceSchema` is this same object.
import * as z from "zod/mini";
import { described, nonEmpty } from "./schema-parts.js";
import { aliasPattern, suppressionRulePattern, testInstantPattern } from "./schema-patterns.js";
import { readInstant } from "../text/instant.js";

/** Whether an instant written as one names a date that exists (Date.parse rolls 30 February into March). */
const existingDate = (s: string) => {
  const read = readInstant(s);
  return read.ok || read.kind === "format";
};
const notADate = (s: unknown) => {
  const read = readInstant(String(s));
  return `is not a date that exists: ${read.ok ? "" : read.why}`;
};

/** The schemas of the audience file and of its parts, each built once. */
export type AudienceSchemas = ReturnType<typeof buildAudienceSchemas>;

let built: AudienceSchemas | undefined;

/** The schemas, built on the first call. */
export function audienceSchemas(): AudienceSchemas {
  built ??= buildAudienceSchemas();
  return built;
}

function buildAudienceSchemas() {
  const enabled = (what: string) =>
    described(z.strictObject({ enabled: described(z.boolean(), { description: `true to evaluate this audience ${what}` }) }), {
      description: `Evaluation ${what}`,
    });

  const suppressionSchema = described(
    z.strictObject({
      rule: described(z.string().check(z.regex(suppressionRulePattern)), {
        description: 'The rule to silence: a code ("PQL204"), a code group ("PQL2xx"), a name ("edge/window-too-long") or "edge/*"',
      }),
      reason: described(z.string().check(z.trim(), z.minLength(1)), {
        description: "Why the rule does not apply here (required; shown in reports)",
      }),
    }),
    { description: "Silences one rule for this audience" },
  );

  /** One test case of an audience: a profile, its events, an instant, and whether it qualifies. */
  const testCaseSchema = described(
    z.strictObject({
      name: described(nonEmpty(), { description: "What the case shows, as the test report prints it" }),
      now: described(z.string().check(z.regex(testInstantPattern), z.refine(existingDate, { error: (issue) => notADate(issue.input) })), {
        description: "The instant to evaluate at, ISO-8601 with a time zone (2024-05-15T12:00:00Z)",
      }),
      profile: described(z.optional(z.union([z.record(z.string(), z.unknown()), nonEmpty()])), {
        description: "The XDM profile: inline, or the path of a JSON file relative to this file (default: an empty profile)",
      }),
      events: described(z.optional(z.union([z.array(z.unknown()), nonEmpty()])), {
        description: "The profile's ExperienceEvents: inline, or the path of a JSON file relative to this file (default: none)",
      }),
      expect: described(z.boolean(), { description: "true when the profile must qualify, false when it must not" }),
    }),
    { description: "A test case run by `pql-audience test`" },
  );

  const extrasSchema = described(
    z.strictObject({
      id: described(z.optional(nonEmpty()), { description: "The id AEP gave this audience when it was published" }),
      alias: described(z.optional(z.string().check(z.regex(aliasPattern))), {
        description: 'A local name other audience files can reference before publication: inSegment("alias:NAME")',
      }),
      suppress: described(z.optional(z.array(suppressionSchema)), { description: "Rules silenced for this audience, each with a reason" }),
      tests: described(z.optional(z.array(testCaseSchema)), { description: "Test cases run by `pql-audience test`; never sent to AEP" }),
    }),
    { description: "pql-audience's own fields; never sent to AEP" },
  );

  const expressionSchema = described(
    z.strictObject({
      type: described(z.enum(["PQL", "ARL"]), { description: 'The expression language: "PQL"' }),
      format: described(z.enum(["pql/text", "pql/json"]), { description: 'How `value` is written: "pql/text"' }),
      value: described(z.string(), { description: "The PQL expression" }),
    }),
    { description: "The audience's PQL expression" },
  );

  const audienceSchema = described(
    z.strictObject({
      $schema: described(z.optional(z.string()), { description: "The JSON Schema of this file, for editors" }),
      name: described(z.string().check(z.trim(), z.minLength(1)), { description: "The audience name, unique in the sandbox" }),
      description: described(z.optional(z.string()), { description: "What the audience is for" }),
      expression: expressionSchema,
      evaluationInfo: described(
        z.optional(
          z.strictObject({
            batch: z.optional(enabled("in the daily batch job")),
            continuous: z.optional(enabled("by streaming segmentation")),
            synchronous: z.optional(enabled("on the edge")),
          }),
        ),
        { description: "How AEP evaluates the audience; omitted means batch" },
      ),
      schema: described(
        z.optional(
          z
            .strictObject({
              name: described(z.optional(nonEmpty()), { description: 'The XDM class: "_xdm.context.profile"' }),
              id: described(z.optional(nonEmpty()), { description: "The schema id, instead of its name" }),
            })
            .check(z.refine((s) => s.name !== undefined || s.id !== undefined, { message: "needs `name` or `id`" })),
        ),
        { description: "The schema the audience reads" },
      ),
      mergePolicyId: described(z.optional(nonEmpty()), {
        description: "The merge policy to evaluate with (edge needs one active on edge)",
      }),
      ttlInDays: described(z.optional(z.int().check(z.positive())), { description: "How long profiles stay in the audience" }),
      profileInstanceId: described(z.optional(z.string()), { description: 'The profile store: "ups"' }),
      payloadSchema: described(z.optional(z.string()), { description: "Passed through to the API" }),
      dataGovernancePolicy: described(
        z.optional(z.strictObject({ excludeOptOut: described(z.boolean(), { description: "true to leave out profiles that opted out" }) })),
        { description: "Data governance settings" },
      ),
      "x-pql-audience": z.optional(extrasSchema),
    }),
    { title: "pql-audience audience file", description: "An AEP audience: the Segmentation API create body plus pql-audience extras" },
  );

  return {
    audience: audienceSchema,
    extras: extrasSchema,
    suppression: suppressionSchema,
    testCase: testCaseSchema,
    expression: expressionSchema,
  };
}

/** One documented field of the audience file, for docs and `did you mean` hints. */
export interface AudienceField {
  /** Dotted path: `evaluationInfo.synchronous.enabled`, `x-pql-audience.suppress[].reason`. */
  path: string;
  type: string;
  required: boolean;
  description: string;
}

let listed: AudienceField[] | undefined;

/**
 * Every field of the audience file, in schema order (generated from the schema, so docs cannot
 * drift). Worked out on first use: only docs and problem messages need it, not every start-up.
 */
export function audienceFields(): AudienceField[] {
  listed ??= listFields(audienceSchemas().audience, "");
  return listed;
}

function listFields(schema: z.ZodMiniType, prefix: string): AudienceField[] {
  const fields: AudienceField[] = [];
  const shape = objectShape(schema);
  if (!shape) return fields;
  for (const [key, child] of Object.entries(shape)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const inner = unwrap(child);
    fields.push({ path, type: typeName(inner), required: !z.safeParse(child, undefined).success, description: describe(child) });
    if (objectShape(inner)) fields.push(...listFields(inner, path));
    const def = inner._zod.def;
    if (def.type === "array") fields.push(...listFields(unwrap((def as z.core.$ZodArrayDef).element as z.ZodMiniType), `${path}[]`));
  }
  return fields;
}

/** The keys an object at `path` (keys and indexes into the file's data) may have, or undefined. */
export function knownKeysAt(path: readonly PropertyKey[]): string[] | undefined {
  let schema: z.ZodMiniType = audienceSchemas().audience;
  for (const step of path) {
    const def = unwrap(schema)._zod.def;
    if (def.type === "array" && typeof step === "number") schema = (def as z.core.$ZodArrayDef).element as z.ZodMiniType;
    else {
      const child = objectShape(schema)?.[String(step)];
      if (!child) return undefined;
      schema = child;
    }
  }
  const shape = objectShape(schema);
  return shape ? Object.keys(shape) : undefined;
}

// The schemas are read through zod's definitions (`_zod.def`): zod/mini schemas have no methods
// for it.
function objectShape(schema: z.ZodMiniType): Record<string, z.ZodMiniType> | undefined {
  const def = unwrap(schema)._zod.def;
  return def.type === "object" ? ((def as z.core.$ZodObjectDef).shape as Record<string, z.ZodMiniType>) : undefined;
}

function unwrap(schema: z.ZodMiniType): z.ZodMiniType {
  let current = schema;
  for (let def = current._zod.def; def.type === "optional" || def.type === "nullable" || def.type === "default"; def = current._zod.def) {
    current = (def as z.core.$ZodOptionalDef).innerType as z.ZodMiniType;
  }
  return current;
}

function describe(schema: z.ZodMiniType): string {
  let current: z.ZodMiniType | undefined = schema;
  while (current) {
    const description = z.globalRegistry.get(current)?.description;
    if (typeof description === "string") return description;
    const def: z.core.$ZodTypeDef = current._zod.def;
    current = def.type === "optional" ? ((def as z.core.$ZodOptionalDef).innerType as z.ZodMiniType) : undefined;
  }
  return "";
}

function typeName(schema: z.ZodMiniType): string {
  const def = schema._zod.def;
  if (def.type === "object") return "object";
  if (def.type === "array") return "list";
  if (def.type === "boolean") return "boolean";
  if (def.type === "number") return "integer";
  if (def.type === "enum")
    return Object.values((def as z.core.$ZodEnumDef).entries)
      .map((o) => JSON.stringify(o))
      .join(" | ");
  return "string";
}
