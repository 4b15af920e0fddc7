// The audience file format: ONE zod schema gives validation, the TypeScript types and the JSON
// Schema for editors (schema/audience.schema.json, written by scripts/gen-schemas.ts).
//
// An audience file is the Segmentation API create body (POST /segment/definitions) plus our
// extras under the single key `x-pql-audience`, and an optional `$schema` for editors. Rule of
// thumb: the file minus `$schema` and `x-pql-audience` is exactly what gets sent on create, so
// the published `id` lives in the extras, not at the top level (the API assigns it; it is not
// part of a create body).
import * as z from "zod";

/** `alias:NAME` in `inSegment("alias:NAME")` refers to the audience file whose alias is NAME. */
export const ALIAS_PREFIX = "alias:";
/** What an alias may look like: a slug, so it reads well inside `inSegment("alias:...")`. */
export const aliasPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** A rule a suppression names: a code (`PQL204`), a code group (`PQL2xx`), a name or a name group (`edge/*`). */
export const suppressionRulePattern = /^(?:PQL(?:\d{3}|\dxx|\d\dx)|[a-z][a-z0-9-]*\/(?:\*|[a-z0-9][a-z0-9-]*))$/;

const enabled = (what: string) =>
  z
    .strictObject({ enabled: z.boolean().meta({ description: `true to evaluate this audience ${what}` }) })
    .meta({ description: `Evaluation ${what}` });

export const suppressionSchema = z
  .strictObject({
    rule: z
      .string()
      .regex(suppressionRulePattern)
      .meta({ description: 'The rule to silence: a code ("PQL204"), a code group ("PQL2xx"), a name ("edge/window-too-long") or "edge/*"' }),
    reason: z.string().trim().min(1).meta({ description: "Why the rule does not apply here (required; shown in reports)" }),
  })
  .meta({ description: "Silences one rule for this audience" });

export const extrasSchema = z
  .strictObject({
    id: z.string().min(1).optional().meta({ description: "The id AEP gave this audience when it was published" }),
    alias: z
      .string()
      .regex(aliasPattern)
      .optional()
      .meta({ description: 'A local name other audience files can reference before publication: inSegment("alias:NAME")' }),
    suppress: z.array(suppressionSchema).optional().meta({ description: "Rules silenced for this audience, each with a reason" }),
  })
  .meta({ description: "pql-audience's own fields; never sent to AEP" });

export const expressionSchema = z
  .strictObject({
    type: z.enum(["PQL", "ARL"]).meta({ description: 'The expression language: "PQL"' }),
    format: z.enum(["pql/text", "pql/json"]).meta({ description: 'How `value` is written: "pql/text"' }),
    value: z.string().meta({ description: "The PQL expression" }),
  })
  .meta({ description: "The audience's PQL expression" });

export const audienceSchema = z
  .strictObject({
    $schema: z.string().optional().meta({ description: "The JSON Schema of this file, for editors" }),
    name: z.string().trim().min(1).meta({ description: "The audience name, unique in the sandbox" }),
    description: z.string().optional().meta({ description: "What the audience is for" }),
    expression: expressionSchema,
    evaluationInfo: z
      .strictObject({
        batch: enabled("in the daily batch job").optional(),
        continuous: enabled("by streaming segmentation").optional(),
        synchronous: enabled("on the edge").optional(),
      })
      .optional()
      .meta({ description: "How AEP evaluates the audience; omitted means batch" }),
    schema: z
      .strictObject({
        name: z.string().min(1).optional().meta({ description: 'The XDM class: "_xdm.context.profile"' }),
        id: z.string().min(1).optional().meta({ description: "The schema id, instead of its name" }),
      })
      .refine((s) => s.name !== undefined || s.id !== undefined, { message: "needs `name` or `id`" })
      .optional()
      .meta({ description: "The schema the audience reads" }),
    mergePolicyId: z.string().min(1).optional().meta({ description: "The merge policy to evaluate with (edge needs one active on edge)" }),
    ttlInDays: z.number().int().positive().optional().meta({ description: "How long profiles stay in the audience" }),
    profileInstanceId: z.string().optional().meta({ description: 'The profile store: "ups"' }),
    payloadSchema: z.string().optional().meta({ description: "Passed through to the API" }),
    dataGovernancePolicy: z
      .strictObject({ excludeOptOut: z.boolean().meta({ description: "true to leave out profiles that opted out" }) })
      .optional()
      .meta({ description: "Data governance settings" }),
    "x-pql-audience": extrasSchema.optional(),
  })
  .meta({ title: "pql-audience audience file", description: "An AEP audience: the Segmentation API create body plus pql-audience extras" });

