import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  listAllSegmentDefinitions,
  parseResponse
} from "./chunk-XLTW5S4D.js";
import {
  openSession,
  reportApiError
} from "./chunk-KIQPUHTF.js";
import "./chunk-75MAB7RL.js";
import "./chunk-ZJ5P5KKB.js";
import "./chunk-POUW46QI.js";
import "./chunk-7GZQWWBI.js";
import {
  SERVICE_PATHS,
  array,
  boolean,
  looseObject,
  number,
  preprocess,
  string
} from "./chunk-U4ZDIJLP.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-GADSSRPE.js";
import "./chunk-3VZEPMB4.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-YL2NNQ57.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import "./chunk-DA6D7RXO.js";
import "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/api/merge-policies.ts
var BASE = `${SERVICE_PATHS.profile}/config/mergePolicies`;
var Flag = preprocess((v) => v === "true" ? true : v === "false" ? false : v, boolean());
var MergePolicy = looseObject({
  id: string(),
  name: string(),
  imsOrgId: string().optional(),
  schema: looseObject({ name: string() }).optional(),
  version: number().optional(),
  identityGraph: looseObject({ type: string() }).optional(),
  attributeMerge: looseObject({ type: string() }).optional(),
  isActiveOnEdge: Flag.optional().default(false),
  default: Flag.optional().default(false),
  updateEpoch: number().optional()
});
var MergePolicyPage = looseObject({
  children: array(MergePolicy),
  _page: looseObject({ totalCount: number().optional(), pageSize: number().optional() }).optional(),
  _links: looseObject({ next: looseObject({ href: string().optional() }).optional() }).optional()
});
async function* listMergePolicies(client, options = {}) {
  let query = { limit: options.limit, isActiveOnEdge: options.isActiveOnEdge };
  const seen = /* @__PURE__ */ new Set();
  for (let page = 0; page < (options.maxPages ?? 1e3); page++) {
    const response = await client.request({ method: "GET", path: BASE, query, signal: options.signal });
    const result = parseResponse(MergePolicyPage, response, "GET", BASE);
    yield* result.children;
    const next = nextQuery(result._links?.next?.href);
    if (!next || seen.has(next.toString()) || result.children.length === 0) return;
    seen.add(next.toString());
    query = Object.fromEntries(next);
  }
}
function nextQuery(href) {
  if (!href) return void 0;
  const q = href.indexOf("?");
  if (q < 0) return void 0;
  const params = new URLSearchParams(href.slice(q + 1));
  for (const [k, v] of [...params]) if (v === "") params.delete(k);
  return [...params.keys()].length > 0 ? params : void 0;
}
async function listAllMergePolicies(client, options = {}) {
  const all = [];
  for await (const p of listMergePolicies(client, options)) all.push(p);
  return all;
}

// src/node/remote-org.ts
async function fetchRemoteOrg(client) {
  const [policies, segments] = await Promise.all([listAllMergePolicies(client), listAllSegmentDefinitions(client)]);
  return {
    label: `sandbox ${client.sandbox}`,
    edgeMergePolicies: policies.filter((p) => p.isActiveOnEdge).map((p) => p.id),
    segments: segments.map((s) => ({ id: s.id, name: s.name, ...s.expression?.value ? { expression: s.expression.value } : {} }))
  };
}

// src/cli/lint-remote.ts
async function loadRemoteOrg(debug) {
  const session = await openSession(debug);
  if (!session) return void 0;
  try {
    return await fetchRemoteOrg(session.client);
  } catch (e) {
    reportApiError("could not read the org for --remote", e, debug);
    return void 0;
  }
}
export {
  loadRemoteOrg
};
