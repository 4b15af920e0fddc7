// Flow Service (`/data/foundation/flowservice`, "Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md): base connections, source and
// target connections, dataflows. Creates answer 201 `{id, etag}`; a GET by id answers
// `{items:[...]}`; PATCH takes a JSON-Patch array and `If-Match`; deletes answer 204.
import type * as z from "zod";
import { ApiError } from "./errors.js";
import { updateWithEtag, type EtagUpdateResult } from "./etag-update.js";
import * as schemas from "./flow-schemas.js";
import { itemsOf, parseResponse } from "./flow-schemas.js";
import type { ConnectionItem, Created, FlowItem } from "./response-types.js";
import { SERVICE_PATHS, type AepClient } from "./http.js";

const BASE = SERVICE_PATHS.flowService;

export interface SpecRef {
  id: string;
  version: string;
}

/**
 * One RFC 6902 operation, as Adobe's tutorials send Flow Service PATCH bodies ("Update dataflows
 * using the Flow Service API", https://experienceleague.adobe.com/en/docs/experience-platform/sources/api-tutorials/update-dataflows,
 * and "Update source connections"): an array, `op` in lower case, `value` the new value itself
 * (`{"op": "replace", "path": "/name", "value": "..."}`). flow-service.yaml disagrees with itself:
 * its `PatchInstruction` schema lists `ADD`/`REPLACE`/`REMOVE` and a `value` object with a
 * `description`, and `patchConnection` takes one instruction where `patchFlow` takes an array,
 * while the same operations' prose says `add`, `replace`, `remove`. The tutorials are what AEP is
 * called with, and RFC 6902 (which the prose follows) defines lower case, so this is what is sent;
 * the contract test (test/contract/, specs/flow-service.ts) holds it to that.
 */
export interface PatchOperation {
  op: "add" | "replace" | "remove";
  path: string;
  value?: unknown;
}

export interface BaseConnectionBody {
  name: string;
  description?: string;
  connectionSpec: SpecRef;
  auth: { specName: string; params: Record<string, unknown> };
}

export interface SourceConnectionBody {
  name: string;
  description?: string;
  baseConnectionId?: string;
  connectionSpec: SpecRef;
  data: { format: string };
}

export interface TargetConnectionBody {
  name: string;
  description?: string;
  data: { format: string; schema: { id: string; version: string } };
  params: { dataSetId: string };
  connectionSpec: SpecRef;
}

export interface FlowBody {
  name: string;
  description?: string;
  flowSpec: SpecRef;
  sourceConnectionIds: string[];
  targetConnectionIds: string[];
  transformations?: { name: "Mapping"; params: { mappingId: string; mappingVersion: number } }[];
}

/** The kinds of Flow Service resources, by their collection path. */
export type FlowResource = "connections" | "sourceConnections" | "targetConnections" | "flows";

async function create(client: AepClient, resource: FlowResource, body: object): Promise<Created> {
  const path = `${BASE}/${resource}`;
  const response = await client.request({ method: "POST", path, json: body });
  return parseResponse(schemas.Created, response, "POST", path, "{id, etag}");
}

export const createBaseConnection = (client: AepClient, body: BaseConnectionBody) => create(client, "connections", body);
export const createSourceConnection = (client: AepClient, body: SourceConnectionBody) => create(client, "sourceConnections", body);
export const createTargetConnection = (client: AepClient, body: TargetConnectionBody) => create(client, "targetConnections", body);
export const createFlow = (client: AepClient, body: FlowBody) => create(client, "flows", body);

async function getOne<S extends z.ZodType>(client: AepClient, resource: FlowResource, id: string, schema: S): Promise<z.infer<S>> {
  const path = `${BASE}/${resource}/${encodeURIComponent(id)}`;
  const response = await client.request({ method: "GET", path });
  const { items } = parseResponse(itemsOf(schema), response, "GET", path, "{items:[...]}");
  const item = items[0];
  if (!item)
    throw new ApiError({
      kind: "invalid-response",
      status: response.status,
      method: "GET",
      path,
      detail: "the items array is empty",
      requestId: response.requestId,
    });
  return item;
}

export const getConnection = (client: AepClient, id: string): Promise<ConnectionItem> =>
  getOne(client, "connections", id, schemas.ConnectionItem);
