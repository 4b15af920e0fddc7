// Data Prep mapping sets (`/data/foundation/conversion/mappingSets`, "Mapping sets endpoint" in docs/aep-docs.md). The body
// carries the current `outputSchema` form and the older `version`/`xdmSchema`/`xdmVersion` fields
// the streaming tutorials send; the service answers 200 `{id, version}`.
import * as z from "zod";
import { XED_FULL } from "./flow-ids.js";
import { parseResponse } from "./flow-schemas.js";
import { SERVICE_PATHS, type AepClient } from "./http.js";

const BASE = `${SERVICE_PATHS.dataPrep}/mappingSets`;

export interface Mapping {
  source: string;
  destination: string;
  /** ATTRIBUTE (a source field, default) or EXPRESSION (a Data Prep function). */
  sourceType?: "ATTRIBUTE" | "EXPRESSION";
}

const MappingSetCreated = z.looseObject({ id: z.string().min(1), version: z.coerce.number().default(0) });
export type MappingSetCreated = z.infer<typeof MappingSetCreated>;

export function mappingSetBody(schemaId: string, mappings: Mapping[]): Record<string, unknown> {
  return {
    version: 0,
    xdmSchema: schemaId,
    xdmVersion: "1.0",
    outputSchema: { schemaRef: { id: schemaId, contentType: XED_FULL } },
    mappings: mappings.map((m) => ({ sourceType: m.sourceType ?? "ATTRIBUTE", source: m.source, destination: m.destination })),
  };
}

export async function createMappingSet(client: AepClient, schemaId: string, mappings: Mapping[]): Promise<MappingSetCreated> {
  const response = await client.request({ method: "POST", path: BASE, json: mappingSetBody(schemaId, mappings) });
  return parseResponse(MappingSetCreated, response, "POST", BASE, "{id, version}");
}

/**
 * Why a stream's mapping set is left behind: Data Prep's API (data-prep.yaml, and the "Mapping
 * sets endpoint" guide: "retrieve, create, update, and validate") has no DELETE for a mapping
 * set. A mapping set no dataflow uses does nothing, so it is left, and said so, never reported as
 * a failure.
 */
export const MAPPING_SET_NOT_DELETABLE = "AEP's Data Prep API has no delete for mapping sets; it stays, unused";

const MappingSetPage = z.looseObject({
  data: z.array(z.looseObject({ id: z.string() })).default([]),
  _page: z.looseObject({ count: z.number().optional(), limit: z.number().optional() }).optional(),
});

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
export async function* listMappingSets(client: AepClient, options: ListMappingSetsOptions = {}): AsyncGenerator<Record<string, unknown>> {
  const limit = options.limit ?? 50;
  for (let page = 0, start = 0; page < (options.maxPages ?? 100); page++) {
    const response = await client.request({ method: "GET", path: BASE, query: { limit, start } });
    const { data } = parseResponse(MappingSetPage, response, "GET", BASE, "{data:[...]}");
    yield* data;
    if (data.length < limit) return;
    start += data.length;
  }
}
