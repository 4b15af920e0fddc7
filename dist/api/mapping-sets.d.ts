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
/**
 * Why a stream's mapping set is left behind: Data Prep's API (data-prep.yaml, and the "Mapping
 * sets endpoint" guide: "retrieve, create, update, and validate") has no DELETE for a mapping
 * set. A mapping set no dataflow uses does nothing, so it is left, and said so, never reported as
 * a failure.
 */
export declare const MAPPING_SET_NOT_DELETABLE = "AEP's Data Prep API has no delete for mapping sets; it stays, unused";
export interface ListMappingSetsOptions {
    /** Page size; data-prep.yaml's `listMappingSets` requires it (default there 10). */
    limit?: number;
    /** Stop after this many pages. Default 100. */
    maxPages?: number;
}
/**
 * The sandbox's mapping sets, page by page: `GET /mappingSets?limit=&start=` (listMappingSets in
 * data-prep.yaml requires both; `start` is the offset of the first result).
 */
export declare function listMappingSets(client: AepClient, options?: ListMappingSetsOptions): AsyncGenerator<Record<string, unknown>>;
export {};
