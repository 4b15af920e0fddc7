// Segmentation: `/data/core/ups/segment/definitions` ("Segment definitions endpoint" in docs/aep-docs.md). Definitions live per
// org and sandbox. Choices where AEP's docs are silent:
// - list: `page` is 0-based (as aepp pages it), `start` is an offset and wins over `page`,
//   `limit` defaults to 100 and is capped at 100; `link.next` is a path with the next page.
// - PATCH replaces the fields it sends and keeps the rest; server fields (id, imsOrgId, sandbox,
//   creationTime) cannot change. An omitted evaluationInfo keeps the stored one.
// - DELETE of a missing id is 404; GET of a missing id is 404.
// - The PQL of a create, or of an update that sends an expression, is checked with the project's
//   linter: an error that makes it invalid PQL is a 400 UPS-1410 listing them (pql-check.ts).
// - Every create or update asking for edge evaluation is judged (see edge-check.ts).
import { expressionPql, pqlJsonProblem } from "./conversion.js";
import { checkEdge } from "./edge-check.js";
import { checkPqlText, describeReason } from "./pql-check.js";
import { ok, problem } from "./responses.js";
import { route, type Reply, type Route, type RouteContext, param } from "./router.js";
import type { Json, StoredSegment } from "./state.js";
import { isObject } from "../text/is-object.js";

const BASE = "/data/core/ups/segment/definitions";
const MAX_LIMIT = 100;
/** Definitions kept per org and sandbox: each create adds one, so the emulator bounds it. */
export const MAX_DEFINITIONS = 10_000;
const SERVER_FIELDS = ["id", "imsOrgId", "sandbox", "creationTime", "updateTime", "updateEpoch"] as const;
const EVALUATION_KINDS = ["batch", "continuous", "synchronous"] as const;
const SORTABLE = new Set(["creationTime", "updateTime", "updateEpoch", "name"]);

// A seeded definition without an org (imsOrgId "") is visible to every org, so a seed file
// works whatever AEP_ORG_ID a user picks; it is shown with the caller's org.
function inScope(ctx: RouteContext) {
  return (s: StoredSegment) => (s.imsOrgId === "" || s.imsOrgId === ctx.caller.orgId) && s.sandbox.sandboxName === ctx.caller.sandbox;
}

function present(ctx: RouteContext, s: StoredSegment): StoredSegment {
  return s.imsOrgId === "" ? { ...s, imsOrgId: ctx.caller.orgId } : s;
}

function notFound(id: string): Reply {
  return problem(404, "UPS-1404", "Segment definition not found", `no segment definition with id ${id} in this sandbox`);
}

/** Checks the fields AEP requires and their shapes; returns a 400 reply or undefined. */
function invalid(def: Json): Reply | undefined {
  const bad = (detail: string) => problem(400, "UPS-1400", "Invalid segment definition", detail);
  if (typeof def.name !== "string" || def.name.trim().length === 0) return bad("name is required and must be a non-empty string");
  if (!isObject(def.schema) || typeof def.schema.name !== "string") return bad("schema.name is required (e.g. _xdm.context.profile)");
  const e = def.expression;
  if (!isObject(e)) return bad("expression is required: {type, format, value}");
  if (e.type !== "PQL" && e.type !== "ARL") return bad('expression.type must be "PQL"');
  if (e.format !== "pql/text" && e.format !== "pql/json") return bad('expression.format must be "pql/text" or "pql/json"');
  if (typeof e.value !== "string" || e.value.length === 0) return bad("expression.value must be a non-empty string");
  if (def.evaluationInfo !== undefined) {
    if (!isObject(def.evaluationInfo)) return bad("evaluationInfo must be an object");
    for (const kind of EVALUATION_KINDS) {
      const v = def.evaluationInfo[kind];
      if (v !== undefined && !(isObject(v) && typeof v.enabled === "boolean"))
        return bad(`evaluationInfo.${kind}.enabled must be a boolean`);
    }
  }
  if (def.mergePolicyId !== undefined && typeof def.mergePolicyId !== "string") return bad("mergePolicyId must be a string");
  if (def.ttlInDays !== undefined && typeof def.ttlInDays !== "number") return bad("ttlInDays must be a number");
  return undefined;
}

/** Omitted evaluationInfo means batch ("Segment definitions endpoint" in docs/aep-docs.md); omitted kinds are off. */
function normaliseEvaluation(info: unknown): Json {
  const given = isObject(info) ? info : { batch: { enabled: true } };
  const out: Json = { ...given };
  for (const kind of EVALUATION_KINDS) out[kind] = { enabled: isObject(given[kind]) ? given[kind].enabled === true : false };
  return out;
}

