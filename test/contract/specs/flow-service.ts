// flow-service.yaml (https://github.com/AdobeDocs/experience-platform-apis, static/swagger-specs/flow-service.yaml),
// and where its own text disagrees, Adobe's tutorials, which say how the service is called.
import * as z from "zod";
import { type Operation, PLATFORM_HEADERS } from "./operation.js";

const BASE = "/data/foundation/flowservice";
const Spec = z.looseObject({ id: z.string(), version: z.string() });
/** CreateFlowResponse / the connections' create answers: `{id, etag}`. */
const Created = z.looseObject({ id: z.string(), etag: z.string() });
const Items = (item: z.ZodType) => z.looseObject({ items: z.array(item), _links: z.looseObject({}).optional() });

/**
 * The PATCH body as the tutorials send it ("Update dataflows using the Flow Service API", "Update
 * source connections ..."): an array of `{op, path, value}` with `op` in lower case and `value`
 * the new value. PatchInstruction in the spec says ADD/REPLACE/REMOVE and a `value` object; its
 * prose and RFC 6902 say add/replace/remove (see src/api/flows.ts).
 */
const PatchBody = z
  .array(z.strictObject({ op: z.enum(["add", "replace", "remove"]), path: z.string().startsWith("/"), value: z.unknown() }))
  .min(1);

/** The resource lists: `property` filters (field==value), `continuationToken`, `limit`, `count`. */
const ListQuery = z.looseObject({
  property: z.union([z.string().regex(/^[\w.]+(\[\])?==.+$/), z.array(z.string())]).optional(),
  continuationToken: z.string().optional(),
});

const ConnectionItem = z.looseObject({
  id: z.string(),
  name: z.string(),
  connectionSpec: Spec,
  state: z.string(),
  etag: z.string(),
  auth: z.looseObject({ specName: z.string(), params: z.record(z.string(), z.unknown()) }),
});
const SourceConnectionItem = z.looseObject({ id: z.string(), name: z.string(), connectionSpec: Spec, etag: z.string() });
/** TargetConnectionItemDTO: `data.schema`, `params.dataSetId`. */
const TargetConnectionItem = z.looseObject({
  id: z.string(),
  connectionSpec: Spec,
  data: z.looseObject({ format: z.string(), schema: z.looseObject({ id: z.string(), version: z.string() }) }),
  params: z.looseObject({ dataSetId: z.string() }),
  etag: z.string(),
});
/** FlowItemDTO (and `options.inletUrl`, which the webhook tutorials document and the spec lacks). */
const FlowItem = z.looseObject({
  id: z.string(),
  name: z.string(),
  flowSpec: Spec,
  state: z.string(),
  version: z.string(),
  etag: z.string(),
  sourceConnectionIds: z.array(z.string()),
  targetConnectionIds: z.array(z.string()),
  transformations: z.array(z.looseObject({ name: z.string(), params: z.record(z.string(), z.unknown()) })).optional(),
  inheritedAttributes: z.looseObject({}),
  lastOperation: z.looseObject({ operation: z.string(), status: z.looseObject({ value: z.string() }) }),
  runs: z.string(),
  options: z.looseObject({ inletUrl: z.string() }).optional(),
});
/** FlowRunItemDTO and FlowRunMetricsDTO, and the monitor tutorial's statusSummary.errors (FlowRunErrorDTO). */
const FlowRun = z.looseObject({
  id: z.string(),
  flowId: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  metrics: z.looseObject({
    durationSummary: z.looseObject({ startedAtUTC: z.number().int(), completedAtUTC: z.number().int().optional() }),
    sizeSummary: z.looseObject({ inputBytes: z.number().int(), outputBytes: z.number().int() }),
    recordSummary: z.looseObject({
      inputRecordCount: z.number().int(),
      outputRecordCount: z.number().int(),
      failedRecordCount: z.number().int(),
    }),
    statusSummary: z.looseObject({ status: z.string(), errors: z.array(z.looseObject({ code: z.string(), message: z.string() })) }),
  }),
});

/** ConnectionSpecItemDTO and FlowSpecItemDTO: the fields both name (none is marked required). */
const SpecItem = z.looseObject({ id: z.string(), name: z.string(), providerId: z.string().optional(), version: z.string().optional() });

