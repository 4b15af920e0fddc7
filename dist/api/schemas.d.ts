import * as z from "zod";
import { type AepClient } from "./http.js";
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
declare const SchemaCreated: z.ZodObject<{
    $id: z.ZodString;
    "meta:altId": z.ZodOptional<z.ZodString>;
    version: z.ZodOptional<z.ZodString>;
    title: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
export type SchemaCreated = z.infer<typeof SchemaCreated>;
type JsonSchema = {
    type: string;
    format?: string;
    title?: string;
    properties?: Record<string, JsonSchema>;
};
/** Dotted field paths as nested `properties`. */
export declare function fieldProperties(fields: SchemaField[]): Record<string, JsonSchema>;
/**
 * The create body: the class by `$ref`, and the fields inline in `definitions`, referenced from
 * `allOf`. The real registry may prefer custom fields in a field group; inline definitions keep
 * the stream to one schema resource, which is what a rollback must remove.
 */
export declare function schemaBody(input: CreateSchemaInput): Record<string, unknown>;
export declare function createSchema(client: AepClient, input: CreateSchemaInput): Promise<SchemaCreated>;
/** Deletes by `$id` (URL-encoded) or `meta:altId`; 204. */
export declare function deleteSchema(client: AepClient, id: string): Promise<void>;
export {};