/** A 400 listing the errors lint gives for the expression when it is not valid PQL; undefined otherwise. */
function invalidPql(def: Json): Reply | undefined {
  const e = def.expression as Json; // checked by invalid()
  // A pql/json value is stored as sent, once it reads as a tree; its PQL is checked as text.
  const notTree = pqlJsonProblem(e);
  if (notTree) return problem(400, "UPS-1410", "Invalid PQL expression", notTree);
  const text = expressionPql(e);
  if (text === undefined) return undefined;
  const reasons = checkPqlText(text).invalid;
  if (reasons.length === 0) return undefined;
  return problem(
    400,
    "UPS-1410",
    "Invalid PQL expression",
    `expression.value is not valid PQL: ${reasons.map(describeReason).join("; ")}`,
    { reasons },
  );
}

function noRoom(ctx: RouteContext): Reply | undefined {
  if (ctx.state.data.segments.filter(inScope(ctx)).length < MAX_DEFINITIONS) return undefined;
  return problem(
    422,
    "UPS-1424",
    "Too many segment definitions",
    `the emulator keeps at most ${MAX_DEFINITIONS} segment definitions per sandbox and holds that many; delete some first`,
  );
}

function duplicate(ctx: RouteContext, name: string, exceptId?: string): Reply | undefined {
  const existing = ctx.state.data.segments.find((s) => inScope(ctx)(s) && s.name === name && s.id !== exceptId);
  if (!existing) return undefined;
  return problem(
    422,
    "UPS-1422",
    "Segment definition already exists",
    `a segment definition named "${name}" already exists (id ${existing.id}); use PATCH to change it`,
  );
}

function resolveMergePolicy(ctx: RouteContext, def: Json): Reply | undefined {
  const policies = ctx.state.data.mergePolicies;
  if (def.mergePolicyId === undefined) {
    def.mergePolicyId = policies.find((p) => p.default)?.id;
    if (def.mergePolicyId === undefined) delete def.mergePolicyId;
    return undefined;
  }
  if (!policies.some((p) => p.id === def.mergePolicyId))
    return problem(400, "UPS-1401", "Invalid segment definition", `merge policy ${String(def.mergePolicyId)} does not exist`);
  return undefined;
}

function create(ctx: RouteContext): Reply {
  if (!isObject(ctx.body)) return problem(400, "UPS-1400", "Invalid segment definition", "the body must be a segment definition object");
  const body: Json = { ...ctx.body };
  for (const f of SERVER_FIELDS) delete body[f];
  const rejection =
    invalid(body) ?? invalidPql(body) ?? duplicate(ctx, body.name as string) ?? resolveMergePolicy(ctx, body) ?? noRoom(ctx);
  if (rejection) return rejection;
  const now = ctx.now();
  const segment: StoredSegment = {
    id: ctx.state.newId(),
    ...body,
    name: body.name as string,
    profileInstanceId: typeof body.profileInstanceId === "string" ? body.profileInstanceId : "ups",
    evaluationInfo: normaliseEvaluation(body.evaluationInfo),
    imsOrgId: ctx.caller.orgId,
    sandbox: ctx.state.sandbox(ctx.caller.sandbox!),
    dataGovernancePolicy: isObject(body.dataGovernancePolicy) ? body.dataGovernancePolicy : { excludeOptOut: true },
    creationTime: now,
    updateEpoch: Math.floor(now / 1000),
    updateTime: now,
  };
  const edge = checkEdge(ctx, segment);
  if (edge) return edge;
  ctx.state.data.segments.push(segment);
  ctx.state.changed(["segments"]);
  return ok(segment, 200, { "X-Location": `${BASE}/${segment.id}` });
}

function get(ctx: RouteContext): Reply {
  const found = ctx.state.data.segments.find((s) => s.id === param(ctx, "id") && inScope(ctx)(s));
  return found ? ok(present(ctx, found)) : notFound(param(ctx, "id"));
}

function update(ctx: RouteContext): Reply {
  const index = ctx.state.data.segments.findIndex((s) => s.id === param(ctx, "id") && inScope(ctx)(s));
  if (index < 0) return notFound(param(ctx, "id"));
  if (!isObject(ctx.body)) return problem(400, "UPS-1400", "Invalid segment definition", "the body must be a segment definition object");
  const current = ctx.state.data.segments[index]!; // found above
  const changes: Json = { ...ctx.body };
  for (const f of SERVER_FIELDS) delete changes[f];
  const merged: Json = { ...current, ...changes };
  if (changes.evaluationInfo !== undefined) merged.evaluationInfo = normaliseEvaluation(changes.evaluationInfo);
  const rejection =
    invalid(merged) ??
    (changes.expression === undefined ? undefined : invalidPql(merged)) ??
    duplicate(ctx, merged.name as string, current.id) ??
    resolveMergePolicy(ctx, merged);
  if (rejection) return rejection;
  const now = ctx.now();
  const updated = { ...merged, updateTime: now, updateEpoch: Math.floor(now / 1000) } as unknown as StoredSegment;
  const edge = checkEdge(ctx, updated);
  if (edge) return edge;
  ctx.state.data.segments[index] = updated;
  ctx.state.changed(["segments"]);
  return ok(updated, 200, { "X-Location": `${BASE}/${updated.id}` });
}