const create = (operationId: string, resource: string, body: z.ZodType): Operation => ({
  spec: "flow-service.yaml",
  operationId,
  method: "POST",
  path: `${BASE}/${resource}`,
  headers: [...PLATFORM_HEADERS, "content-type"],
  body,
  responses: { 201: Created },
});
const byId = (
  verb: Operation["method"],
  operationId: string,
  resource: string,
  responses: Operation["responses"],
  extra: Partial<Operation> = {},
): Operation => ({
  spec: "flow-service.yaml",
  operationId,
  method: verb,
  path: `${BASE}/${resource}/:id`,
  headers: PLATFORM_HEADERS,
  responses,
  ...extra,
});
const list = (operationId: string, resource: string, item: z.ZodType): Operation => ({
  spec: "flow-service.yaml",
  operationId,
  method: "GET",
  path: `${BASE}/${resource}`,
  headers: PLATFORM_HEADERS,
  query: ListQuery,
  responses: { 200: Items(item) },
});
const patch = { headers: [...PLATFORM_HEADERS, "if-match", "content-type"], body: PatchBody };

export const flowService: Operation[] = [
  // createConnection: name, connectionSpec, auth {specName, params} (the HTTP API tutorial).
  create(
    "createConnection",
    "connections",
    z.looseObject({ name: z.string(), connectionSpec: Spec, auth: z.looseObject({ specName: z.string(), params: z.looseObject({}) }) }),
  ),
  // createSourceConnection: connectionSpec, data and name required.
  create(
    "createSourceConnection",
    "sourceConnections",
    z.looseObject({
      name: z.string(),
      connectionSpec: Spec,
      data: z.looseObject({ format: z.string() }),
      baseConnectionId: z.string().optional(),
    }),
  ),
  create(
    "createTargetConnection",
    "targetConnections",
    z.looseObject({
      name: z.string(),
      connectionSpec: Spec,
      data: z.looseObject({ format: z.string(), schema: z.looseObject({ id: z.string(), version: z.string() }) }),
      params: z.looseObject({ dataSetId: z.string() }),
    }),
  ),
  // CreateFlowRequest: flowSpec required; transformations FlowTransformationDTO {name, params}; mappingVersion an integer (the service's own document).
  create(
    "createFlow",
    "flows",
    z.looseObject({
      name: z.string(),
      flowSpec: Spec,
      sourceConnectionIds: z.array(z.string()).min(1),
      targetConnectionIds: z.array(z.string()).min(1),
      transformations: z
        .array(
          z.looseObject({ name: z.literal("Mapping"), params: z.looseObject({ mappingId: z.string(), mappingVersion: z.number().int() }) }),
        )
        .optional(),
    }),
  ),
  byId("GET", "retrieveConnection", "connections", { 200: Items(ConnectionItem) }),
  byId("GET", "retrieveTargetConnection", "targetConnections", { 200: Items(TargetConnectionItem) }),
  byId("GET", "retrieveFlow", "flows", { 200: Items(FlowItem) }),
  list("listConnections", "connections", ConnectionItem),
  list("getSourceConnections", "sourceConnections", SourceConnectionItem),
  list("getTargetConnections", "targetConnections", TargetConnectionItem),
  list("listFlows", "flows", FlowItem),
  byId("PATCH", "patchFlow", "flows", { 200: Created }, patch),
  byId("PATCH", "patchConnection", "connections", { 200: Created }, patch),
  byId("DELETE", "deleteByFlow", "flows", { 204: "empty" }),
  byId("DELETE", "deleteConnection", "connections", { 204: "empty" }),
  byId("DELETE", "deleteSourceConnection", "sourceConnections", { 204: "empty" }),
  byId("DELETE", "deleteTargetConnection", "targetConnections", { 204: "empty" }),
  {
    spec: "flow-service.yaml",
    operationId: "listFlowRuns",
    method: "GET",
    path: `${BASE}/runs`,
    headers: PLATFORM_HEADERS,
    // The monitor tutorial's filter: property=flowId==ID.
    query: z.looseObject({ property: z.string().regex(/^flowId==.+$/) }),
    responses: { 200: Items(FlowRun) },
  },
  // Served for a team's own scripts (Adobe's Postman collection calls them): FlowRunsListResponse,
  // ConnectionSpecResponse and FlowSpecResponse, each `{items: [one]}`.
  byId("GET", "retrieveFlowRun", "runs", { 200: Items(FlowRun) }),
  byId("GET", "retrieveConnectionSpec", "connectionSpecs", { 200: Items(SpecItem) }),
  byId("GET", "retrieveFlowSpec", "flowSpecs", { 200: Items(SpecItem) }),
];
