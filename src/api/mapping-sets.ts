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

export async function deleteMappingSet(client: AepClient, id: string): Promise<void> {
  await client.request({ method: "DELETE", path: `${BASE}/${encodeURIComponent(id)}` });
}
