// `createStream`: builds a streaming source dataflow step by step ("Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md), reads it
// back for the inlet URL, and, when a step fails, deletes what it made in reverse order, so a
// failed run leaves nothing behind (or keeps it all with `keepOnFailure` and says how to resume).
import { createDataset } from "../api/datasets.js";
import { DATA_LAKE_CONNECTION_SPEC, XED_FULL } from "../api/flow-ids.js";
import { ApiError } from "../api/errors.js";
import {
  createBaseConnection,
  createFlow,
  createSourceConnection,
  createTargetConnection,
  getFlow,
  inletUrlOf,
  listFlowResources,
  webhookUrl,
  type FlowResource,
} from "../api/flows.js";
import type { AepClient } from "../api/http.js";
import { createMappingSet, MAPPING_SET_NOT_DELETABLE } from "../api/mapping-sets.js";
import { createSchema } from "../api/schemas.js";
import {
  deleteResource,
  isDeletable,
  resumeArgument,
  STEP_LABELS,
  type ResourceStep,
  type StepName,
  type StreamResource,
} from "./resources.js";
import type { StreamSpec } from "./spec-types.js";

export type StreamEvent =
  | { kind: "step"; step: StepName; label: string; status: "start" }
  | { kind: "step"; step: StepName; label: string; status: "done" | "reused"; id?: string }
  | { kind: "step"; step: StepName; label: string; status: "failed"; error: unknown }
  | { kind: "rollback"; resource: StreamResource; label: string; status: "deleted" | "failed" | "kept"; error?: unknown }
  /** A resource AEP's API cannot delete (a mapping set): left, with the reason; not a failure. */
  | { kind: "rollback"; resource: StreamResource; label: string; status: "undeletable"; reason: string };

export type StreamProgress = (event: StreamEvent) => void;

export interface CreateStreamOptions {
  /** On failure, keep what was made and return a resume argument instead of deleting it. */
  keepOnFailure?: boolean;
  /** Ids from an earlier run (`--resume`): those steps are skipped and their ids used. */
  resume?: Partial<Record<ResourceStep, string>>;
}

export interface StreamCreated {
  flowId: string;
  /** Where to POST records; undefined when the service did not give one (yet). */
  inletUrl: string | undefined;
  /** The URL to give the external system: the inlet with `x-adobe-flow-id`. */
  webhookUrl: string | undefined;
  state: string | undefined;
  resources: StreamResource[];
}

