// Data Lifecycle work that moves the quota counters ("Quota endpoint" in docs/aep-docs.md): dataset expirations
// (`/data/core/hygiene/ttl`) and record deletes (`/data/core/hygiene/workorder`). Only what the
// quota needs: create, list and cancel expirations; create work orders. Validation and quota
// checks run before anything is recorded, so a rejected request is never counted.
import { randomUUID } from "node:crypto";
import { consumed, count, limitOf, orgQuota, pendingExpirations, quotaRoute, type DatasetExpiration, type EmulatedQuota } from "./quota.js";
import { ok, problem } from "./responses.js";
import { route, type Reply, type Route, type RouteContext, param } from "./router.js";
import { isObject } from "../text/is-object.js";

const BASE = "/data/core/hygiene";
/** Work orders and expirations kept per org (the newest): lists that grow with every request. */
export const MAX_KEPT = 10_000;
const bad = (code: number, title: string, detail: string) => problem(400, `HYGN-${code}`, title, detail);

function overQuota(ctx: RouteContext, name: EmulatedQuota, adding: number): Reply | undefined {
  const used = consumed(ctx, name);
  const limit = limitOf(ctx, name);
  if (used + adding <= limit) return undefined;
  return bad(3200, "Quota exceeded", `${name}: ${used} of ${limit} used; this request needs ${adding} more`);
}

function createExpiration(ctx: RouteContext): Reply {
  const body = ctx.body;
  if (!isObject(body) || typeof body.datasetId !== "string" || !body.datasetId)
    return bad(3100, "Invalid request", "datasetId is required");
  const expiry = typeof body.expiry === "string" ? Date.parse(body.expiry) : NaN;
  if (Number.isNaN(expiry)) return bad(3101, "Invalid request", "expiry must be an ISO 8601 date-time");
  if (expiry <= ctx.now()) return bad(3102, "Invalid request", "expiry must be in the future");
  const org = orgQuota(ctx);
  if (pendingExpirations(org, ctx.now()).some((e) => e.datasetId === body.datasetId))
    return bad(3103, "Invalid request", `dataset ${body.datasetId} already has a pending expiration`);
  const over = overQuota(ctx, "datasetExpirationQuota", 1);
  if (over) return over;
  const ttl: DatasetExpiration = {
    ttlId: `SD-${randomUUID()}`,
    datasetId: body.datasetId,
    expiry: new Date(expiry).toISOString(),
    status: "pending",
    ...(typeof body.displayName === "string" ? { displayName: body.displayName } : {}),
    ...(typeof body.description === "string" ? { description: body.description } : {}),
    createdAt: new Date(ctx.now()).toISOString(),
  };
  org.expirations.push(ttl);
  // Past the bound, forget the oldest that no longer count (cancelled or expired); pending ones stay.
  if (org.expirations.length > MAX_KEPT) {
    const now = ctx.now();
    const spare = org.expirations.findIndex((e) => e.status !== "pending" || Date.parse(e.expiry) <= now);
    if (spare >= 0) org.expirations.splice(spare, 1);
  }
  ctx.state.changed(["buckets", "quota"]);
  return ok(ttl, 201);
}

function listExpirations(ctx: RouteContext): Reply {
  const results = orgQuota(ctx).expirations;
  return ok({ results, total: results.length, count: results.length });
}

function cancelExpiration(ctx: RouteContext): Reply {
  const ttl = orgQuota(ctx).expirations.find((e) => e.ttlId === param(ctx, "ttlId"));
  if (!ttl) return problem(404, "HYGN-3404", "Not found", `no dataset expiration ${param(ctx, "ttlId")}`);
  ttl.status = "cancelled";
  ctx.state.changed(["buckets", "quota"]);
  return ok(ttl);
}

const ACTIONS: Record<string, EmulatedQuota[]> = {
  delete_identity: ["dailyConsumerDeleteIdentitiesQuota", "monthlyConsumerDeleteIdentitiesQuota"],
  update_field: ["monthlyUpdatedFieldIdentitiesQuota"],
};

function createWorkOrder(ctx: RouteContext): Reply {
  const body = ctx.body;
  if (!isObject(body)) return bad(3300, "Invalid request", "the body must be a work order object");
  const quotas = typeof body.action === "string" ? ACTIONS[body.action] : undefined;
  if (!quotas) return bad(3301, "Invalid request", `action must be one of ${Object.keys(ACTIONS).join(", ")}`);
  if (typeof body.datasetId !== "string" || !body.datasetId)
    return bad(3302, "Invalid request", 'datasetId is required (a dataset id, or "ALL")');
  const identities = body.identities;
  if (!Array.isArray(identities) || identities.length === 0) return bad(3303, "Invalid request", "identities must be a non-empty array");
  for (const [i, identity] of identities.entries()) {
    if (
      !isObject(identity) ||
      !isObject(identity.namespace) ||
      typeof identity.namespace.code !== "string" ||
      typeof identity.id !== "string"
    )
      return bad(3304, "Invalid request", `identities[${i}] must be {namespace: {code}, id}`);
  }
  for (const name of quotas) {
    const over = overQuota(ctx, name, identities.length);
    if (over) return over;
  }
  for (const name of quotas) count(ctx, name, identities.length);
  const order = {
    workorderId: `DI-${randomUUID()}`,
    action: body.action as string,
    identities: identities.length,
    createdAt: new Date(ctx.now()).toISOString(),
  };
  const orders = orgQuota(ctx).workOrders;
  orders.push(order);
  if (orders.length > MAX_KEPT) orders.splice(0, orders.length - MAX_KEPT);
  ctx.state.changed(["buckets", "quota"]);
  return ok({ ...order, orgId: ctx.caller.orgId, status: "received", datasetId: body.datasetId }, 201);
}

export const quotaRoutes: Route[] = [
  quotaRoute,
  route("POST", `${BASE}/ttl`, createExpiration),
  route("GET", `${BASE}/ttl`, listExpirations),
  route("DELETE", `${BASE}/ttl/:ttlId`, cancelExpiration),
  route("POST", `${BASE}/workorder`, createWorkOrder),
];
