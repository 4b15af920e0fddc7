// Data Prep mapping sets (`/data/foundation/conversion/mappingSets`, "Mapping sets endpoint" in docs/aep-docs.md): create
// answers 200 `{id, version, createdDate, ...}`. Both body forms are read: the spec's
// `outputSchema.schemaRef.id` and the tutorials' `xdmSchema`. Served from data-prep.yaml: createMappingSet,
// listMappingSets (limit and start required), retrieveMappingSet, putMappingSet,
// validateMappingSet, previewMappingSet. There is no DELETE: data-prep.yaml has none (GET and PUT
// only), so neither does the emulator. Left out: the /languages/el operations and the
// /mappings sub-resources.
import { find, hexId, inScope, noRoom, scopeOf, streamStore, type Stored } from "./flow-store.js";
import { ok, problem } from "./responses.js";
import { route, type Reply, type Route, type RouteContext, param } from "./router.js";
import { findSchema } from "./schema-registry.js";
import { isObject } from "../text/is-object.js";
import { mappingPairs, schemaFields } from "../stream/record-shape.js";
import { setOwn } from "./prototype-keys.js";
import type { Json } from "./state.js";

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
  const problemText = mappingsProblem(body.mappings);
  if (problemText) return bad(problemText);
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

function view({ imsOrgId: _o, sandboxName: _s, ...rest }: Stored): Json {
  return rest;
}

/** Why a `mappings` array is not one, or undefined. */
function mappingsProblem(mappings: unknown): string | undefined {
  if (!Array.isArray(mappings) || mappings.length === 0) return "mappings must be a non-empty array";
  for (const [i, m] of mappings.entries()) {
    const source = isObject(m) ? (m.source ?? m.sourceAttribute) : undefined;
    const destination = isObject(m) ? (m.destination ?? m.destinationXdmPath) : undefined;
    if (typeof source !== "string" || typeof destination !== "string") return `mappings[${i}] needs source and destination`;
  }
  return undefined;
}

/** retrieveMappingSet: the mapping set (MappingSet of data-prep.yaml). */
function get(ctx: RouteContext): Reply {
  const m = find(ctx, "mappingSets", param(ctx, "id"));
  return m ? ok(view(m)) : problem(404, "DPS-1404", "Not found", `no mapping set ${param(ctx, "id")}`);
}

/** putMappingSet: new mappings (and output schema) for the set; its version goes up by one. */
function put(ctx: RouteContext): Reply {
  const m = find(ctx, "mappingSets", param(ctx, "id"));
  if (!m) return problem(404, "DPS-1404", "Not found", `no mapping set ${param(ctx, "id")}`);
  const body = ctx.body;
  if (!isObject(body)) return bad("the body must be a mapping set object");
  const problemText = mappingsProblem(body.mappings);
  if (problemText) return bad(problemText);
  Object.assign(m, {
    mappings: body.mappings,
    version: Number(m.version ?? 0) + 1,
    modifiedDate: ctx.now(),
    modifiedBy: ctx.caller.clientId,
  });
  if (isObject(body.outputSchema)) m.outputSchema = body.outputSchema;
  ctx.state.changed(["buckets", "stream"]);
  return ok(view(m));
}

/** validateMappingSet: one `{status, errors}` per mapping (MappingValidationResponse); a destination the schema lacks fails. */
function validate(ctx: RouteContext): Reply {
  const body = ctx.body;
  if (!isObject(body)) return bad("the body must be a mapping set object");
  const problemText = mappingsProblem(body.mappings);
  if (problemText) return bad(problemText);
  const schemaRef = isObject(body.outputSchema) && isObject(body.outputSchema.schemaRef) ? body.outputSchema.schemaRef : undefined;
  const schema = typeof schemaRef?.id === "string" ? findSchema(ctx, schemaRef.id) : undefined;
  const fields = schema ? schemaFields(schema) : undefined;
  const validationResponse = (body.mappings as Json[]).map((m) => {
    const destination = String(m.destination ?? m.destinationXdmPath);
    if (!fields || fields.has(destination)) return { status: "SUCCESS", errors: null };
    return {
      status: "FAILED",
      errors: [
        { source: String(m.source ?? m.sourceAttribute), destination, exception: `${destination} is not a field of the output schema` },
      ],
    };
  });
  return ok({ validationResponse });
}

/** previewMappingSet: `{data: [records], mappingSet}` in; the first record mapped out as `data`, with `errors` (PreviewResponse). */
function preview(ctx: RouteContext): Reply {
  const body = ctx.body;
  if (!isObject(body) || !Array.isArray(body.data) || !isObject(body.mappingSet))
    return bad("the body must be {data: [records], mappingSet}");
  const problemText = mappingsProblem(body.mappingSet.mappings);
  if (problemText) return bad(`mappingSet.${problemText}`);
  const record = isObject(body.data[0]) ? body.data[0] : {};
  const data: Json = {};
  const errors: Json[] = [];
  for (const pair of mappingPairs(body.mappingSet)) {
    const value = pair.source.split(".").reduce<unknown>((o, k) => (isObject(o) && Object.hasOwn(o, k) ? o[k] : undefined), record);
    if (value === undefined) {
      errors.push({ source: pair.source, destination: pair.destination, exception: `${pair.source} is not in the record` });
      continue;
    }
    const keys = pair.destination.split(".");
    let level: Record<string, unknown> = data;
    for (const key of keys.slice(0, -1)) {
      if (!isObject(level[key])) setOwn<unknown>(level, key, {});
      level = level[key] as Record<string, unknown>;
    }
    setOwn<unknown>(level, keys.at(-1)!, value);
  }
  return ok({ data, errors });
}

export const mappingSetRoutes: Route[] = [
  route("POST", BASE, create),
  route("GET", BASE, list),
  { ...route("POST", `${BASE}/validate`, validate), keepsNothing: true },
  { ...route("POST", `${BASE}/preview`, preview), keepsNothing: true },
  route("GET", `${BASE}/:id`, get),
  route("PUT", `${BASE}/:id`, put),
];