export class StreamCreateError extends Error {
  override name = "StreamCreateError";
  constructor(
    readonly failedStep: StepName,
    override readonly cause: unknown,
    /** Deleted during rollback. */
    readonly deleted: StreamResource[],
    /** Still there: kept on purpose, or a delete that failed. */
    readonly left: StreamResource[],
    /** The --resume value when resources were kept; undefined otherwise. */
    readonly resume: string | undefined,
    /** Left because AEP's API has no delete for them (mapping sets); never a failed delete. */
    readonly undeletable: StreamResource[] = [],
  ) {
    super(`${STEP_LABELS[failedStep]} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

export async function createStream(
  spec: StreamSpec,
  client: AepClient,
  progress: StreamProgress = () => {},
  options: CreateStreamOptions = {},
): Promise<StreamCreated> {
  const resources: StreamResource[] = [];
  // Resources created before this run (allowing for clock skew) are never adopted when recovering.
  const started = client.clock.now() - 10 * 60_000;
  const ids: Partial<Record<ResourceStep, string>> = {};
  let current: StepName = "baseConnection";

  /**
   * Runs one resource step unless its id is already known (spec or --resume). When a create's
   * outcome is unknown (the connection dropped after sending), `recover` looks the resource up
   * instead of sending the POST again, so it is neither duplicated nor orphaned.
   */
  const step = async (
    name: ResourceStep,
    given: { id?: string; origin: StreamResource["origin"] } | undefined,
    make: () => Promise<string>,
    recover?: () => Promise<string | undefined>,
  ) => {
    current = name;
    const label = STEP_LABELS[name];
    if (given?.id) {
      ids[name] = given.id;
      resources.push({ step: name, id: given.id, origin: given.origin });
      progress({ kind: "step", step: name, label, status: "reused", id: given.id });
      return given.id;
    }
    progress({ kind: "step", step: name, label, status: "start" });
    const id = await make().catch(async (e: unknown) => {
      const found = e instanceof ApiError && e.outcomeUnknown && recover ? await recover() : undefined;
      if (found === undefined) throw e;
      return found;
    });
    ids[name] = id;
    resources.push({ step: name, id, origin: "created" });
    progress({ kind: "step", step: name, label, status: "done", id });
    return id;
  };
  const resumed = (name: ResourceStep) => (options.resume?.[name] ? { id: options.resume[name], origin: "resumed" as const } : undefined);

  try {
    const description = spec.description;
    if (spec.source.baseConnection || options.resume?.baseConnection) {
      const existing = spec.source.baseConnection?.id;
      await step(
        "baseConnection",
        existing ? { id: existing, origin: "existing" } : resumed("baseConnection"),
        async () => {
          const params = {
            dataType: spec.source.baseConnection?.dataType ?? "raw",
            name: spec.name,
            authenticationRequired: spec.source.baseConnection?.authenticationRequired ?? false,
          };
          const created = await createBaseConnection(client, {
            name: spec.name,
            description,
            connectionSpec: spec.source.connectionSpec,
            auth: { specName: "Streaming Connection", params },
          });
          return created.id;
        },
        () => findByName(client, "connections", spec.name, started),
      );
    }
    await step(
      "sourceConnection",
      resumed("sourceConnection"),
      async () => {
        const created = await createSourceConnection(client, {
          name: `${spec.name} source`,
          description,
          ...(ids.baseConnection ? { baseConnectionId: ids.baseConnection } : {}),
          connectionSpec: spec.source.connectionSpec,
          data: { format: spec.source.format },
        });
        return created.id;
      },
      () => findByName(client, "sourceConnections", `${spec.name} source`, started),
    );
    const target = spec.target;
    const schemaId = await step("schema", target.schema.id ? { id: target.schema.id, origin: "existing" } : resumed("schema"), async () => {
      const created = await createSchema(client, {
        title: target.schema.title!,
        // schema-registry.yaml's createSchema requires a description; the spec's, else one that says where it came from.
        description: target.schema.description ?? `Target schema of the stream "${spec.name}" (created by pql-audience stream create)`,
        classId: target.schema.class!,
        fields: target.schema.fields!,
      });
      return created.$id;
    });
    const datasetId = await step("dataset", target.dataset.id ? { id: target.dataset.id, origin: "existing" } : resumed("dataset"), () =>
      createDataset(client, { name: target.dataset.name!, description: target.dataset.description, schemaId }),
    );
    await step(
      "targetConnection",
      resumed("targetConnection"),
      async () => {
        const created = await createTargetConnection(client, {
          name: `${spec.name} target`,
          description,
          data: { format: "json", schema: { id: schemaId, version: XED_FULL } },
          params: { dataSetId: datasetId },
          connectionSpec: { id: DATA_LAKE_CONNECTION_SPEC, version: "1.0" },
        });
        return created.id;
      },
      () => findByName(client, "targetConnections", `${spec.name} target`, started),
    );
    await step("mappingSet", resumed("mappingSet"), async () => (await createMappingSet(client, schemaId, spec.mappings)).id);
    const flowId = await step(
      "flow",
      resumed("flow"),
      async () => {
        const created = await createFlow(client, {
          name: spec.name,
          description,
          flowSpec: spec.flowSpec,
          sourceConnectionIds: [ids.sourceConnection!],
          targetConnectionIds: [ids.targetConnection!],
          // A resumed mapping set was created by this command, always at version 0.
          transformations: [{ name: "Mapping", params: { mappingId: ids.mappingSet!, mappingVersion: 0 } }],
        });
        return created.id;
      },
      () => findByName(client, "flows", spec.name, started),
    );

    current = "readBack";
    progress({ kind: "step", step: "readBack", label: STEP_LABELS.readBack, status: "start" });
    const flow = await getFlow(client, flowId);
    const inlet = await inletUrlOf(client, flow, ids.baseConnection);
    progress({ kind: "step", step: "readBack", label: STEP_LABELS.readBack, status: "done", id: flowId });
    return { flowId, inletUrl: inlet, webhookUrl: inlet ? webhookUrl(inlet, flowId) : undefined, state: flow.state, resources };
  } catch (error) {
    progress({ kind: "step", step: current, label: STEP_LABELS[current], status: "failed", error });
    throw await rollback(client, current, error, resources, progress, options.keepOnFailure ?? false);
  }
}

/** The one resource of this name created since `since`, or undefined when there is not exactly one. */
async function findByName(client: AepClient, resource: FlowResource, name: string, since: number): Promise<string | undefined> {
  const found = (await listFlowResources(client, resource, [`name==${name}`])).filter(
    (r) => typeof r.createdAt !== "number" || r.createdAt >= since,
  );
  const [only] = found;
  return found.length === 1 && typeof only?.id === "string" ? only.id : undefined;
}

async function rollback(
  client: AepClient,
  failedStep: StepName,
  cause: unknown,
  resources: StreamResource[],
  progress: StreamProgress,
  keep: boolean,
): Promise<StreamCreateError> {
  const ours = resources.filter((r) => r.origin !== "existing");
  if (keep) {
    for (const resource of ours) progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "kept" });
    return new StreamCreateError(failedStep, cause, [], ours, ours.length > 0 ? resumeArgument(ours) : undefined);
  }
  const deleted: StreamResource[] = [];
  const left: StreamResource[] = [];
  const undeletable: StreamResource[] = [];
  for (const resource of [...ours].reverse()) {
    if (!isDeletable(resource.step)) {
      undeletable.push(resource);
      progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "undeletable", reason: MAPPING_SET_NOT_DELETABLE });
      continue;
    }
    try {
      await deleteResource(client, resource);
      deleted.push(resource);
      progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "deleted" });
    } catch (error) {
      // Keep going: a later delete may still succeed, and the leftovers are listed with ids.
      left.push(resource);
      progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "failed", error });
    }
  }
  return new StreamCreateError(failedStep, cause, deleted, left.reverse(), left.length > 0 ? resumeArgument(left) : undefined, undeletable);
}
