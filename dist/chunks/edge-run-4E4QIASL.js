import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  getSegmentDefinition
} from "./chunk-XLTW5S4D.js";
import {
  jsonValue
} from "./chunk-C7VXWJ4C.js";
import {
  openSession,
  reportApiError
} from "./chunk-KIQPUHTF.js";
import "./chunk-75MAB7RL.js";
import "./chunk-ZJ5P5KKB.js";
import "./chunk-POUW46QI.js";
import {
  stderr,
  stdout
} from "./chunk-7GZQWWBI.js";
import {
  plural
} from "./chunk-52M5XUTC.js";
import {
  ApiError
} from "./chunk-U4ZDIJLP.js";
import {
  isObject
} from "./chunk-ANQNKNO5.js";
import "./chunk-GADSSRPE.js";
import "./chunk-3VZEPMB4.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-YL2NNQ57.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import {
  readInput
} from "./chunk-IRQVCIRO.js";
import "./chunk-DA6D7RXO.js";
import {
  ExitCode,
  UsageError
} from "./chunk-QZGYM4B6.js";
import "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/api/edge.ts
var DEFAULT_EDGE_URL = "https://server.adobedc.net";
var INTERACT_PATH = "/ee/v2/interact";
async function interact(client, options) {
  const url = `${(options.edgeUrl ?? DEFAULT_EDGE_URL).replace(/\/+$/, "")}${INTERACT_PATH}`;
  const response = await client.request({
    method: "POST",
    path: url,
    query: { datastreamId: options.datastreamId },
    json: { event: options.event },
    sandbox: true,
    signal: options.signal
  });
  const body = response.body;
  if (!isObject(body) || !Array.isArray(body.handle)) {
    throw new ApiError({
      kind: "invalid-response",
      status: response.status,
      method: "POST",
      path: INTERACT_PATH,
      detail: "expected {requestId, handle: [...]}",
      requestId: response.requestId
    });
  }
  const handle = body.handle.filter(isObject).map((h) => ({ type: String(h.type ?? ""), payload: Array.isArray(h.payload) ? h.payload : [] }));
  const segments = handle.filter((h) => h.type === "activation:pull").flatMap((h) => h.payload).filter(isObject).map((p) => p.id).filter((id) => typeof id === "string");
  return { requestId: typeof body.requestId === "string" ? body.requestId : response.requestId, handle, segments };
}

// src/cli/edge-run.ts
async function runEdgeSend(args) {
  const datastreamId = args.datastream ?? process.env.AEP_DATASTREAM_ID;
  if (!datastreamId) throw new UsageError("give the datastream: --datastream ID, or AEP_DATASTREAM_ID");
  const input = await readInput(args.event);
  const read = jsonValue(input.text);
  if (!read.ok) {
    stderr.write(`pql-audience: ${input.name}:${read.line}:${read.column}: ${read.message}
`);
    return ExitCode.Problems;
  }
  const value = read.value;
  const event = isObject(value) && isObject(value.xdm) ? { xdm: value.xdm, ...isObject(value.data) ? { data: value.data } : {} } : isObject(value) ? { xdm: value } : void 0;
  if (!event) {
    stderr.write(`pql-audience: ${input.name}: the event must be a JSON object: {"xdm": {...}} or the XDM object itself
`);
    return ExitCode.Problems;
  }
  const session = await openSession(args.debug === true);
  if (!session) return ExitCode.Usage;
  const base = process.env.AEP_BASE_URL;
  const edgeUrl = process.env.AEP_EDGE_URL ?? (base && !/\.adobe\.io\/?$/.test(base) ? base : DEFAULT_EDGE_URL);
  try {
    const result = await interact(session.client, { edgeUrl, datastreamId, event });
    if (args.format === "json")
      stdout.write(`${JSON.stringify({ requestId: result.requestId, segments: result.segments, handle: result.handle }, null, 2)}
`);
    else if (result.segments.length === 0) stdout.write("the profile is in no edge audience\n");
    else {
      const names = await audienceNames(session.client, result.segments);
      stdout.write(
        `the profile is in ${plural(result.segments.length, "edge audience")}:
${result.segments.map((id) => `  ${id}${names.get(id) ? `  ${names.get(id)}` : ""}
`).join("")}`
      );
    }
    return ExitCode.Ok;
  } catch (e) {
    if (e instanceof ApiError) {
      reportApiError("the edge refused the event", e, args.debug === true);
      return ExitCode.Problems;
    }
    throw e;
  }
}
async function audienceNames(client, ids) {
  const read = await Promise.all(
    ids.map(
      (id) => getSegmentDefinition(client, id).then(
        (d) => [id, d.name],
        () => void 0
      )
    )
  );
  return new Map(read.filter((entry) => entry !== void 0));
}
export {
  runEdgeSend
};
