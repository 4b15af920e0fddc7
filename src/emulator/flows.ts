// Flow Service (`/data/foundation/flowservice`, "Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md): base, source and target
// connections and dataflows. As the Flow Service docs give it: creates answer 201 `{id, etag}` with a
// Location; a GET by id answers `{items:[...]}`; PATCH takes a JSON-Patch array and requires
// `If-Match` (missing 400 FLOW-1403, stale 412 FLOW-1404); DELETE answers 204, and a connection a
// dataflow still uses cannot be deleted (400 FLOW-1418). Etags are quoted and change on every
// write. Streaming dataflows carry `options.inletUrl`, served by inlet.ts.
import { randomUUID } from "node:crypto";
import { find, inScope, newEtag, noRoom, scopeOf, streamStore, type Collection, type Stored } from "./flow-store.js";
import { runsInScope, runView } from "./flow-runs.js";
import { applyPatch } from "./json-patch.js";
import { ok, problem } from "./responses.js";
import { route, type Reply, type Route, type RouteContext, param } from "./router.js";
import type { Json } from "./state.js";
import { isObject } from "../text/is-object.js";

export const FLOW_BASE = "/data/foundation/flowservice";
const DATA_LAKE_SPEC = "c604ff05-7f1a-43c0-8e18-33bf874cb11c";
const RESOURCES = ["connections", "sourceConnections", "targetConnections", "flows"] as const;
type Resource = (typeof RESOURCES)[number];

const isSpec = (v: unknown): v is { id: string; version?: string } => isObject(v) && typeof v.id === "string" && v.id.length > 0;

function flowError(status: number, code: number, title: string, detail: string, ctx: RouteContext, type?: string): Reply {
  const reply = problem(status, `FLOW-${code}`, title, detail, {
    "detailed-message": detail,
    "request-id": ctx.requestId,
    ...(type ? { type } : {}),
  });
  return { ...reply, body: { ...(reply.body as Json), errorMessage: detail } };
}

const bad = (ctx: RouteContext, detail: string, code = 1400) => flowError(400, code, "Bad request", detail, ctx);
const NOUNS: Record<Resource, string> = {
  connections: "connection",
  sourceConnections: "source connection",
  targetConnections: "target connection",
  flows: "dataflow",
};
const notFound = (ctx: RouteContext, resource: Resource, id: string) =>
  flowError(404, 1439, "Resource not found", `no ${NOUNS[resource]} ${id} in this sandbox`, ctx, resource);

function inletUrl(ctx: RouteContext, inletId: string): string {
  return `${ctx.baseUrl}/collection/${inletId}`;
}

/** Checks a create body: the record's resource-specific fields, or the 400 to answer. */
type Checked = { fields: Json; reply?: undefined } | { reply: Reply };

