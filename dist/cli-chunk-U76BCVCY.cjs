(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  EtagConflictError: () => EtagConflictError,
  createBaseConnection: () => createBaseConnection,
  createFlow: () => createFlow,
  createSourceConnection: () => createSourceConnection,
  createTargetConnection: () => createTargetConnection,
  deleteFlowResource: () => deleteFlowResource,
  getConnection: () => getConnection,
  getFlow: () => getFlow,
  inletUrlOf: () => inletUrlOf,
  listFlowResources: () => listFlowResources,
  parseResponse: () => parseResponse,
  renameOperations: () => renameOperations,
  updateConnection: () => updateConnection,
  updateFlow: () => updateFlow,
  webhookUrl: () => webhookUrl
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_5Y3BX2GH = require("./cli-chunk-5Y3BX2GH.cjs");
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
      if (!(e instanceof import_cli_chunk_5Y3BX2GH.ApiError) || e.status !== 412) throw e;
      if (attempts >= 2) throw new EtagConflictError(update.what, e);
    }
  }
}
// src/api/flow-schemas.ts
var Created = (0, import_cli_chunk_5Y3BX2GH.looseObject)({ id: (0, import_cli_chunk_5Y3BX2GH.string)().min(1), etag: (0, import_cli_chunk_5Y3BX2GH.string)().optional() });
var ConnectionItem = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  id: (0, import_cli_chunk_5Y3BX2GH.string)(),
  name: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  description: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  etag: (0, import_cli_chunk_5Y3BX2GH.string)(),
  state: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  baseConnectionId: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  connectionSpec: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ id: (0, import_cli_chunk_5Y3BX2GH.string)(), version: (0, import_cli_chunk_5Y3BX2GH.string)().optional() }).optional(),
  auth: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ specName: (0, import_cli_chunk_5Y3BX2GH.string)().optional(), params: (0, import_cli_chunk_5Y3BX2GH.record)((0, import_cli_chunk_5Y3BX2GH.string)(), (0, import_cli_chunk_5Y3BX2GH.unknown)()).optional() }).optional()
});
var Status = (0, import_cli_chunk_5Y3BX2GH.looseObject)({ value: (0, import_cli_chunk_5Y3BX2GH.string)().optional(), errors: (0, import_cli_chunk_5Y3BX2GH.array)((0, import_cli_chunk_5Y3BX2GH.unknown)()).optional() });
var FlowItem = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  id: (0, import_cli_chunk_5Y3BX2GH.string)(),
  name: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  description: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  state: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  etag: (0, import_cli_chunk_5Y3BX2GH.string)(),
  flowSpec: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ id: (0, import_cli_chunk_5Y3BX2GH.string)(), version: (0, import_cli_chunk_5Y3BX2GH.string)().optional() }).optional(),
  sourceConnectionIds: (0, import_cli_chunk_5Y3BX2GH.array)((0, import_cli_chunk_5Y3BX2GH.string)()).default([]),
  targetConnectionIds: (0, import_cli_chunk_5Y3BX2GH.array)((0, import_cli_chunk_5Y3BX2GH.string)()).default([]),
  transformations: (0, import_cli_chunk_5Y3BX2GH.array)((0, import_cli_chunk_5Y3BX2GH.looseObject)({ name: (0, import_cli_chunk_5Y3BX2GH.string)(), params: (0, import_cli_chunk_5Y3BX2GH.record)((0, import_cli_chunk_5Y3BX2GH.string)(), (0, import_cli_chunk_5Y3BX2GH.unknown)()).optional() })).optional(),
  options: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ inletUrl: (0, import_cli_chunk_5Y3BX2GH.string)().optional() }).optional(),
  lastOperation: (0, import_cli_chunk_5Y3BX2GH.looseObject)({
    operation: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
    started: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
    updated: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
    status: Status.optional()
  }).optional(),
  createdAt: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
  updatedAt: (0, import_cli_chunk_5Y3BX2GH.number)().optional()
});
function itemsOf(schema) {
  return (0, import_cli_chunk_5Y3BX2GH.looseObject)({ items: (0, import_cli_chunk_5Y3BX2GH.array)(schema) });
}
function parseResponse(schema, response, method, path, expected) {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new import_cli_chunk_5Y3BX2GH.ApiError({
    kind: "invalid-response",
    status: response.status,
    method,
    path,
    detail: `expected ${expected}; ${first ? `${first.path.join(".") || "body"}: ${first.message}` : "unreadable body"}`,
    requestId: response.requestId
  });
}
// src/api/flows.ts
var BASE = import_cli_chunk_5Y3BX2GH.SERVICE_PATHS.flowService;
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
    throw new import_cli_chunk_5Y3BX2GH.ApiError({
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
      throw new import_cli_chunk_5Y3BX2GH.ApiError({
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  EtagConflictError,
  createBaseConnection,
  createFlow,
  createSourceConnection,
  createTargetConnection,
  deleteFlowResource,
  getConnection,
  getFlow,
  inletUrlOf,
  listFlowResources,
  parseResponse,
  renameOperations,
  updateConnection,
  updateFlow,
  webhookUrl
});
})
