import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  ApiError,
  SERVICE_PATHS,
  array,
  looseObject,
  number,
  record,
  string,
  unknown
} from "./chunk-U4ZDIJLP.js";

// src/api/etag-update.ts
var EtagConflictError = class extends Error {
  constructor(what, last) {
    super(
      `${what} was changed by someone else while it was being updated (HTTP 412, twice); nothing was changed by this update. Read it again and retry.`,
      { cause: last }
    );
    this.what = what;
    this.last = last;
  }
  what;
  last;
  name = "EtagConflictError";
};
async function updateWithEtag(update) {
  let attempts = 0;
  for (; ; ) {
    attempts++;
    const { etag, item } = await update.read();
    try {
      const result = await update.patch(etag, item);
      return { etag: result.etag, attempts };
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 412) throw e;
      if (attempts >= 2) throw new EtagConflictError(update.what, e);
    }
  }
}

// src/api/flow-schemas.ts
var Created = looseObject({ id: string().min(1), etag: string().optional() });
var ConnectionItem = looseObject({
  id: string(),
  name: string().optional(),
  description: string().optional(),
  etag: string(),
  state: string().optional(),
  baseConnectionId: string().optional(),
  connectionSpec: looseObject({ id: string(), version: string().optional() }).optional(),
  auth: looseObject({ specName: string().optional(), params: record(string(), unknown()).optional() }).optional()
});
var Status = looseObject({ value: string().optional(), errors: array(unknown()).optional() });
var FlowItem = looseObject({
  id: string(),
  name: string().optional(),
  description: string().optional(),
  state: string().optional(),
  etag: string(),
  flowSpec: looseObject({ id: string(), version: string().optional() }).optional(),
  sourceConnectionIds: array(string()).default([]),
  targetConnectionIds: array(string()).default([]),
  transformations: array(looseObject({ name: string(), params: record(string(), unknown()).optional() })).optional(),
  options: looseObject({ inletUrl: string().optional() }).optional(),
  lastOperation: looseObject({
    operation: string().optional(),
    started: number().optional(),
    updated: number().optional(),
    status: Status.optional()
  }).optional(),
  createdAt: number().optional(),
  updatedAt: number().optional()
});
function itemsOf(schema) {
  return looseObject({ items: array(schema) });
}
function parseResponse(schema, response, method, path, expected) {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new ApiError({
    kind: "invalid-response",
    status: response.status,
    method,
    path,
    detail: `expected ${expected}; ${first ? `${first.path.join(".") || "body"}: ${first.message}` : "unreadable body"}`,
    requestId: response.requestId
  });
}

// src/api/flows.ts
var BASE = SERVICE_PATHS.flowService;
async function create(client, resource, body) {
  const path = `${BASE}/${resource}`;
  const response = await client.request({ method: "POST", path, json: body });
  return parseResponse(Created, response, "POST", path, "{id, etag}");
}
var createBaseConnection = (client, body) => create(client, "connections", body);
var createSourceConnection = (client, body) => create(client, "sourceConnections", body);
var createTargetConnection = (client, body) => create(client, "targetConnections", body);
var createFlow = (client, body) => create(client, "flows", body);
async function getOne(client, resource, id, schema) {
  const path = `${BASE}/${resource}/${encodeURIComponent(id)}`;
  const response = await client.request({ method: "GET", path });
  const { items } = parseResponse(itemsOf(schema), response, "GET", path, "{items:[...]}");
  const item = items[0];
  if (!item)
    throw new ApiError({
      kind: "invalid-response",
      status: response.status,
      method: "GET",
      path,
      detail: "the items array is empty",
      requestId: response.requestId
    });
  return item;
}
var getConnection = (client, id) => getOne(client, "connections", id, ConnectionItem);
var getFlow = (client, id) => getOne(client, "flows", id, FlowItem);
async function listFlowResources(client, resource, property = []) {
  const out = [];
  let continuationToken;
  for (let page = 0; page < 1e3; page++) {
    const url = new URL(`${client.baseUrl}${BASE}/${resource}`);
    for (const p of property) url.searchParams.append("property", p);
    if (continuationToken) url.searchParams.set("continuationToken", continuationToken);
    const response = await client.request({ method: "GET", path: url.toString() });
    const body = response.body;
    if (!body || !Array.isArray(body.items))
      throw new ApiError({
        kind: "invalid-response",
        status: response.status,
        method: "GET",
        path: url.pathname,
        detail: "expected {items:[...]}"
      });
    out.push(...body.items);
    const next = body._links?.next?.href;
    continuationToken = next ? new URL(next, "http://x").searchParams.get("continuationToken") ?? void 0 : void 0;
    if (!continuationToken) break;
  }
  return out;
}
async function patch(client, resource, id, etag, ops) {
  const path = `${BASE}/${resource}/${encodeURIComponent(id)}`;
  const response = await client.request({ method: "PATCH", path, json: ops, headers: { "If-Match": etag } });
  return parseResponse(Created, response, "PATCH", path, "{id, etag}");
}
function updateFlow(client, id, ops) {
  return updateWithEtag({
    what: `dataflow ${id}`,
    read: async () => {
      const item = await getFlow(client, id);
      return { etag: item.etag, item };
    },
    patch: (etag) => patch(client, "flows", id, etag, ops)
  });
}
function updateConnection(client, id, ops) {
  return updateWithEtag({
    what: `connection ${id}`,
    read: async () => {
      const item = await getConnection(client, id);
      return { etag: item.etag, item };
    },
    patch: (etag) => patch(client, "connections", id, etag, ops)
  });
}
async function deleteFlowResource(client, resource, id) {
  await client.request({ method: "DELETE", path: `${BASE}/${resource}/${encodeURIComponent(id)}` });
}
function renameOperations(change) {
  const ops = [];
  if (change.name !== void 0) ops.push({ op: "replace", path: "/name", value: change.name });
  if (change.description !== void 0) ops.push({ op: "add", path: "/description", value: change.description });
  return ops;
}
async function inletUrlOf(client, flow, baseConnectionId) {
  if (flow.options?.inletUrl) return flow.options.inletUrl;
  if (!baseConnectionId) return void 0;
  const connection = await getConnection(client, baseConnectionId);
  const inlet = connection.auth?.params?.inletUrl;
  return typeof inlet === "string" ? inlet : void 0;
}
function webhookUrl(inletUrl, flowId) {
  const url = new URL(inletUrl);
  url.searchParams.set("x-adobe-flow-id", flowId);
  return url.toString();
}

export {
  EtagConflictError,
  parseResponse,
  createBaseConnection,
  createSourceConnection,
  createTargetConnection,
  createFlow,
  getConnection,
  getFlow,
  listFlowResources,
  updateFlow,
  updateConnection,
  deleteFlowResource,
  renameOperations,
  inletUrlOf,
  webhookUrl
};
