// Deleting a streaming source dataflow and what it alone uses: the dataflow first, then (unless
// kept) its source and target connections, each on its own so one failure does not keep the
// others. The base connection, the dataset and the schema stay: other dataflows may use them. Its
// mapping sets stay too, for another reason: AEP's Data Prep API has no delete for them
// (MAPPING_SET_NOT_DELETABLE), so they are listed as left, never as a failure.
import { deleteFlowResource, getFlow } from "../api/flows.js";
import type { FlowItem } from "../api/response-types.js";
import type { AepClient } from "../api/http.js";
import { MAPPING_SET_NOT_DELETABLE } from "../api/mapping-sets.js";

export interface DeletedPart {
  /** "source connection ID", "target connection ID", "mapping set ID". */
  what: string;
  /** Undefined when it was deleted; the error when it was kept. */
  error?: unknown;
  /** Left on purpose, not sent a delete: why (a mapping set: AEP has no delete for it). */
  left?: string;
}

/** Deletes the dataflow (an ApiError when that fails: nothing else is touched), then the parts it used. */
export async function deleteStream(
  client: AepClient,
  flowId: string,
  options: { keepConnections: boolean; onFlowDeleted?: (flow: FlowItem) => void; onPart?: (part: DeletedPart) => void },
): Promise<{ flow: FlowItem; parts: DeletedPart[] }> {
  const flow = await getFlow(client, flowId);
  await deleteFlowResource(client, "flows", flow.id);
  options.onFlowDeleted?.(flow);
  const parts: DeletedPart[] = [];
  if (options.keepConnections) return { flow, parts };
  const mappings = (flow.transformations ?? []).map((t) => t.params?.mappingId).filter((id): id is string => typeof id === "string");
  const rest: [string, () => Promise<void>][] = [
    ...flow.sourceConnectionIds.map((id): [string, () => Promise<void>] => [
      `source connection ${id}`,
      () => deleteFlowResource(client, "sourceConnections", id),
    ]),
    ...flow.targetConnectionIds.map((id): [string, () => Promise<void>] => [
      `target connection ${id}`,
      () => deleteFlowResource(client, "targetConnections", id),
    ]),
  ];
  for (const [what, remove] of rest) {
    let part: DeletedPart;
    try {
      await remove();
      part = { what };
    } catch (error) {
      part = { what, error };
    }
    parts.push(part);
    options.onPart?.(part);
  }
  for (const id of mappings) {
    const part: DeletedPart = { what: `mapping set ${id}`, left: MAPPING_SET_NOT_DELETABLE };
    parts.push(part);
    options.onPart?.(part);
  }
  return { flow, parts };
}
