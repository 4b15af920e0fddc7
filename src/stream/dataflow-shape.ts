// Reads what the dataflow's resources know about its records, for `stream send`: the flow, its
// target connection (the schema and dataset the XDM envelope names), its target schema (full form:
// field groups expanded, "Schemas endpoint" in docs/aep-docs.md) and its mapping set. A few GETs,
// once per run.
import { XED_FULL } from "../api/flow-ids.js";
import { getFlow } from "../api/flows.js";
import type { FlowItem } from "../api/response-types.js";
import { SERVICE_PATHS, type AepClient } from "../api/http.js";
import { listMappingSets } from "../api/mapping-sets.js";
import { isObject } from "../text/is-object.js";
import { mappingPairs, schemaFields, type RecordShape } from "./record-shape.js";

/** Where a dataflow writes: its target schema and dataset, as its first target connection names them. */
export interface DataflowTarget {
  flow: FlowItem;
  schemaId: string | undefined;
  datasetId: string | undefined;
}

export async function readDataflowTarget(client: AepClient, flowId: string): Promise<DataflowTarget> {
  const flow = await getFlow(client, flowId);
  const targetId = flow.targetConnectionIds[0];
  const target = targetId
    ? first(
        (await client.request({ method: "GET", path: `${SERVICE_PATHS.flowService}/targetConnections/${encodeURIComponent(targetId)}` }))
          .body,
      )
    : undefined;
  const schemaId = isObject(target?.data) && isObject(target.data.schema) ? target.data.schema.id : undefined;
  const datasetId = isObject(target?.params) ? target.params.dataSetId : undefined;
  return {
    flow,
    schemaId: typeof schemaId === "string" ? schemaId : undefined,
    datasetId: typeof datasetId === "string" ? datasetId : undefined,
  };
}

export async function readRecordShape(client: AepClient, dataflow: DataflowTarget): Promise<RecordShape> {
  const { flow, schemaId } = dataflow;
  const schema =
    schemaId !== undefined
      ? (
          await client.request({
            method: "GET",
            path: `${SERVICE_PATHS.schemaRegistry}/tenant/schemas/${encodeURIComponent(schemaId)}`,
            headers: { Accept: XED_FULL },
          })
        ).body
      : undefined;
  const mappingId = flow.transformations?.find((t) => t.name === "Mapping")?.params?.mappingId;
  let mappingSet: unknown;
  if (typeof mappingId === "string") {
    // The list (listMappingSets, with the `limit` and `start` it requires), as `{data: [...]}`.
    for await (const m of listMappingSets(client))
      if (m.id === mappingId) {
        mappingSet = m;
        break;
      }
  }
  return { fields: schemaFields(schema), mappings: mappingPairs(mappingSet) };
}

/** `{items: [x]}` -> x (a Flow Service GET by id). */
function first(body: unknown): Record<string, unknown> | undefined {
  const item = isObject(body) && Array.isArray(body.items) ? body.items[0] : undefined;
  return isObject(item) ? item : undefined;
}
