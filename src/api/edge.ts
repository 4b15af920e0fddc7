// The Edge Network Server API's interact call, `POST /ee/v2/interact?datastreamId=...` ("Interactive
// data collection", https://experienceleague.adobe.com/docs/experience-platform/edge-network-server-api/data-collection/interactive-data-collection.html):
// one event in, the handles of the edge services out. The edge host is not the platform host
// (server.adobedc.net), so the URL is absolute.
import { ApiError } from "./errors.js";
import type { AepClient } from "./http.js";
import { isObject } from "../text/is-object.js";

export const DEFAULT_EDGE_URL = "https://server.adobedc.net";
export const INTERACT_PATH = "/ee/v2/interact";

export interface EdgeEvent {
  xdm: Record<string, unknown>;
  data?: Record<string, unknown>;
}

export interface EdgeHandle {
  type: string;
  payload: unknown[];
}

export interface InteractResult {
  requestId: string | undefined;
  handle: EdgeHandle[];
  /** The ids of `activation:pull` handles: the audiences the profile is in now. */
  segments: string[];
}

export interface InteractOptions {
  /** The edge host, default DEFAULT_EDGE_URL. */
  edgeUrl?: string;
  datastreamId: string;
  event: EdgeEvent;
  signal?: AbortSignal;
}

export async function interact(client: AepClient, options: InteractOptions): Promise<InteractResult> {
  const url = `${(options.edgeUrl ?? DEFAULT_EDGE_URL).replace(/\/+$/, "")}${INTERACT_PATH}`;
  const response = await client.request({
    method: "POST",
    path: url,
    query: { datastreamId: options.datastreamId },
    json: { event: options.event },
    sandbox: true,
    signal: options.signal,
  });
  const body = response.body;
  if (!isObject(body) || !Array.isArray(body.handle)) {
    throw new ApiError({
      kind: "invalid-response",
      status: response.status,
      method: "POST",
      path: INTERACT_PATH,
      detail: "expected {requestId, handle: [...]}",
      requestId: response.requestId,
    });
  }
  const handle = body.handle
    .filter(isObject)
    .map((h) => ({ type: String(h.type ?? ""), payload: Array.isArray(h.payload) ? h.payload : [] }));
  const segments = handle
    .filter((h) => h.type === "activation:pull")
    .flatMap((h) => h.payload)
    .filter(isObject)
    .map((p) => p.id)
    .filter((id): id is string => typeof id === "string");
  return { requestId: typeof body.requestId === "string" ? body.requestId : response.requestId, handle, segments };
}
