// Data Prep mapping sets (`/data/foundation/conversion/mappingSets`, "Mapping sets endpoint" in docs/aep-docs.md): create
// answers 200 `{id, version, createdDate, ...}`. Both body forms are read: the spec's
// `outputSchema.schemaRef.id` and the tutorials' `xdmSchema`. There is no DELETE: data-prep.yaml
// has none (GET and PUT only), so neither does the emulator.
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

/** `listMappingSets`: `limit` and `start` are required (data-prep.yaml), so a call without them is refused. */
function list(ctx: RouteContext): Reply {
  const limit = wholeNumber(ctx.query.get("limit"));
  const start = wholeNumber(ctx.query.get("start"));
  if (limit === undefined || limit < 1 || start === undefined)
    return bad("limit (a positive integer) and start (the offset, 0 for the first page) are required query parameters");
  const all = streamStore(ctx)
    .mappingSets.filter(inScope(ctx))
    .map(({ imsOrgId: _o, sandboxName: _s, ...rest }) => rest);
  const data = all.slice(start, start + limit);
  return ok({ data, _page: { count: data.length, limit }, _links: {} });
}

function wholeNumber(text: string | null): number | undefined {
  return text !== null && /^\d+$/.test(text) ? Number(text) : undefined;
}

export const mappingSetRoutes: Route[] = [route("POST", BASE, create), route("GET", BASE, list)];
