// Data Lifecycle work that moves the quota counters ("Quota endpoint" in docs/aep-docs.md), as
// data-hygiene.yaml describes it (https://github.com/AdobeDocs/experience-platform-apis,
// static/swagger-specs/data-hygiene.yaml): dataset expirations (`/data/core/hygiene/ttl`: createTtl,
// listTtl, getTtl, deleteTtl) and record deletes (`/data/core/hygiene/workorder`: createWorkOrder,
// getWorkOrders, getWorkOrderById). Validation and quota checks run before anything is recorded,
// so a rejected request is never counted. Errors take the spec's shapes: `ttlErrorResponse400` (a
// problem with `report.tenantInfo` and an `error-chain`) for expirations, `ErrorResponse400`
// (`{error_code, message}`) for work orders, `ErrorResponse404` for an id not found. Left out:
// updateTtl and updateWorkOrderById (PUT), and the list filters other than `limit` and `page`.
import { randomUUID } from "node:crypto";
import {
  consumed,
  count,
  limitOf,
  orgQuota,
  pendingExpirations,
  quotaRoute,
  type DatasetExpiration,
  type EmulatedQuota,
  type WorkOrder,
} from "./quota.js";
import { gatewayError, ok } from "./responses.js";
import { route, type Reply, type Route, type RouteContext, param } from "./router.js";
import { isObject } from "../text/is-object.js";

const BASE = "/data/core/hygiene";
/** Work orders and expirations kept per org (the newest): lists that grow with every request. */
export const MAX_KEPT = 10_000;
/** data-hygiene.yaml's `ttlErrorResponse400`: a problem naming the tenant, and the error chain. */
function ttlError(ctx: RouteContext, code: number, title: string, detail: string): Reply {
  const errorCode = `HYGN-${code}-400`;
  return {
    status: 400,
    body: {
      type: `http://ns.adobe.com/aep/errors/${errorCode}`,
      title,
      status: 400,
      detail,
      report: {
        tenantInfo: {
          sandboxName: ctx.caller.sandbox ?? "prod",
          sandboxId: ctx.state.sandbox(ctx.caller.sandbox ?? "prod").sandboxId,
          imsOrgId: ctx.caller.orgId,
        },
        additionalContext: { "Invoking Client ID": ctx.caller.clientId },
      },
      "error-chain": [{ serviceId: "HYGN", errorCode, invokingServiceId: ctx.caller.clientId, unixTimeStampMs: ctx.now() }],
    },
  };
}

/** data-hygiene.yaml's `ErrorResponse400`/`ErrorResponse404`: `{error_code, message}`. */
const workOrderError = (code: string, message: string) => gatewayError(Number(code.slice(0, 3)), code, message);

function overQuota(ctx: RouteContext, name: EmulatedQuota, adding: number): string | undefined {
  const used = consumed(ctx, name);
  const limit = limitOf(ctx, name);
  if (used + adding <= limit) return undefined;
  return `${name}: ${used} of ${limit} used; this request needs ${adding} more`;
}