export type AudienceDefinition = z.infer<typeof audienceSchema>;
export type AudienceExtras = z.infer<typeof extrasSchema>;
export type SuppressionEntry = z.infer<typeof suppressionSchema>;

/** The create body for the Segmentation API: the definition without the editor and tool keys. */
export function createBody(definition: AudienceDefinition): Omit<AudienceDefinition, "$schema" | "x-pql-audience"> {
  const { $schema: _schema, "x-pql-audience": _extras, ...body } = definition;
  return body;
}

/** One documented field of the audience file, for docs and `did you mean` hints. */
export interface AudienceField {
  /** Dotted path: `evaluationInfo.synchronous.enabled`, `x-pql-audience.suppress[].reason`. */
  path: string;
  type: string;
  required: boolean;
  description: string;
}

let fields: AudienceField[] | undefined;

/**
 * Every field of the audience file, in schema order (generated from the schema, so docs cannot
 * drift). Worked out on first use: only docs and problem messages need it (~0.9 ms of start-up).
 */
export function audienceFields(): AudienceField[] {
  fields ??= listFields(audienceSchema, "");
  return fields;
}

function listFields(schema: z.ZodType, prefix: string): AudienceField[] {
  const fields: AudienceField[] = [];
  const shape = objectShape(schema);
  if (!shape) return fields;
  for (const [key, child] of Object.entries(shape)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const inner = unwrap(child);
    fields.push({ path, type: typeName(inner), required: !child.safeParse(undefined).success, description: describe(child) });
    if (objectShape(inner)) fields.push(...listFields(inner, path));
    if (inner instanceof z.ZodArray) fields.push(...listFields(unwrap(inner.element as z.ZodType), `${path}[]`));
  }
  return fields;
}

/** The keys an object at `path` (keys and indexes into the file's data) may have, or undefined. */
export function knownKeysAt(path: readonly PropertyKey[]): string[] | undefined {
  let schema: z.ZodType = audienceSchema;
  for (const step of path) {
    const inner = unwrap(schema);
    if (inner instanceof z.ZodArray && typeof step === "number") schema = inner.element as z.ZodType;
    else {
      const child = objectShape(inner)?.[String(step)];
      if (!child) return undefined;
      schema = child;
    }
  }
  const shape = objectShape(unwrap(schema));
  return shape ? Object.keys(shape) : undefined;
}

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const inner = unwrap(schema);
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : undefined;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

function describe(schema: z.ZodType): string {
  let current: z.ZodType | undefined = schema;
  while (current) {
    const description = current.meta()?.description;
    if (typeof description === "string") return description;
    current = current instanceof z.ZodOptional ? (current.unwrap() as z.ZodType) : undefined;
  }
  return "";
}

function typeName(schema: z.ZodType): string {
  if (schema instanceof z.ZodObject) return "object";
  if (schema instanceof z.ZodArray) return "list";
  if (schema instanceof z.ZodBoolean) return "boolean";
  if (schema instanceof z.ZodNumber) return "integer";
  if (schema instanceof z.ZodEnum) return (schema.options as string[]).map((o) => JSON.stringify(o)).join(" | ");
  return "string";
}
