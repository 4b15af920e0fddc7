// The resources a stream is made of, in creation order, and how to delete each one. Rollback
// walks this list backwards: flow, mapping set, target connection, dataset, schema, source
// connection, base connection ("Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md cleanup order).
import { deleteDataset } from "../api/datasets.js";
import { deleteFlowResource } from "../api/flows.js";
import type { AepClient } from "../api/http.js";
import { deleteSchema } from "../api/schemas.js";
import { MAPPING_SET_NOT_DELETABLE } from "../api/mapping-sets.js";

export const RESOURCE_STEPS = [
  "baseConnection",
  "sourceConnection",
  "schema",
  "dataset",
  "targetConnection",
  "mappingSet",
  "flow",
] as const;
export type ResourceStep = (typeof RESOURCE_STEPS)[number];

/** The steps of `createStream`: every resource, then reading the dataflow back. */
export type StepName = ResourceStep | "readBack";

export const STEP_LABELS: Record<StepName, string> = {
  baseConnection: "base connection",
  sourceConnection: "source connection",
  schema: "target schema",
  dataset: "target dataset",
  targetConnection: "target connection",
  mappingSet: "mapping set",
  flow: "dataflow",
  readBack: "read back the dataflow",
};

/** The request each step sends, for messages and the rollback matrix. */
export const STEP_REQUESTS: Record<StepName, string> = {
  baseConnection: "POST /flowservice/connections",
  sourceConnection: "POST /flowservice/sourceConnections",
  schema: "POST /schemaregistry/tenant/schemas",
  dataset: "POST /catalog/dataSets",
  targetConnection: "POST /flowservice/targetConnections",
  mappingSet: "POST /conversion/mappingSets",
  flow: "POST /flowservice/flows",
  readBack: "GET /flowservice/flows/{id}",
};

export interface StreamResource {
  step: ResourceStep;
  id: string;
  /**
   * "created": made by this run; "resumed": made by an earlier run and passed with --resume
   * (both are removed on rollback); "existing": named in the spec, the user's own, never deleted.
   */
  origin: "created" | "resumed" | "existing";
}

/** Whether AEP's API can delete a resource of this step: every one but the mapping set. */
export function isDeletable(step: ResourceStep): boolean {
  return step !== "mappingSet";
}

export async function deleteResource(client: AepClient, resource: StreamResource): Promise<void> {
  switch (resource.step) {
    case "baseConnection":
      return deleteFlowResource(client, "connections", resource.id);
    case "sourceConnection":
      return deleteFlowResource(client, "sourceConnections", resource.id);
    case "targetConnection":
      return deleteFlowResource(client, "targetConnections", resource.id);
    case "flow":
      return deleteFlowResource(client, "flows", resource.id);
    case "schema":
      return deleteSchema(client, resource.id);
    case "dataset":
      return deleteDataset(client, resource.id);
    case "mappingSet":
      // Never reached: rollback leaves mapping sets (isDeletable), AEP has no delete for them.
      throw new Error(`mapping set ${resource.id}: ${MAPPING_SET_NOT_DELETABLE}`);
  }
}

/** `baseConnection=ID,sourceConnection=ID`: the --resume value that picks up where a run stopped. */
export function resumeArgument(resources: StreamResource[]): string {
  return resources
    .filter((r) => r.origin !== "existing")
    .map((r) => `${r.step}=${r.id}`)
    .join(",");
}

/** Parses a --resume value; unknown steps are an error naming the valid ones. */
export function parseResumeArgument(value: string): Partial<Record<ResourceStep, string>> {
  const out: Partial<Record<ResourceStep, string>> = {};
  for (const part of value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = part.indexOf("=");
    const step = part.slice(0, eq) as ResourceStep;
    const id = part.slice(eq + 1);
    if (eq <= 0 || !id) throw new Error(`--resume: "${part}" is not step=id`);
    if (!RESOURCE_STEPS.includes(step)) throw new Error(`--resume: unknown step "${step}"; steps are ${RESOURCE_STEPS.join(", ")}`);
    out[step] = id;
  }
  return out;
}
