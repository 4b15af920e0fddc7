// Schema Registry (`/data/foundation/schemaregistry`, "Schemas endpoint" in docs/aep-docs.md): create a tenant schema
// for the stream's target, and delete it on rollback. Answers 201 with the schema; its `$id` is
// the reference every later step uses.
import * as z from "zod";
import { parseResponse } from "./flow-schemas.js";
import { SERVICE_PATHS, type AepClient } from "./http.js";

const BASE = `${SERVICE_PATHS.schemaRegistry}/tenant/schemas`;

export type FieldType = "string" | "integer" | "number" | "boolean" | "date" | "date-time";

export interface SchemaField {
  /** Dotted path under the schema root, e.g. `loyalty.points`. */
  path: string;
  type: FieldType;
  title?: string;
}

export interface CreateSchemaInput {
  title: string;
  /** Required by schema-registry.yaml's `createSchema`. */
  description: string;
  /** The XDM class `$id`, e.g. `https://ns.adobe.com/xdm/context/experienceevent`. */
  classId: string;
  fields: SchemaField[];
}

const SchemaCreated = z.looseObject({
  $id: z.string().min(1),
  "meta:altId": z.string().optional(),
  version: z.string().optional(),
  title: z.string().optional(),
});
export type SchemaCreated = z.infer<typeof SchemaCreated>;

type JsonSchema = { type: string; format?: string; title?: string; properties?: Record<string, JsonSchema> };

function leaf(field: SchemaField): JsonSchema {
  const base: JsonSchema =
    field.type === "date"
      ? { type: "string", format: "date" }
      : field.type === "date-time"
        ? { type: "string", format: "date-time" }
        : { type: field.type };
  return field.title ? { ...base, title: field.title } : base;
}

function own(level: Record<string, JsonSchema>, key: string, value: JsonSchema): JsonSchema {
  Object.defineProperty(level, key, { value, writable: true, enumerable: true, configurable: true });
  return value;
}

/** Dotted field paths as nested `properties`. */
export function fieldProperties(fields: SchemaField[]): Record<string, JsonSchema> {
  const root: Record<string, JsonSchema> = {};
  for (const field of fields) {
    const parts = field.path.split(".");
    const name = parts.pop()!; // split gives at least one part
    let level = root;
    // Field names come from the user's stream file: own properties only, so a part named
    // `__proto__` or `constructor` is a field, never a way into Object.prototype.
    for (const part of parts) {
      const node = Object.hasOwn(level, part) ? level[part]! : own(level, part, { type: "object", properties: {} });
      level = node.properties ?? (node.properties = {});
    }
    own(level, name, leaf(field));
  }
  return root;
}

/**
 * The create body: the class by `$ref`, and the fields inline in `definitions`, referenced from
 * `allOf`. The real registry may prefer custom fields in a field group; inline definitions keep
 * the stream to one schema resource, which is what a rollback must remove.
 */
export function schemaBody(input: CreateSchemaInput): Record<string, unknown> {
  return {
    title: input.title,
    description: input.description,
    type: "object",
    definitions: { fields: { properties: fieldProperties(input.fields) } },
    allOf: [{ $ref: input.classId }, { $ref: "#/definitions/fields" }],
  };
}

export async function createSchema(client: AepClient, input: CreateSchemaInput): Promise<SchemaCreated> {
  const response = await client.request({
    method: "POST",
    path: BASE,
    json: schemaBody(input),
    headers: { Accept: "application/vnd.adobe.xed+json" },
  });
  return parseResponse(SchemaCreated, response, "POST", BASE, "a schema with $id");
}

/** Deletes by `$id` (URL-encoded) or `meta:altId`; 204. */
export async function deleteSchema(client: AepClient, id: string): Promise<void> {
  await client.request({ method: "DELETE", path: `${BASE}/${encodeURIComponent(id)}` });
}
