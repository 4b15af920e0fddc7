// Catalog datasets (`/data/foundation/catalog/dataSets`, "Create a dataset (Catalog Service API)" in docs/aep-docs.md): create answers 201
// with `["@/dataSets/<id>"]`; GET lists them as an object keyed by id (Catalog's own shape), as
// GET by id does (retrieveDataset); PATCH (patchDataset) changes the fields given; DELETE answers
// 200 with the same path array. Left out: putDataset, the list's filters and paging, credentials. A dataset a target connection still writes to
// cannot be deleted.
import { hexId, find, inScope, noRoom, scopeOf, streamStore, type Stored } from "./flow-store.js";
import { ok, problem } from "./responses.js";
import { route, type Reply, type Route, type RouteContext, param } from "./router.js";
import { findSchema } from "./schema-registry.js";
import type { Json } from "./state.js";
import { isObject } from "../text/is-object.js";

const BASE = "/data/foundation/catalog/dataSets";
const bad = (detail: string) => problem(400, "CAT-1400", "Bad request", detail);

function create(ctx: RouteContext): Reply {
  const body = ctx.body;
  if (!isObject(body)) return bad("the body must be a dataset object");
  const full = noRoom(ctx, "dataSets", "dataset");
  if (full) return bad(full);
  if (typeof body.name !== "string" || !body.name) return bad("name is required");
  const ref = isObject(body.schemaRef) ? body.schemaRef : undefined;
  if (!ref || typeof ref.id !== "string") return bad("schemaRef {id, contentType} is required");
  const schema = findSchema(ctx, ref.id);
  if (!schema) return bad(`schema ${ref.id} does not exist`);
  const id = hexId(24);
  const record: Stored = { ...body, id, schemaId: schema.id, created: ctx.now(), updated: ctx.now(), ...scopeOf(ctx) };
  streamStore(ctx).dataSets.push(record);
  ctx.state.changed(["buckets", "stream"]);
  return ok([`@/dataSets/${id}`], 201);
}

function list(ctx: RouteContext): Reply {
  const out: Json = {};
  for (const d of streamStore(ctx).dataSets.filter(inScope(ctx))) out[d.id] = { name: d.name, schemaRef: d.schemaRef, created: d.created };
  return ok(out);
}

function remove(ctx: RouteContext): Reply {
  const d = find(ctx, "dataSets", param(ctx, "id"));
  if (!d) return problem(404, "CAT-1404", "Not found", `no dataset ${param(ctx, "id")}`);
  const writers = streamStore(ctx).targetConnections.filter((t) => inScope(ctx)(t) && (t.params as Json | undefined)?.dataSetId === d.id);
  if (writers.length > 0) return bad(`dataset ${d.id} is the target of connection ${writers.map((t) => t.id).join(", ")}; delete it first`);
  const all = streamStore(ctx).dataSets;
  all.splice(all.indexOf(d), 1);
  ctx.state.changed(["buckets", "stream"]);
  return ok([`@/dataSets/${d.id}`]);
}

/** What a dataset shows: the record without the emulator's own fields. */
function view({ imsOrgId, sandboxName, schemaId: _s, id: _i, ...rest }: Stored): Json {
  return { ...rest, imsOrg: imsOrgId, sandboxId: sandboxName };
}

/** retrieveDataset (catalog.yaml): `{<id>: dataset}`, Catalog's own keyed shape. */
function get(ctx: RouteContext): Reply {
  const d = find(ctx, "dataSets", param(ctx, "id"));
  return d ? ok({ [d.id]: view(d) }) : problem(404, "CAT-1404", "Not found", `no dataset ${param(ctx, "id")}`);
}

/** patchDataset: the fields given replace the dataset's (name, description, tags, ...); 200 `["@/dataSets/<id>"]`. */
function patch(ctx: RouteContext): Reply {
  const d = find(ctx, "dataSets", param(ctx, "id"));
  if (!d) return problem(404, "CAT-1404", "Not found", `no dataset ${param(ctx, "id")}`);
  const body = ctx.body;
  if (!isObject(body) || Array.isArray(body)) return bad("the body must be an object of the fields to change");
  for (const key of ["id", "schemaRef", "imsOrg", "created", "createdClient", "createdUser"])
    if (key in body) return bad(`${key} cannot be changed`);
  if (body.name !== undefined && (typeof body.name !== "string" || !body.name)) return bad("name must be a non-empty string");
  Object.assign(d, body, { updated: ctx.now() });
  ctx.state.changed(["buckets", "stream"]);
  return ok([`@/dataSets/${d.id}`]);
}

export const catalogRoutes: Route[] = [
  route("POST", BASE, create),
  route("GET", BASE, list),
  route("GET", `${BASE}/:id`, get),
  route("PATCH", `${BASE}/:id`, patch),
  route("DELETE", `${BASE}/:id`, remove),
];