function validate(ctx: RouteContext, resource: Resource, body: Json): Checked {
  const fail = (reply: Reply): Checked => ({ reply });
  if (typeof body.name !== "string" || body.name.trim() === "") return fail(bad(ctx, "name is required"));
  switch (resource) {
    case "connections": {
      if (!isSpec(body.connectionSpec)) return fail(bad(ctx, "connectionSpec {id, version} is required"));
      if (!isObject(body.auth) || !isObject(body.auth.params)) return fail(bad(ctx, "auth {specName, params} is required"));
      const inletId = randomUUID().replace(/-/g, "");
      // A streaming base connection owns an inlet ("Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md).
      return { fields: { auth: { ...body.auth, params: { ...body.auth.params, inletId, inletUrl: inletUrl(ctx, inletId) } } } };
    }
    case "sourceConnections": {
      if (!isSpec(body.connectionSpec)) return fail(bad(ctx, "connectionSpec {id, version} is required"));
      if (
        body.baseConnectionId !== undefined &&
        !(typeof body.baseConnectionId === "string" && find(ctx, "connections", body.baseConnectionId))
      )
        return fail(bad(ctx, `base connection ${String(body.baseConnectionId)} does not exist`));
      return { fields: {} };
    }
    case "targetConnections": {
      if (!isSpec(body.connectionSpec)) return fail(bad(ctx, "connectionSpec {id, version} is required"));
      if (body.connectionSpec.id !== DATA_LAKE_SPEC)
        return fail(bad(ctx, `the emulator supports the data lake target only (connection spec ${DATA_LAKE_SPEC})`));
      const schema = isObject(body.data) && isObject(body.data.schema) ? body.data.schema : undefined;
      if (!schema || typeof schema.id !== "string") return fail(bad(ctx, "data.schema {id, version} is required"));
      if (!isObject(body.params) || typeof body.params.dataSetId !== "string") return fail(bad(ctx, "params.dataSetId is required"));
      const dataset = find(ctx, "dataSets", body.params.dataSetId);
      if (!dataset) return fail(bad(ctx, `dataset ${body.params.dataSetId} does not exist`));
      if (dataset.schemaId !== schema.id)
        return fail(bad(ctx, `dataset ${dataset.id} uses schema ${String(dataset.schemaId)}, not ${schema.id}`));
      return { fields: {} };
    }
    case "flows": {
      if (!isSpec(body.flowSpec)) return fail(bad(ctx, "flowSpec {id, version} is required"));
      if ("state" in body) return fail(bad(ctx, "state cannot be set when creating a dataflow", 1410));
      const ids = (v: unknown) => (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "string") ? (v as string[]) : undefined);
      const sources = ids(body.sourceConnectionIds);
      const targets = ids(body.targetConnectionIds);
      if (!sources || !targets) return fail(bad(ctx, "sourceConnectionIds and targetConnectionIds must be non-empty arrays of ids"));
      for (const id of sources) if (!find(ctx, "sourceConnections", id)) return fail(bad(ctx, `source connection ${id} does not exist`));
      for (const id of targets) if (!find(ctx, "targetConnections", id)) return fail(bad(ctx, `target connection ${id} does not exist`));
      const transformations = body.transformations ?? [];
      if (!Array.isArray(transformations)) return fail(bad(ctx, "transformations must be an array"));
      for (const t of transformations) {
        if (!isObject(t) || t.name !== "Mapping" || !isObject(t.params))
          return fail(bad(ctx, 'a transformation must be {name: "Mapping", params: {mappingId, mappingVersion}}'));
        const mapping = typeof t.params.mappingId === "string" ? find(ctx, "mappingSets", t.params.mappingId) : undefined;
        if (!mapping) return fail(bad(ctx, `mapping set ${String(t.params.mappingId)} does not exist`));
        const target = find(ctx, "targetConnections", targets[0]!)!; // checked above: non-empty, each exists
        const targetSchema = ((target.data as Json | undefined)?.schema as Json | undefined)?.id;
        if (mapping.schemaId !== targetSchema)
          return fail(
            bad(
              ctx,
              `mapping set ${mapping.id} maps to schema ${String(mapping.schemaId)}, the target dataset uses ${String(targetSchema)}`,
              1425,
            ),
          );
      }
      const source = find(ctx, "sourceConnections", sources[0]!)!; // checked above: non-empty, each exists
      const base = typeof source.baseConnectionId === "string" ? find(ctx, "connections", source.baseConnectionId) : undefined;
      // A flow on an HTTP API source streams through its base connection's inlet; a webhook
      // source (no base connection) gets an inlet of its own.
      const baseInlet = ((base?.auth as Json | undefined)?.params as Json | undefined)?.inletId;
      const inletId = typeof baseInlet === "string" ? baseInlet : randomUUID().replace(/-/g, "");
      return { fields: { state: "enabled", options: { inletId, inletUrl: inletUrl(ctx, inletId) } } };
    }
  }
}

function create(resource: Resource) {
  return (ctx: RouteContext): Reply => {
    if (!isObject(ctx.body)) return bad(ctx, "the body must be a JSON object");
    const full = noRoom(ctx, resource, NOUNS[resource]);
    if (full) return bad(ctx, full);
    const checked = validate(ctx, resource, ctx.body);
    if (checked.reply) return checked.reply;
    const extra = checked.fields;
    const now = ctx.now();
    const id = randomUUID();
    const etag = newEtag();
    const record: Stored = {
      ...ctx.body,
      ...extra,
      id,
      ...scopeOf(ctx),
      state: extra.state ?? "enabled",
      etag,
      version: etag,
      createdAt: now,
      updatedAt: now,
      createdBy: ctx.caller.clientId,
      createdClient: ctx.caller.clientId,
    };
    if (resource === "flows")
      record.lastOperation = {
        started: now,
        updated: now,
        operation: "create",
        status: { value: "completed", errors: [] },
        ops: [],
        percentCompleted: 100,
      };
    streamStore(ctx)[resource].push(record);
    ctx.state.changed(["buckets", "stream"]);
    return ok({ id, etag }, 201, { Location: `${FLOW_BASE}/${resource}/${id}` });
  };
}

