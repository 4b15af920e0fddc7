// Schema Registry (`/data/foundation/schemaregistry/tenant/schemas`, "Schemas endpoint" in docs/aep-docs.md): enough to
// create a stream's target schema, list and read schemas, and delete one (204). A schema a
// dataset still uses cannot be deleted, so a rollback has to go in the right order.
import { createHash } from "node:crypto";
import { find, inScope, noRoom, scopeOf, streamStore, type Stored } from "./flow-store.js";
import { ok, problem } from "./responses.js";
import { route, type Reply, type Route, type RouteContext, param } from "./router.js";
import type { Json } from "./state.js";
import { isObject } from "../text/is-object.js";

const BASE = "/data/foundation/schemaregistry/tenant/schemas";
const TENANT = "_emulator";
const bad = (detail: string) => problem(400, "XDM-1000", "Bad request", detail);

function lookup(ctx: RouteContext, id: string): Stored | undefined {
  return streamStore(ctx).schemas.find((s) => inScope(ctx)(s) && (s.id === id || s["meta:altId"] === id));
}

function create(ctx: RouteContext): Reply {
  const body = ctx.body;
  if (!isObject(body)) return bad("the body must be a schema object");
  const full = noRoom(ctx, "schemas", "schema");
  if (full) return bad(full);
  if (typeof body.title !== "string" || !body.title) return bad("title is required");
  if (!Array.isArray(body.allOf) || !body.allOf.some((r) => isObject(r) && typeof r.$ref === "string" && /^https?:\/\//.test(r.$ref)))
    return bad("allOf must reference an XDM class by $ref, e.g. https://ns.adobe.com/xdm/context/experienceevent");
  const hash = createHash("sha256").update(`${ctx.caller.orgId}:${body.title}:${ctx.now()}:${Math.random()}`).digest("hex").slice(0, 32);
  const id = `https://ns.adobe.com/${TENANT}/schemas/${hash}`;
  const record: Stored = {
    ...body,
    id,
    $id: id,
    "meta:altId": `${TENANT}.schemas.${hash}`,
    "meta:resourceType": "schemas",
    version: "1.0",
    "meta:registryMetadata": { "repo:createdDate": ctx.now(), eTag: hash },
    ...scopeOf(ctx),
  };
  streamStore(ctx).schemas.push(record);
  ctx.state.changed(["buckets", "stream"]);
  return ok(view(record), 201);
}

function view(s: Stored): Json {
  const { id: _id, imsOrgId: _o, sandboxName: _s, ...rest } = s;
  return rest;
}

function list(ctx: RouteContext): Reply {
  return ok({
    results: streamStore(ctx)
      .schemas.filter(inScope(ctx))
      .map((s) => ({ $id: s.$id, "meta:altId": s["meta:altId"], title: s.title, version: s.version })),
    _page: { count: 0 },
    _links: {},
  });
}

function get(ctx: RouteContext): Reply {
  const s = lookup(ctx, param(ctx, "id"));
  return s ? ok(view(s)) : problem(404, "XDM-1010", "Resource not found", `no schema ${param(ctx, "id")}`);
}

function remove(ctx: RouteContext): Reply {
  const s = lookup(ctx, param(ctx, "id"));
  if (!s) return problem(404, "XDM-1010", "Resource not found", `no schema ${param(ctx, "id")}`);
  const users = streamStore(ctx).dataSets.filter((d) => inScope(ctx)(d) && d.schemaId === s.id);
  if (users.length > 0)
    return problem(
      409,
      "XDM-1017",
      "Schema in use",
      `schema ${s.$id as string} is used by dataset ${users.map((d) => d.id).join(", ")}; delete the datasets first`,
    );
  const all = streamStore(ctx).schemas;
  all.splice(all.indexOf(s), 1);
  ctx.state.changed(["buckets", "stream"]);
  return { status: 204 };
}

export const schemaRoutes: Route[] = [
  route("POST", BASE, create),
  route("GET", BASE, list),
  route("GET", `${BASE}/:id`, get),
  route("DELETE", `${BASE}/:id`, remove),
];

/** A schema by `$id` or `meta:altId`, for the catalog's checks. */
export function findSchema(ctx: RouteContext, id: string): Stored | undefined {
  return lookup(ctx, id) ?? find(ctx, "schemas", id);
}
