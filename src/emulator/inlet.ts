// The streaming inlet (data plane, "Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md): `POST /collection/{inletId}` takes one JSON
// record and answers 200 `{inletId, xactionId, receivedTimeMs}` (`sendMessage` of
// streaming-ingestion.yaml, which requires x-sandbox-name: a request without it is a 400). The
// record is raw, or the XDM envelope `{header, body: {xdmMeta, xdmEntity}}`, checked as the spec
// says. Each record counts in its dataflow's run (flow-runs.ts). Anything that is not JSON is a
// 400 that says so. An inlet whose base connection asks for authentication wants a Bearer token
// (401 in the streaming problem shape, where `status` is a string).
import { randomUUID } from "node:crypto";
import { streamStore, type Stored } from "./flow-store.js";
import { addEvent, mergeAttributes, primaryIdentity, profileChanged, profileOf, profilePath } from "./profiles.js";
import { ownValue, setOwn } from "./prototype-keys.js";
import { route, type Reply, type Route, type RouteContext, param } from "./router.js";
import type { Json } from "./state.js";
import { countRecord, type RunError } from "./flow-runs.js";
import { jsonValue, parseJson, type JsonNode } from "../audience/json-source.js";
import { checkRecords } from "../stream/record-check.js";
import { mappingPairs, schemaFields } from "../stream/record-shape.js";
import { isObject } from "../text/is-object.js";

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
    // No "Bearer" followed by a word: the client's redactor rightly scrubs whatever follows it
    // ("bearer <token>" reached the user as "bearer [REDACTED]").
    return dcsProblem(
      401,
      "authorization",
      "Authorization",
      "this inlet requires authentication: send an access token in the Authorization header",
    );
  const type = String(ctx.headers["content-type"] ?? "");
  if (!/^application\/([\w.+-]*\+)?json/i.test(type))
    return dcsProblem(
      400,
      "bad-request",
      "Bad request",
      `the body must be JSON (Content-Type: application/json); got ${type || "no Content-Type"}`,
    );
  const parsed = parseJson(ctx.rawBody);
  if (!parsed.ok) return dcsProblem(400, "bad-request", "Bad request", `the body is not valid JSON: ${parsed.error.message}`);
  const record = jsonValue(parsed.node);
  if (typeof record !== "object" || record === null || Array.isArray(record))
    return dcsProblem(400, "bad-request", "Bad request", "the body must be a JSON object (one record)");
  // sendMessage in streaming-ingestion.yaml requires x-sandbox-name.
  if (!header(ctx, "x-sandbox-name"))
    return dcsProblem(400, "bad-request", "Bad request", "the x-sandbox-name header is required (the sandbox of the dataflow)");
  const envelope = envelopeProblem(record as Json);
  if (envelope) return dcsProblem(400, "bad-request", "Bad request", envelope);
  const { flow, error } = flowOf(ctx, found, record as Json);
  if (error) return dcsProblem(400, "bad-request", "Bad request", error);
  // What the record check refuses counts as a failed record of the dataflow's run (flow-runs.ts);
  // the inlet still answers 200, as AEP's does: validation happens after receipt.
  const refused = flow ? recordProblem(ctx, flow, parsed.node) : undefined;
  if (flow) countRecord(ctx, flow, Buffer.byteLength(ctx.rawBody), refused);
  if (!refused) {
    const full = keepInProfile(ctx, record as Json);
    if (full) return dcsProblem(507, "profile-store-full", "Profile store full", full);
  }
  const store = streamStore(ctx);
  setOwn(store.received, inletId, ((ownValue(store.received, inletId) as number | undefined) ?? 0) + 1);
  ctx.state.changed(["buckets", "stream", "received", inletId]);
  return { status: 200, body: { inletId, xactionId: `${ctx.now()}:${randomUUID()}`, receivedTimeMs: ctx.now() } };
}

function header(ctx: RouteContext, name: string): string | undefined {
  const v = ctx.headers[name];
  const value = Array.isArray(v) ? v[0] : v;
  return value?.trim() ? value.trim() : undefined;
}

/**
 * The XDM envelope (streaming-ingestion.yaml, `streamingMessage`): when a record has both `header`
 * and `body`, the fields sendMessage requires must be there.
 */