export const getFlow = (client: AepClient, id: string): Promise<FlowItem> => getOne(client, "flows", id, schemas.FlowItem);

/**
 * Lists a collection, following `_links.next.href` (parsed as a URL, not split on `=`).
 * `property` filters are ANDed, e.g. `sourceConnectionIds[]==id`.
 */
export async function listFlowResources(
  client: AepClient,
  resource: FlowResource,
  property: string[] = [],
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let continuationToken: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const url = new URL(`${client.baseUrl}${BASE}/${resource}`);
    for (const p of property) url.searchParams.append("property", p);
    if (continuationToken) url.searchParams.set("continuationToken", continuationToken);
    const response = await client.request({ method: "GET", path: url.toString() });
    const body = response.body as { items?: unknown; _links?: { next?: { href?: string } } } | undefined;
    if (!body || !Array.isArray(body.items))
      throw new ApiError({
        kind: "invalid-response",
        status: response.status,
        method: "GET",
        path: url.pathname,
        detail: "expected {items:[...]}",
      });
    out.push(...(body.items as Record<string, unknown>[]));
    const next = body._links?.next?.href;
    continuationToken = next ? (new URL(next, "http://x").searchParams.get("continuationToken") ?? undefined) : undefined;
    if (!continuationToken) break;
  }
  return out;
}

async function patch(
  client: AepClient,
  resource: FlowResource,
  id: string,
  etag: string,
  ops: PatchOperation[],
): Promise<{ etag?: string }> {
  const path = `${BASE}/${resource}/${encodeURIComponent(id)}`;
  // The etag goes back exactly as the service gave it, quotes included ("Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md).
  const response = await client.request({ method: "PATCH", path, json: ops, headers: { "If-Match": etag } });
  return parseResponse(schemas.Created, response, "PATCH", path, "{id, etag}");
}

/** PATCH a dataflow: read, send with If-Match, on 412 read again and retry once. */
export function updateFlow(client: AepClient, id: string, ops: PatchOperation[]): Promise<EtagUpdateResult> {
  return updateWithEtag({
    what: `dataflow ${id}`,
    read: async () => {
      const item = await getFlow(client, id);
      return { etag: item.etag, item };
    },
    patch: (etag) => patch(client, "flows", id, etag, ops),
  });
}

/** PATCH a base connection, with the same etag discipline as `updateFlow`. */
export function updateConnection(client: AepClient, id: string, ops: PatchOperation[]): Promise<EtagUpdateResult> {
  return updateWithEtag({
    what: `connection ${id}`,
    read: async () => {
      const item = await getConnection(client, id);
      return { etag: item.etag, item };
    },
    patch: (etag) => patch(client, "connections", id, etag, ops),
  });
}

/** DELETE answers 204; no If-Match is needed ("Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md). */
export async function deleteFlowResource(client: AepClient, resource: FlowResource, id: string): Promise<void> {
  await client.request({ method: "DELETE", path: `${BASE}/${resource}/${encodeURIComponent(id)}` });
}

/** `replace /name` and `add /description` operations for what is given. */
export function renameOperations(change: { name?: string; description?: string }): PatchOperation[] {
  const ops: PatchOperation[] = [];
  if (change.name !== undefined) ops.push({ op: "replace", path: "/name", value: change.name });
  // `add` sets the field whether or not it exists yet (RFC 6902 §4.1).
  if (change.description !== undefined) ops.push({ op: "add", path: "/description", value: change.description });
  return ops;
}

/** The inlet of a streaming dataflow: `options.inletUrl`, or the base connection's `auth.params.inletUrl`. */
export async function inletUrlOf(client: AepClient, flow: FlowItem, baseConnectionId?: string): Promise<string | undefined> {
  if (flow.options?.inletUrl) return flow.options.inletUrl;
  if (!baseConnectionId) return undefined;
  const connection = await getConnection(client, baseConnectionId);
  const inlet = connection.auth?.params?.inletUrl;
  return typeof inlet === "string" ? inlet : undefined;
}

/** The URL to give a webhook sender: the inlet with the flow id (webhook source docs, PRs #183/#184). */
export function webhookUrl(inletUrl: string, flowId: string): string {
  const url = new URL(inletUrl);
  url.searchParams.set("x-adobe-flow-id", flowId);
  return url.toString();
}