/** What GET shows: the record, plus links a flow's readers expect. */
function view(ctx: RouteContext, resource: Resource, r: Stored): Json {
  const { imsOrgId, sandboxName, ...rest } = r;
  const out: Json = { ...rest, imsOrgId, sandboxName, sandboxId: ctx.state.sandbox(sandboxName).sandboxId };
  // Inlet URLs follow the emulator's current address (the port changes across restarts).
  const options = out.options as Json | undefined;
  if (typeof options?.inletId === "string") out.options = { ...options, inletUrl: inletUrl(ctx, options.inletId) };
  const auth = out.auth as { params?: Json } | undefined;
  if (typeof auth?.params?.inletId === "string")
    out.auth = { ...auth, params: { ...auth.params, inletUrl: inletUrl(ctx, auth.params.inletId) } };
  if (resource === "flows") {
    const sources = (r.sourceConnectionIds as string[]).map((id) => find(ctx, "sourceConnections", id));
    out.inheritedAttributes = {
      properties: { isSourceFlow: true },
      sourceConnections: sources.filter(Boolean).map((s) => ({
        id: s!.id,
        connectionSpec: s!.connectionSpec,
        ...(s!.baseConnectionId ? { baseConnection: { id: s!.baseConnectionId } } : {}),
      })),
      targetConnections: (r.targetConnectionIds as string[]).map((id) => ({
        id,
        connectionSpec: find(ctx, "targetConnections", id)?.connectionSpec,
      })),
    };
    out.runs = `/runs?property=flowId==${r.id}`;
  }
  return out;
}

function getOne(resource: Resource) {
  return (ctx: RouteContext): Reply => {
    const r = find(ctx, resource as Collection, param(ctx, "id"));
    return r ? ok({ items: [view(ctx, resource, r)] }) : notFound(ctx, resource, param(ctx, "id"));
  };
}

/** `a.b==x,y` (any of), and `list[]==x` (the array holds x); the documented `==` form only. */
function matches(filter: string): ((r: Json) => boolean) | undefined {
  const m = /^([\w.]+)(\[\])?==(.*)$/.exec(filter);
  if (!m) return undefined;
  const [, path = "", array, values = ""] = m;
  const wanted = values.split(",");
  return (r) => {
    const v = path.split(".").reduce<unknown>((o, k) => (isObject(o) ? o[k] : undefined), r);
    if (array) return Array.isArray(v) && v.some((x) => wanted.includes(String(x)));
    return v !== undefined && wanted.includes(String(v));
  };
}

function list(resource: Resource) {
  return (ctx: RouteContext): Reply =>
    listed(ctx, resource, streamStore(ctx)[resource].filter(inScope(ctx)), (r) => view(ctx, resource, r));
}

/**
 * A Flow Service list as every list operation answers it: `property=field==value` filters, `count=true`,
 * then a page of `limit` (default 100, at most 1,000) from `continuationToken`, with `_links.next`.
 */
function listed<T extends Json>(ctx: RouteContext, resource: string, all: T[], shown: (item: T) => Json): Reply {
  let items = all;
  for (const p of ctx.query.getAll("property")) {
    const test = matches(p);
    if (!test) return bad(ctx, `property filter "${p}" is not supported by the emulator; use field==value`, 1440);
    items = items.filter(test);
  }
  if (ctx.query.get("count") === "true") return ok({ count: items.length });
  const limit = Math.min(Number(ctx.query.get("limit") ?? 100) || 100, 1000);
  const start = Number(ctx.query.get("continuationToken") ?? 0) || 0;
  const page = items.slice(start, start + limit);
  const next = start + limit < items.length ? { next: { href: `/${resource}?continuationToken=${start + limit}&limit=${limit}` } } : {};
  return ok({ items: page.map(shown), _links: next });
}