function createExpiration(ctx: RouteContext): Reply {
  const body = ctx.body;
  if (!isObject(body) || typeof body.datasetId !== "string" || !body.datasetId)
    return ttlError(ctx, 3100, "Invalid request", "datasetId is required");
  const expiry = typeof body.expiry === "string" ? Date.parse(body.expiry) : NaN;
  if (Number.isNaN(expiry)) return ttlError(ctx, 3101, "Invalid request", "expiry must be an ISO 8601 date-time");
  if (expiry <= ctx.now()) return ttlError(ctx, 3102, "Invalid request", "expiry must be in the future");
  const org = orgQuota(ctx);
  if (pendingExpirations(org, ctx.now()).some((e) => e.datasetId === body.datasetId))
    return ttlError(ctx, 3103, "Invalid request", `dataset ${body.datasetId} already has a pending expiration`);
  const over = overQuota(ctx, "datasetExpirationQuota", 1);
  if (over) return ttlError(ctx, 3200, "Quota exceeded", over);
  const ttl: DatasetExpiration = {
    ttlId: `SD-${randomUUID()}`,
    datasetId: body.datasetId,
    expiry: new Date(expiry).toISOString(),
    status: "pending",
    sandboxName: ctx.caller.sandbox ?? "prod",
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
  return ok(expirationView(ctx, ttl), 201);
}

/** `limit` (1 to 100, default 25) and `page` (1-based), as data-hygiene.yaml's list operations take them; or the 400 to answer. */
function paging(ctx: RouteContext): { limit: number; page: number } | { error: string } {
  const limitText = ctx.query.get("limit") ?? "25";
  const pageText = ctx.query.get("page") ?? "1";
  if (!/^\d+$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 100)
    return { error: "limit must be a whole number from 1 to 100" };
  if (!/^\d+$/.test(pageText) || Number(pageText) < 1) return { error: "page must be a whole number from 1" };
  return { limit: Number(limitText), page: Number(pageText) };
}

/** listTtl: `{results, current_page, total_pages, total_count}` (TTLListResponse). */
function listExpirations(ctx: RouteContext): Reply {
  const paged = paging(ctx);
  if ("error" in paged) return ttlError(ctx, 3110, "Invalid request", paged.error);
  const all = orgQuota(ctx).expirations.filter((e) => ownSandbox(ctx, e));
  const results = all.slice((paged.page - 1) * paged.limit, paged.page * paged.limit).map((e) => expirationView(ctx, e));
  return ok({ results, current_page: paged.page, total_pages: Math.ceil(all.length / paged.limit), total_count: all.length });
}

/** An expiration as TTLDetailResponse names its fields; `executing`/`completed` once its expiry passed. */
function expirationView(ctx: RouteContext, e: DatasetExpiration): Record<string, unknown> {
  const status = e.status === "pending" && Date.parse(e.expiry) <= ctx.now() ? "completed" : e.status;
  const { sandboxName, ...rest } = e;
  return { ...rest, status, sandboxName: sandboxName ?? "prod", imsOrg: ctx.caller.orgId, updatedAt: e.updatedAt ?? e.createdAt };
}

function ownSandbox(ctx: RouteContext, e: { sandboxName?: string }): boolean {
  return (e.sandboxName ?? "prod") === (ctx.caller.sandbox ?? "prod");
}

function findExpiration(ctx: RouteContext): DatasetExpiration | undefined {
  return orgQuota(ctx).expirations.find((e) => e.ttlId === param(ctx, "ttlId") && ownSandbox(ctx, e));
}

function getExpiration(ctx: RouteContext): Reply {
  const ttl = findExpiration(ctx);
  return ttl ? ok(expirationView(ctx, ttl)) : workOrderError("404003", `no dataset expiration ${param(ctx, "ttlId")}`);
}

function cancelExpiration(ctx: RouteContext): Reply {
  const ttl = findExpiration(ctx);
  if (!ttl) return workOrderError("404003", `no dataset expiration ${param(ctx, "ttlId")}`);
  ttl.status = "cancelled";
  ttl.updatedAt = new Date(ctx.now()).toISOString();
  ctx.state.changed(["buckets", "quota"]);
  return ok(expirationView(ctx, ttl));
}

/**
 * The request's `action` (CreateWorkorderRequest), the quotas it moves, and the name the spec's
 * responses give it: "Use delete_identity in requests, while responses will return
 * identity-delete". `update_field` is the emulator's, for monthlyUpdatedFieldIdentitiesQuota (the
 * Quota endpoint guide's; the spec documents no request that moves it).
 */
const ACTIONS: Record<string, { quotas: EmulatedQuota[]; answered: string }> = {
  delete_identity: { quotas: ["dailyConsumerDeleteIdentitiesQuota", "monthlyConsumerDeleteIdentitiesQuota"], answered: "identity-delete" },
  update_field: { quotas: ["monthlyUpdatedFieldIdentitiesQuota"], answered: "field-update" },
};

/** createWorkOrder: the body `{action, datasetId, displayName?, description?, namespacesIdentities: [{namespace: {code}, IDs}]}`; 200. */
function createWorkOrder(ctx: RouteContext): Reply {
  const body = ctx.body;
  if (!isObject(body)) return workOrderError("400301", "the body must be a work order object");
  const action = typeof body.action === "string" ? ACTIONS[body.action] : undefined;
  if (!action || !Object.hasOwn(ACTIONS, String(body.action)))
    return workOrderError("400302", `action must be one of ${Object.keys(ACTIONS).join(", ")}`);
  if (typeof body.datasetId !== "string" || !body.datasetId)
    return workOrderError("400303", 'datasetId is required (a dataset id, or "ALL")');
  const groups = body.namespacesIdentities;
  if (!Array.isArray(groups) || groups.length === 0) return workOrderError("400304", "namespacesIdentities must be a non-empty array");
  let identities = 0;
  for (const [i, group] of groups.entries()) {
    if (
      !isObject(group) ||
      !isObject(group.namespace) ||
      typeof group.namespace.code !== "string" ||
      !Array.isArray(group.IDs) ||
      group.IDs.length === 0 ||
      !group.IDs.every((id) => typeof id === "string" && id.length > 0)
    )
      return workOrderError("400304", `namespacesIdentities[${i}] must be {namespace: {code}, IDs: [...]} with at least one id`);
    identities += group.IDs.length;
  }
  for (const name of action.quotas) {
    const over = overQuota(ctx, name, identities);
    if (over) return workOrderError("400320", `Quota exceeded: ${over}`);
  }
  for (const name of action.quotas) count(ctx, name, identities);
  const now = new Date(ctx.now()).toISOString();
  const order: WorkOrder = {
    workorderId: `DI-${randomUUID()}`,
    action: action.answered,
    identities,
    createdAt: now,
    updatedAt: now,
    sandboxName: ctx.caller.sandbox ?? "prod",
    datasetId: body.datasetId,
    status: "received",
    createdBy: ctx.caller.clientId,
    ...(typeof body.displayName === "string" ? { displayName: body.displayName } : {}),
    ...(typeof body.description === "string" ? { description: body.description } : {}),
  };
  const orders = orgQuota(ctx).workOrders;
  orders.push(order);
  if (orders.length > MAX_KEPT) orders.splice(0, orders.length - MAX_KEPT);
  ctx.state.changed(["buckets", "quota"]);
  return ok(workOrderView(ctx, order));
}

/** A work order as CreateWorkorderResponse / Workorder name its fields. */
function workOrderView(ctx: RouteContext, order: WorkOrder): Record<string, unknown> {
  const { identities, sandboxName: _s, ...rest } = order;
  return { ...rest, orgId: ctx.caller.orgId, operationCount: identities, targetServices: ["profile", "datalake", "identity"] };
}

/** getWorkOrders: `{results, total, count, _links}` (WorkorderListResponse). */
function listWorkOrders(ctx: RouteContext): Reply {
  const paged = paging(ctx);
  if ("error" in paged) return workOrderError("400305", paged.error);
  const all = orgQuota(ctx).workOrders.filter((o) => ownSandbox(ctx, o));
  const results = all.slice((paged.page - 1) * paged.limit, paged.page * paged.limit).map((o) => workOrderView(ctx, o));
  const more = paged.page * paged.limit < all.length;
  return ok({
    results,
    total: all.length,
    count: results.length,
    _links: more ? { next: { href: `${BASE}/workorder?page=${paged.page + 1}&limit=${paged.limit}`, templated: false } } : {},
  });
}

function getWorkOrder(ctx: RouteContext): Reply {
  const order = orgQuota(ctx).workOrders.find((o) => o.workorderId === param(ctx, "id") && ownSandbox(ctx, o));
  return order ? ok(workOrderView(ctx, order)) : workOrderError("404003", `no work order ${param(ctx, "id")}`);
}

export const quotaRoutes: Route[] = [
  quotaRoute,
  route("POST", `${BASE}/ttl`, createExpiration),
  route("GET", `${BASE}/ttl`, listExpirations),
  route("GET", `${BASE}/ttl/:ttlId`, getExpiration),
  route("DELETE", `${BASE}/ttl/:ttlId`, cancelExpiration),
  route("POST", `${BASE}/workorder`, createWorkOrder),
  route("GET", `${BASE}/workorder`, listWorkOrders),
  route("GET", `${BASE}/workorder/:id`, getWorkOrder),
];
