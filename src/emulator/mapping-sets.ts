// Data Prep mapping sets (`/data/foundation/conversion/mappingSets`, "Mapping sets endpoint" in docs/aep-docs.md): create
// answers 200 `{id, version, createdDate, ...}`. Both body forms are read: the spec's
// `outputSchema.schemaRef.id` and the tutorials' `xdmSchema`. A mapping set a dataflow uses
// cannot be deleted.
import { find, hexId, inScope, noRoom, scopeOf, streamStore, type Stored } from "./flow-store.js";
import { ok, problem } from "./responses.js";
import { route, type Reply, type Route, type RouteContext, param } from "./router.js";
import { findSchema } from "./schema-registry.js";
import { isObject } from "../text/is-object.js";

const BASE = "/data/foundation/conversion/mappingSets";
const bad = (detail: string) => problem(400, "DPS-1400", "Bad request", detail);

function create(ctx: RouteContext): Reply {
  const body = ctx.body;
  if (!isObject(body)) return bad("the body must be a mapping set object");
  const full = noRoom(ctx, "mappingSets", "mapping set");
  if (full) return bad(full);
  const schemaRef = isObject(body.outputSchema) && isObject(body.outputSchema.schemaRef) ? body.outputSchema.schemaRef : undefined;
  const schemaId = typeof schemaRef?.id === "string" ? schemaRef.id : typeof body.xdmSchema === "string" ? body.xdmSchema : undefined;
  if (!schemaId) return bad("outputSchema.schemaRef.id (or xdmSchema) is required");
  const schema = findSchema(ctx, schemaId);
  if (!schema) return bad(`schema ${schemaId} does not exist`);
  if (!Array.isArray(body.mappings) || body.mappings.length === 0) return bad("mappings must be a non-empty array");
  for (const [i, m] of body.mappings.entries()) {
    const source = isObject(m) ? (m.source ?? m.sourceAttribute) : undefined;
    const destination = isObject(m) ? (m.destination ?? m.destinationXdmPath) : undefined;
    if (typeof source !== "string" || typeof destination !== "string") return bad(`mappings[${i}] needs source and destination`);
  }
  const now = ctx.now();
  const record: Stored = {
    ...body,
    id: hexId(32),
    version: 0,
    schemaId: schema.id,
    createdDate: now,
    modifiedDate: now,
    createdBy: ctx.caller.clientId,
    modifiedBy: ctx.caller.clientId,
    ...scopeOf(ctx),
  };
  streamStore(ctx).mappingSets.push(record);
  ctx.state.changed(["buckets", "stream"]);
  const { id, version, createdDate, modifiedDate, createdBy, modifiedBy } = record;
  return ok({ id, version, createdDate, modifiedDate, createdBy, modifiedBy });
}

function list(ctx: RouteContext): Reply {
  const data = streamStore(ctx)
    .mappingSets.filter(inScope(ctx))
    .map(({ imsOrgId: _o, sandboxName: _s, ...rest }) => rest);
  return ok({ data, _page: { count: data.length } });
}

function remove(ctx: RouteContext): Reply {
  const m = find(ctx, "mappingSets", param(ctx, "id"));
  if (!m) return problem(404, "DPS-1404", "Not found", `no mapping set ${param(ctx, "id")}`);
  const users = streamStore(ctx).flows.filter(
    (f) =>
      inScope(ctx)(f) &&
      Array.isArray(f.transformations) &&
      f.transformations.some((t) => isObject(t) && isObject(t.params) && t.params.mappingId === m.id),
  );
  if (users.length > 0) return bad(`mapping set ${m.id} is used by dataflow ${users.map((f) => f.id).join(", ")}; delete it first`);
  const all = streamStore(ctx).mappingSets;
  all.splice(all.indexOf(m), 1);
  ctx.state.changed(["buckets", "stream"]);
  return ok({ id: m.id, deleted: true });
}

export const mappingSetRoutes: Route[] = [route("POST", BASE, create), route("GET", BASE, list), route("DELETE", `${BASE}/:id`, remove)];
