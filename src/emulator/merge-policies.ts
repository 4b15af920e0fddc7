// Profile merge policies: `GET /data/core/ups/config/mergePolicies` (cursor paging through
// `_links.next.href`, "" on the last page) and `GET .../{id}` ("Merge policies endpoint" in docs/aep-docs.md). The list is the
// same for every org and sandbox; `imsOrgId` and `sandbox` are filled in from the caller.
// The cursor is opaque to clients (base64url of an offset), as AEP's is.
import { gatewayError, ok, problem } from "./responses.js";
import { route, type Reply, type Route, type RouteContext, param } from "./router.js";
import type { MergePolicy } from "./state.js";

const BASE = "/data/core/ups/config/mergePolicies";

function present(ctx: RouteContext, p: MergePolicy): MergePolicy {
  return { ...p, imsOrgId: ctx.caller.orgId, sandbox: ctx.state.sandbox(ctx.caller.sandbox!) };
}

function list(ctx: RouteContext): Reply {
  const q = ctx.query;
  const limitText = q.get("limit") ?? "20";
  if (!/^\d+$/.test(limitText) || Number(limitText) < 1) return gatewayError(400, "400001", "limit must be a positive integer");
  const limit = Math.min(Number(limitText), 100);
  let offset = 0;
  const start = q.get("start");
  if (start) {
    const decoded = Buffer.from(start, "base64url").toString("utf8");
    if (!/^\d+$/.test(decoded)) return gatewayError(400, "400001", "start is not a cursor this service issued");
    offset = Number(decoded);
  }
  const boolFilter = (name: string) => {
    const v = q.get(name);
    return v === null ? undefined : v === "true";
  };
  const onEdge = boolFilter("isActiveOnEdge");
  const isDefault = boolFilter("default");
  const orderBy = q.get("orderBy") ?? q.get("orderby") ?? "";
  const matching = ctx.state.data.mergePolicies
    .filter((p) => (onEdge === undefined || p.isActiveOnEdge === onEdge) && (isDefault === undefined || p.default === isDefault))
    .sort((a, b) => (orderBy.replace(/^[+-]/, "") === "name" ? (orderBy.startsWith("-") ? -1 : 1) * a.name.localeCompare(b.name) : 0));
  const children = matching.slice(offset, offset + limit).map((p) => present(ctx, p));
  const more = offset + limit < matching.length;
  const cursor = Buffer.from(String(offset + limit), "utf8").toString("base64url");
  const keep = new URLSearchParams(q);
  keep.delete("start");
  keep.delete("limit");
  const rest = keep.toString();
  return ok({
    // `count` is what profile.yaml's Page requires; totalCount and pageSize are what the guide's example shows.
    _page: { count: children.length, totalCount: matching.length, pageSize: children.length },
    children,
    _links: {
      next: {
        href: more ? `@/mergePolicies?start=${cursor}&orderBy=${encodeURIComponent(orderBy)}&limit=${limit}${rest ? `&${rest}` : ""}` : "",
      },
    },
  });
}

function get(ctx: RouteContext): Reply {
  const found = ctx.state.data.mergePolicies.find((p) => p.id === param(ctx, "id"));
  return found
    ? ok(present(ctx, found))
    : problem(404, "UPS-2404", "Merge policy not found", `no merge policy with id ${param(ctx, "id")}`);
}

export const mergePolicyRoutes: Route[] = [route("GET", BASE, list), route("GET", `${BASE}/:id`, get)];
