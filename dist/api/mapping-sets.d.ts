import * as z from "zod";
import { type AepClient } from "./http.js";
export interface Mapping {
    source: string;
    destination: string;
    /** ATTRIBUTE (a source field, default) or EXPRESSION (a Data Prep function). */
    sourceType?: "ATTRIBUTE" | "EXPRESSION";
}
declare const MappingSetCreated: z.ZodObject<{
    id: z.ZodString;
    version: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
}, z.core.$loose>;
export type MappingSetCreated = z.infer<typeof MappingSetCreated>;
export declare function mappingSetBody(schemaId: string, mappings: Mapping[]): Record<string, unknown>;
export declare function createMappingSet(client: AepClient, schemaId: string, mappings: Mapping[]): Promise<MappingSetCreated>;
export declare function deleteMappingSet(client: AepClient, id: string): Promise<void>;
export {};
