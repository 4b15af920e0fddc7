// The stream spec file (`stream.yaml`): what `stream create` builds. One zod schema gives both the
// validation and the TypeScript type. Objects are strict so a misspelt key is an error with a
// position, not a silently ignored setting.
import * as z from "zod";
import { HTTP_API_CONNECTION_SPEC, WEBHOOK_FLOW_SPEC } from "../api/flow-ids.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A spec id alone (version "1.0"), or `{id, version}`. */
const SpecRef = z.union([
  z
    .string()
    .regex(UUID, { error: "must be a connection or flow spec id (a UUID)" })
    .transform((id) => ({ id, version: "1.0" })),
  z.strictObject({ id: z.string().regex(UUID, { error: "must be a UUID" }), version: z.string().default("1.0") }),
]);

const ClassShortcuts: Record<string, string> = {
  experienceevent: "https://ns.adobe.com/xdm/context/experienceevent",
  profile: "https://ns.adobe.com/xdm/context/profile",
};

const FieldPath = z.string().regex(/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/, { error: "must be a dotted field path such as loyalty.points" });

const Field = z.strictObject({
  path: FieldPath,
  type: z.enum(["string", "integer", "number", "boolean", "date", "date-time"]),
  title: z.string().optional(),
});

const TargetSchema = z
  .strictObject({
    /** An existing schema's `$id` or `meta:altId`. */
    id: z.string().min(1).optional(),
    title: z.string().min(1).optional(),
    description: z.string().optional(),
    class: z
      .string()
      .transform((c) => ClassShortcuts[c.toLowerCase()] ?? c)
      .pipe(z.url({ error: "must be experienceevent, profile, or a class $id URL" }))
      .optional(),
    fields: z.array(Field).min(1, { error: "list at least one field" }).optional(),
  })
  .superRefine((s, ctx) => {
    const creating = s.title !== undefined || s.fields !== undefined || s.class !== undefined;
    if (s.id !== undefined && creating)
      ctx.addIssue({
        code: "custom",
        path: ["id"],
        message: "give either id (an existing schema) or title, class and fields (a new one), not both",
      });
    else if (s.id === undefined) {
      for (const key of ["title", "class", "fields"] as const)
        if (s[key] === undefined)
          ctx.addIssue({
            code: "custom",
            path: [],
            message: `missing ${key}: a new schema needs title, class and fields (or give the id of an existing one)`,
          });
    }
  });

const TargetDataset = z
  .strictObject({ id: z.string().min(1).optional(), name: z.string().min(1).optional(), description: z.string().optional() })
  .refine((d) => (d.id === undefined) !== (d.name === undefined), { error: "give either id (an existing dataset) or name (a new one)" });

const BaseConnection = z.strictObject({
  /** An existing base connection (account) to add this dataflow to; never deleted on rollback. */
  id: z.string().min(1).optional(),
  dataType: z.enum(["raw", "xdm"]).default("raw"),
  authenticationRequired: z.boolean().default(false),
});

const Mapping = z.strictObject({
  source: z.string().min(1),
  destination: FieldPath,
  sourceType: z.enum(["ATTRIBUTE", "EXPRESSION"]).optional(),
});

export const StreamSpecSchema = z
  .strictObject({
    name: z.string().min(1, { error: "must not be empty" }),
    description: z.string().optional(),
    source: z.strictObject({
      connectionSpec: SpecRef.default({ id: HTTP_API_CONNECTION_SPEC, version: "1.0" }),
      /** Create a base connection first (HTTP API sources, variant A); omit for webhook sources. */
      baseConnection: BaseConnection.optional(),
      format: z.string().default("json"),
    }),
    flowSpec: SpecRef.default({ id: WEBHOOK_FLOW_SPEC, version: "1.0" }),
    target: z.strictObject({ schema: TargetSchema, dataset: TargetDataset }),
    mappings: z.array(Mapping).min(1, { error: "list at least one mapping (source -> destination)" }),
  })
  .superRefine((spec, ctx) => {
    // When we create the schema we know its fields, so a mapping to a field that is not there
    // can be caught here rather than as a Flow Service 400 at the very last step.
    const fields = spec.target.schema.fields?.map((f) => f.path);
    if (!fields) return;
    spec.mappings.forEach((m, i) => {
      if (!fields.includes(m.destination))
        ctx.addIssue({
          code: "custom",
          path: ["mappings", i, "destination"],
          message: `"${m.destination}" is not a field of the target schema (fields: ${fields.join(", ")})`,
        });
    });
  });

// The plain interface (spec-types.ts) is the type handed out, equal to the schema's output.
export type { StreamSpec } from "./spec-types.js";
export type StreamSpecInput = z.input<typeof StreamSpecSchema>;

/** Every key the format knows, for "did you mean" on a misspelt one. */
export const SPEC_KEYS = [
  "name",
  "description",
  "source",
  "connectionSpec",
  "baseConnection",
  "dataType",
  "authenticationRequired",
  "format",
  "flowSpec",
  "id",
  "version",
  "target",
  "schema",
  "title",
  "class",
  "fields",
  "path",
  "type",
  "dataset",
  "mappings",
  "destination",
  "sourceType",
];