function envelopeProblem(record: Json): string | undefined {
  const h = record.header;
  const b = record.body;
  if (!isObject(h) || !isObject(b)) return undefined;
  const ref = (v: unknown) => isObject(v) && typeof v.id === "string" && typeof v.contentType === "string";
  if (!ref(h.schemaRef)) return "header.schemaRef {id, contentType} is required";
  for (const f of ["imsOrgId", "datasetId", "flowId"]) if (typeof h[f] !== "string") return `header.${f} is required`;
  if (!isObject(b.xdmMeta) || !ref(b.xdmMeta.schemaRef)) return "body.xdmMeta.schemaRef {id, contentType} is required";
  if (!isObject(b.xdmEntity)) return "body.xdmEntity must be an object (the record)";
  return undefined;
}

/**
 * The dataflow a record is for: the `x-adobe-flow-id` header (Adobe's raw-data tutorial) or query
 * parameter (the webhook URL), the envelope's `header.flowId`, else the inlet's only dataflow.
 */
function flowOf(ctx: RouteContext, found: { base?: Stored; flow?: Stored }, record: Json): { flow?: Stored; error?: string } {
  const envelope = isObject(record.header) && isObject(record.body) ? record.header : undefined;
  const named = header(ctx, "x-adobe-flow-id") ?? ctx.query.get("x-adobe-flow-id") ?? (envelope?.flowId as string | undefined);
  const store = streamStore(ctx);
  const inletId = param(ctx, "inletId");
  const onInlet = found.flow ? [found.flow] : store.flows.filter((f) => (f.options as Json | undefined)?.inletId === inletId);
  if (typeof named !== "string") return { flow: onInlet.length === 1 ? onInlet[0] : undefined };
  const flow = onInlet.find((f) => f.id === named);
  if (!flow) return { error: `dataflow ${named} does not stream through this inlet` };
  if (envelope) {
    const target = store.targetConnections.find((t) => t.id === (flow.targetConnectionIds as string[])[0]);
    const datasetId = (target?.params as Json | undefined)?.dataSetId;
    if (envelope.datasetId !== datasetId)
      return { error: `header.datasetId ${String(envelope.datasetId)} is not the dataset of dataflow ${flow.id}` };
  }
  return { flow };
}

/** The first problem the record check (src/stream/record-check.ts, as `stream send` runs it) finds. */
function recordProblem(ctx: RouteContext, flow: Stored, node: JsonNode): RunError | undefined {
  const store = streamStore(ctx);
  const target = store.targetConnections.find((t) => t.id === (flow.targetConnectionIds as string[])[0]);
  const schemaId = ((target?.data as Json | undefined)?.schema as Json | undefined)?.id;
  const schema = store.schemas.find((s) => s.id === schemaId || s["meta:altId"] === schemaId);
  const transformations = Array.isArray(flow.transformations) ? flow.transformations : [];
  const mappingId = transformations.map((t) => (isObject(t) && isObject(t.params) ? t.params.mappingId : undefined)).find(Boolean);
  const mapping = store.mappingSets.find((m) => m.id === mappingId);
  const [problem] = checkRecords([node], { fields: schemaFields(schema), mappings: mappingPairs(mapping) });
  if (!problem) return undefined;
  const field = problem.mappedTo ? `${problem.path} (mapped to ${problem.mappedTo})` : problem.path;
  return { code: "EMULATOR-RECORD-TYPE", message: `${field}: expected ${problem.expected}, got ${problem.actual}` };
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
  const found = profileOf(ctx, identity);
  if (!found.ok) return found.message;
  if (typeof entity.eventType === "string" && typeof entity.timestamp === "string") addEvent(ctx, found.key, entity);
  else {
    mergeAttributes(found.profile.attributes, entity);
    profileChanged(ctx, found.profile);
    ctx.state.changed([...profilePath(found.key), "attributes"]);
  }
  return undefined;
}

export const inletRoutes: Route[] = [
  { ...route("POST", "/collection/:inletId", receive, "none"), storeFull: (detail) => dcsProblem(507, "store-full", "Store full", detail) },
];