function remove(ctx: RouteContext): Reply {
  const index = ctx.state.data.segments.findIndex((s) => s.id === param(ctx, "id") && inScope(ctx)(s));
  if (index < 0) return notFound(param(ctx, "id"));
  ctx.state.data.segments.splice(index, 1);
  ctx.state.changed(["segments"]);
  return ok({ status: true, message: `segment definition ${param(ctx, "id")} deleted` });
}

/**
 * bulkGetSegmentDefinitions (segmentation.yaml): `{ids: [{id}]}` in, 207 `{results: {id: definition}}`
 * out; an id not in this sandbox is left out of `results` (the spec shows found ones only).
 */
function bulkGet(ctx: RouteContext): Reply {
  const body = ctx.body;
  const ids = isObject(body) && Array.isArray(body.ids) ? body.ids : undefined;
  if (!ids?.every((x) => isObject(x) && typeof x.id === "string"))
    return problem(400, "UPS-1400", "Invalid request", "the body must be {ids: [{id}, ...]}");
  const results: Json = {};
  for (const { id } of ids as { id: string }[]) {
    const found = ctx.state.data.segments.find((s) => s.id === id && inScope(ctx)(s));
    if (found) results[id] = present(ctx, found) as unknown as Json;
  }
  return ok({ results }, 207);
}

function list(ctx: RouteContext): Reply {
  const q = ctx.query;
  const bad = (detail: string) => problem(400, "UPS-1402", "Invalid query", detail);
  const filters: { kind: (typeof EVALUATION_KINDS)[number]; enabled: boolean }[] = [];
  for (const kind of EVALUATION_KINDS) {
    const v = q.get(`evaluationInfo.${kind}.enabled`);
    if (v === null) continue;
    if (v !== "true" && v !== "false") return bad(`evaluationInfo.${kind}.enabled must be true or false`);
    filters.push({ kind, enabled: v === "true" });
  }
  const limit = intParam(q.get("limit"), 100);
  const page = intParam(q.get("page"), 0);
  const startRaw = q.get("start");
  const start = startRaw === null ? undefined : intParam(startRaw, 0);
  if (limit === undefined || limit < 1) return bad("limit must be a positive integer");
  if (page === undefined || (startRaw !== null && start === undefined)) return bad("page and start must be integers of 0 or more");
  const [sortField = "", sortDir] = (q.get("sort") ?? "creationTime:desc").split(":");
  if (!SORTABLE.has(sortField) || (sortDir !== undefined && sortDir !== "asc" && sortDir !== "desc"))
    return bad(`sort must be field:asc|desc with field one of ${[...SORTABLE].join(", ")}`);
  const direction = sortDir === "asc" ? 1 : -1;

  const effectiveLimit = Math.min(limit, MAX_LIMIT);
  const matching = ctx.state.data.segments
    .filter(inScope(ctx))
    .filter((s) => filters.every((f) => enabled(s, f.kind) === f.enabled))
    .sort((a, b) => direction * compare(a[sortField], b[sortField]) || compare(a.id, b.id));
  const offset = start ?? page * effectiveLimit;
  const items = matching.slice(offset, offset + effectiveLimit);
  const totalPages = Math.ceil(matching.length / effectiveLimit);
  const currentPage = Math.floor(offset / effectiveLimit);
  const link: Json = {};
  if (offset + effectiveLimit < matching.length) {
    const next = new URLSearchParams(q);
    next.delete("start");
    next.set("page", String(currentPage + 1));
    next.set("limit", String(effectiveLimit));
    link.next = `${BASE}?${next.toString()}`;
  }
  return ok({
    segments: items.map((s) => present(ctx, s)),
    page: {
      totalCount: matching.length,
      totalPages,
      sortField,
      sort: direction === 1 ? "asc" : "desc",
      pageSize: items.length,
      limit: effectiveLimit,
    },
    link,
  });
}

function enabled(s: StoredSegment, kind: (typeof EVALUATION_KINDS)[number]): boolean {
  const info = s.evaluationInfo;
  const entry = isObject(info) ? info[kind] : undefined;
  return isObject(entry) && entry.enabled === true;
}

function intParam(value: string | null, fallback: number): number | undefined {
  if (value === null || value === "") return fallback;
  return /^\d+$/.test(value) ? Number(value) : undefined;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a ?? "").localeCompare(String(b ?? ""));
}

export const segmentRoutes: Route[] = [
  route("GET", BASE, list),
  route("POST", BASE, create),
  { ...route("POST", `${BASE}/bulk-get`, bulkGet), keepsNothing: true },
  route("GET", `${BASE}/:id`, get),
  route("PATCH", `${BASE}/:id`, update),
  route("DELETE", `${BASE}/:id`, remove),
];
