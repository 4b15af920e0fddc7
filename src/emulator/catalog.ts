// Catalog datasets (`/data/foundation/catalog/dataSets`, "Create a dataset (Catalog Service API)" in docs/aep-docs.md): create answers 201
// with `["@/dataSets/<id>"]`; GET lists them as an object keyed by id (Catalog's own shape);
// DELETE answers 200 with the same path array. A dataset a target connection still writes to
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

export const catalogRoutes: Route[] = [route("POST", BASE, create), route("GET", BASE, list), route("DELETE", `${BASE}/:id`, remove)];