/** The etag as sent in If-Match; the docs quote it both with and without quotes, so both match. */
function sameEtag(given: string, stored: string): boolean {
  const bare = (s: string) =>
    s
      .trim()
      .replace(/^W\//, "")
      .replace(/^"(.*)"$/, "$1");
  return bare(given) === bare(stored);
}

function patch(resource: Resource) {
  return (ctx: RouteContext): Reply => {
    const r = find(ctx, resource as Collection, param(ctx, "id"));
    if (!r) return notFound(ctx, resource, param(ctx, "id"));
    const ifMatch = ctx.headers["if-match"];
    const given = Array.isArray(ifMatch) ? ifMatch[0] : ifMatch;
    if (!given) return bad(ctx, "the If-Match header is required: send the etag from the last GET", 1403);
    if (!sameEtag(given, r.etag as string))
      return flowError(
        412,
        1404,
        "Version not matching",
        `the ${resource} was changed since the etag ${given} was read; GET it again for the current etag`,
        ctx,
      );
    const ops = ctx.body;
    if (Array.isArray(ops)) {
      for (const op of ops) {
        const path = isObject(op) ? String(op.path) : "";
        if (path.startsWith("/connectionSpec")) return bad(ctx, "the connection spec cannot be changed", 1414);
        if (/^\/(id|etag|version|imsOrgId|sandboxName|createdAt|createdBy|options)\b/.test(path)) return bad(ctx, `${path} is read-only`);
      }
    }
    const patched = applyPatch(r, ops);
    if ("error" in patched) return bad(ctx, patched.error);
    const etag = newEtag();
    const now = ctx.now();
    Object.assign(r, patched.result, { etag, version: etag, updatedAt: now });
    if (resource === "flows")
      r.lastOperation = {
        started: now,
        updated: now,
        operation: "update",
        status: { value: "completed", errors: [] },
        ops: [],
        percentCompleted: 100,
      };
    ctx.state.changed(["buckets", "stream"]);
    return ok({ id: r.id, etag });
  };
}

/** The dataflows that use a connection, directly or through a source connection on it. */
export function flowsUsing(ctx: RouteContext, resource: Resource, id: string): Stored[] {
  const flows = streamStore(ctx).flows.filter(inScope(ctx));
  if (resource === "sourceConnections") return flows.filter((f) => (f.sourceConnectionIds as string[]).includes(id));
  if (resource === "targetConnections") return flows.filter((f) => (f.targetConnectionIds as string[]).includes(id));
  if (resource === "connections") {
    const sources = streamStore(ctx)
      .sourceConnections.filter((s) => inScope(ctx)(s) && s.baseConnectionId === id)
      .map((s) => s.id);
    return flows.filter((f) => (f.sourceConnectionIds as string[]).some((s) => sources.includes(s)));
  }
  return [];
}

function remove(resource: Resource) {
  return (ctx: RouteContext): Reply => {
    const store = streamStore(ctx)[resource];
    const r = find(ctx, resource as Collection, param(ctx, "id"));
    if (!r) return notFound(ctx, resource, param(ctx, "id"));
    const users = flowsUsing(ctx, resource, r.id);
    if (users.length > 0)
      return bad(
        ctx,
        `the connection is used by ${users.length} dataflow${users.length === 1 ? "" : "s"} (${users.map((f) => f.id).join(", ")}); delete the dataflows first`,
        1418,
      );
    store.splice(store.indexOf(r), 1);
    ctx.state.changed(["buckets", "stream"]);
    return { status: 204 };
  };
}

/**
 * The specs the emulator knows (listConnectionSpecs, listFlowSpecs of flow-service.yaml): the
 * streaming sources and the data lake target `stream create` uses, with the few fields a script
 * reads (id, name, version, providerId, the flow specs' source and target connection specs).
 */
const CONNECTION_SPECS: Json[] = [
  {
    id: "bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb",
    name: "http-connector",
    version: "1.0",
    providerId: "521eee4d-8cbe-4906-bb48-fb6bd4450033",
    attributes: { category: "Streaming" },
  },
  {
    id: DATA_LAKE_SPEC,
    name: "Data Lake",
    version: "1.0",
    providerId: "0ed90a81-07f4-4586-8190-b40eccef1c5a",
    attributes: { category: "Destination" },
  },
];
const FLOW_SPECS: Json[] = [
  {
    id: "c1a19761-d2c7-4702-b9fa-fe91f0613e81",
    name: "Mapping",
    version: "1.0",
    sourceConnectionSpecIds: ["bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb"],
    targetConnectionSpecIds: [DATA_LAKE_SPEC],
    transformationSpecs: [{ name: "Mapping" }],
  },
  {
    id: "d8a6f005-7eaf-4153-983e-e8574508b877",
    name: "Streaming without transformations",
    version: "1.0",
    sourceConnectionSpecIds: ["bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb"],
    targetConnectionSpecIds: [DATA_LAKE_SPEC],
  },
  {
    id: "e77fde5a-22a8-11ed-861d-0242ac120002",
    name: "Webhook",
    version: "1.0",
    targetConnectionSpecIds: [DATA_LAKE_SPEC],
    transformationSpecs: [{ name: "Mapping" }],
  },
];

/** A spec list, filtered by `property=field==value` as the resource lists are. */
function specList(specs: Json[]) {
  return (ctx: RouteContext): Reply => {
    let items = specs;
    for (const p of ctx.query.getAll("property")) {
      const test = matches(p);
      if (!test) return bad(ctx, `property filter "${p}" is not supported by the emulator; use field==value`, 1440);
      items = items.filter(test);
    }
    return ok({ items });
  };
}

/** retrieveConnectionSpec, retrieveFlowSpec: one spec by id, as `{items: [spec]}` (ConnectionSpecResponse, FlowSpecResponse). */
function specById(specs: Json[], noun: string) {
  return (ctx: RouteContext): Reply => {
    const id = param(ctx, "id");
    const spec = specs.find((s) => s.id === id);
    if (!spec) return flowError(404, 1439, "Resource not found", `no ${noun} ${id}`, ctx);
    return ok({ items: [spec] });
  };
}

/** retrieveFlowRun: one run of this sandbox by id, as `{items: [run]}` (FlowRunsListResponse), in listFlowRuns' shape. */
function getRun(ctx: RouteContext): Reply {
  const id = param(ctx, "id");
  const run = runsInScope(ctx).find((r) => r.id === id);
  if (!run) return flowError(404, 1439, "Resource not found", `no dataflow run ${id} in this sandbox`, ctx);
  return ok({ items: [runView(ctx, run, find(ctx, "flows", run.flowId))] });
}

/** listFlowRuns: `property=flowId==ID` (the monitor tutorial's filter) or any field==value; newest first. */
function listRuns(ctx: RouteContext): Reply {
  // Filtered on the run as shown (its metrics and status are computed, not stored).
  const runs = runsInScope(ctx).map((r) => runView(ctx, r, find(ctx, "flows", r.flowId)));
  return listed(ctx, "runs", runs, (r) => r);
}

export const specRoutes: Route[] = [
  route("GET", `${FLOW_BASE}/connectionSpecs`, specList(CONNECTION_SPECS)),
  route("GET", `${FLOW_BASE}/flowSpecs`, specList(FLOW_SPECS)),
  route("GET", `${FLOW_BASE}/connectionSpecs/:id`, specById(CONNECTION_SPECS, "connection spec")),
  route("GET", `${FLOW_BASE}/flowSpecs/:id`, specById(FLOW_SPECS, "flow spec")),
  route("GET", `${FLOW_BASE}/runs`, listRuns),
  route("GET", `${FLOW_BASE}/runs/:id`, getRun),
];

export const flowRoutes: Route[] = RESOURCES.flatMap((resource) => [
  route("POST", `${FLOW_BASE}/${resource}`, create(resource)),
  route("GET", `${FLOW_BASE}/${resource}`, list(resource)),
  route("GET", `${FLOW_BASE}/${resource}/:id`, getOne(resource)),
  route("PATCH", `${FLOW_BASE}/${resource}/:id`, patch(resource)),
  route("DELETE", `${FLOW_BASE}/${resource}/:id`, remove(resource)),
]);
