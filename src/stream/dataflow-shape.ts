// Reads what the dataflow's resources know about its records, for `stream send`: the flow, its
// target connection's schema (full form: field groups expanded, "Schemas endpoint" in
// docs/aep-docs.md) and its mapping set. Three or four GETs, once per run.
import { XED_FULL } from "../api/flow-ids.js";
import { getFlow } from "../api/flows.js";
import { SERVICE_PATHS, type AepClient } from "../api/http.js";
import { isObject } from "../text/is-object.js";
import { mappingPairs, schemaFields, type RecordShape } from "./record-shape.js";

export async function readRecordShape(client: AepClient, flowId: string): Promise<RecordShape> {
  const flow = await getFlow(client, flowId);
  const targetId = flow.targetConnectionIds[0];
  const target = targetId
    ? first(
        (await client.request({ method: "GET", path: `${SERVICE_PATHS.flowService}/targetConnections/${encodeURIComponent(targetId)}` }))
          .body,
      )
    : undefined;
  const schemaRef = isObject(target?.data) && isObject(target.data.schema) ? target.data.schema.id : undefined;
  const schema =
    typeof schemaRef === "string"
      ? (
          await client.request({
            method: "GET",
            path: `${SERVICE_PATHS.schemaRegistry}/tenant/schemas/${encodeURIComponent(schemaRef)}`,
            headers: { Accept: XED_FULL },
          })
        ).body
      : undefined;
  const mappingId = flow.transformations?.find((t) => t.name === "Mapping")?.params?.mappingId;
  let mappingSet: unknown;
  if (typeof mappingId === "string") {
    // The list, not GET by id: both AEP and the emulator answer it, as `{data: [...]}`.
    const listed = (await client.request({ method: "GET", path: `${SERVICE_PATHS.dataPrep}/mappingSets` })).body;
    mappingSet = isObject(listed) && Array.isArray(listed.data) ? listed.data.find((m) => isObject(m) && m.id === mappingId) : undefined;
  }
  return { fields: schemaFields(schema), mappings: mappingPairs(mappingSet) };
}

/** `{items: [x]}` -> x (a Flow Service GET by id). */
function first(body: unknown): Record<string, unknown> | undefined {
  const item = isObject(body) && Array.isArray(body.items) ? body.items[0] : undefined;
  return isObject(item) ? item : undefined;
}
