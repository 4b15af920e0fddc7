// The streaming inlet (data plane, "Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md): `POST /collection/{inletId}` takes one JSON
// record and answers 200 `{inletId, xactionId, receivedTimeMs}`. Anything that is not JSON is a
// 400 that says so. An inlet whose base connection asks for authentication wants a Bearer token
// (401 in the streaming problem shape, where `status` is a string).
import { randomUUID } from "node:crypto";
import { streamStore, type Stored } from "./flow-store.js";
import { addEvent, mergeAttributes, primaryIdentity, profileChanged, profileOf, profilePath } from "./profiles.js";
import { ownValue, setOwn } from "./prototype-keys.js";
import { route, type Reply, type Route, type RouteContext, param } from "./router.js";
import type { Json } from "./state.js";

const PROBLEM = "https://ns.adobe.com/adobecloud/problem/data-collection-service";

function dcsProblem(status: number, kind: string, title: string, message: string): Reply {
  return { status, body: { type: `${PROBLEM}-${kind}`, status: String(status), title, report: { message } } };
}

/** The base connection or flow that owns an inlet (inlets are org-wide: the URL is the secret). */
function owner(ctx: RouteContext, inletId: string): { base?: Stored; flow?: Stored } | undefined {
  const store = streamStore(ctx);
  const base = store.connections.find((c) => ((c.auth as Json | undefined)?.params as Json | undefined)?.inletId === inletId);
  if (base) return { base };
  const flow = store.flows.find((f) => (f.options as Json | undefined)?.inletId === inletId);
  return flow ? { flow } : undefined;
}

function receive(ctx: RouteContext): Reply {
  const inletId = param(ctx, "inletId");
  const found = owner(ctx, inletId);
  if (!found) return dcsProblem(404, "not-found", "Not found", `no inlet ${inletId}`);
  const params = (found.base?.auth as Json | undefined)?.params as Json | undefined;
  if (params?.authenticationRequired === true && !/^Bearer\s+\S+/i.test(String(ctx.headers.authorization ?? "")))
    return dcsProblem(401, "authorization", "Authorization", "this inlet requires authentication: send Authorization: Bearer <token>");
  const type = String(ctx.headers["content-type"] ?? "");
  if (!/^application\/([\w.+-]*\+)?json/i.test(type))
    return dcsProblem(
      400,
      "bad-request",
      "Bad request",
      `the body must be JSON (Content-Type: application/json); got ${type || "no Content-Type"}`,
    );
  let record: unknown;
  try {
    record = JSON.parse(ctx.rawBody);
  } catch (e) {
    return dcsProblem(400, "bad-request", "Bad request", `the body is not valid JSON: ${e instanceof Error ? e.message : "unreadable"}`);
  }
  if (typeof record !== "object" || record === null)
    return dcsProblem(400, "bad-request", "Bad request", "the body must be a JSON object (one record)");
  const refused = keepInProfile(ctx, record as Json);
  if (refused) return dcsProblem(507, "profile-store-full", "Profile store full", refused);
  const store = streamStore(ctx);
  setOwn(store.received, inletId, ((ownValue(store.received, inletId) as number | undefined) ?? 0) + 1);
  ctx.state.changed(["buckets", "stream", "received", inletId]);
  return { status: 200, body: { inletId, xactionId: `${ctx.now()}:${randomUUID()}`, receivedTimeMs: ctx.now() } };
}

/**
 * A record with one primary identity lands in the profile store (profiles.ts): an ExperienceEvent
 * (it has `eventType` and `timestamp`) joins the profile's events, anything else merges into its
 * attributes. The XDM entity is the record itself or its `body.xdmEntity` (the streaming envelope).
 */
function keepInProfile(ctx: RouteContext, record: Json): string | undefined {
  const body = record.body as Json | undefined;
  const entity = (
    typeof body === "object" && body !== null && typeof body.xdmEntity === "object" && body.xdmEntity !== null ? body.xdmEntity : record
  ) as Json;
  const identity = primaryIdentity(entity);
  if (!identity.ok) return undefined;
  const found = profileOf(ctx, identity, entity);
  if (!found.ok) return found.message;
  if (typeof entity.eventType === "string" && typeof entity.timestamp === "string") addEvent(ctx, found.key, entity);
  else {
    mergeAttributes(found.profile.attributes, entity);
    profileChanged(ctx, found.profile);
    ctx.state.changed([...profilePath(found.key), "attributes"]);
  }
  return undefined;
}

export const inletRoutes: Route[] = [route("POST", "/collection/:inletId", receive, "none")];
