import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  ApiError,
  SERVICE_PATHS,
  array,
  boolean,
  looseObject,
  number,
  string
} from "./chunk-U4ZDIJLP.js";
import {
  statedMethod
} from "./chunk-GADSSRPE.js";

// src/api/segments.ts
var BASE = `${SERVICE_PATHS.segmentation}/segment/definitions`;
var Toggle = looseObject({ enabled: boolean() });
var EvaluationInfo = looseObject({
  batch: Toggle.optional(),
  continuous: Toggle.optional(),
  synchronous: Toggle.optional()
});
var Expression = looseObject({
  type: string(),
  format: string(),
  value: string()
});
var SegmentDefinition = looseObject({
  id: string(),
  name: string(),
  description: string().nullish(),
  expression: Expression,
  schema: looseObject({ name: string() }),
  evaluationInfo: EvaluationInfo.optional(),
  mergePolicyId: string().nullish(),
  profileInstanceId: string().optional(),
  imsOrgId: string().optional(),
  sandbox: looseObject({
    sandboxId: string().optional(),
    sandboxName: string().optional(),
    type: string().optional(),
    default: boolean().optional()
  }).optional(),
  dataGovernancePolicy: looseObject({ excludeOptOut: boolean().optional() }).optional(),
  ttlInDays: number().optional(),
  creationTime: number().optional(),
  updateTime: number().optional(),
  updateEpoch: number().optional()
});
var SegmentDefinitionPage = looseObject({
  segments: array(SegmentDefinition),
  page: looseObject({
    totalCount: number().optional(),
    totalPages: number().optional(),
    sortField: string().optional(),
    sort: string().optional(),
    pageSize: number().optional(),
    limit: number().optional()
  }).optional(),
  link: looseObject({ next: string().optional() }).optional()
});
function parseResponse(schema, response, method, path) {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join(".") : "body";
  throw new ApiError({
    kind: "invalid-response",
    status: response.status,
    method,
    path,
    detail: `${where}: ${issue?.message ?? "not the expected shape"}`,
    requestId: response.requestId
  });
}
async function createSegmentDefinition(client, definition, options = {}) {
  const response = await client.request({ method: "POST", path: BASE, json: definition, signal: options.signal });
  return parseResponse(SegmentDefinition, response, "POST", BASE);
}
async function getSegmentDefinition(client, id, options = {}) {
  const path = `${BASE}/${encodeURIComponent(id)}`;
  return parseResponse(SegmentDefinition, await client.request({ method: "GET", path, signal: options.signal }), "GET", path);
}
async function updateSegmentDefinition(client, id, definition, options = {}) {
  const path = `${BASE}/${encodeURIComponent(id)}`;
  const response = await client.request({ method: "PATCH", path, json: definition, signal: options.signal });
  return parseResponse(SegmentDefinition, response, "PATCH", path);
}
async function deleteSegmentDefinition(client, id, options = {}) {
  await client.request({ method: "DELETE", path: `${BASE}/${encodeURIComponent(id)}`, signal: options.signal });
}
async function listSegmentDefinitionsPage(client, page, options = {}) {
  const query = { page, limit: options.limit ?? 100, sort: options.sort };
  if (options.edge !== void 0) query["evaluationInfo.synchronous.enabled"] = options.edge;
  if (options.continuous !== void 0) query["evaluationInfo.continuous.enabled"] = options.continuous;
  const response = await client.request({ method: "GET", path: BASE, query, signal: options.signal });
  return parseResponse(SegmentDefinitionPage, response, "GET", BASE);
}
async function* listSegmentDefinitions(client, options = {}) {
  const maxPages = options.maxPages ?? 1e4;
  let fetched = 0;
  for (let page = 0; page < maxPages; page++) {
    const result = await listSegmentDefinitionsPage(client, page, options);
    fetched += result.segments.length;
    options.onPage?.(fetched, result.page?.totalCount);
    yield* result.segments;
    const limit = result.page?.limit ?? options.limit ?? 100;
    const totalPages = result.page?.totalPages;
    if (result.segments.length === 0 || result.segments.length < limit) return;
    if (totalPages !== void 0 && page + 1 >= totalPages) return;
  }
}
async function listAllSegmentDefinitions(client, options = {}) {
  const all = [];
  for await (const s of listSegmentDefinitions(client, options)) all.push(s);
  return all;
}
async function findSegmentDefinitionsByName(client, name, options = {}) {
  const found = [];
  for await (const s of listSegmentDefinitions(client, { signal: options.signal })) if (s.name === name) found.push(s);
  return found;
}
function evaluationOf(definition) {
  return statedMethod(definition.evaluationInfo);
}
var SegmentConversion = looseObject({ expression: Expression });
var CONVERSION = `${SERVICE_PATHS.segmentation}/segment/conversion`;
async function countSegmentDefinitionsByMethod(client, options = {}) {
  const counts = { edge: 0, streaming: 0, batch: 0 };
  for await (const d of listSegmentDefinitions(client, options)) counts[evaluationOf(d)]++;
  return counts;
}

export {
  parseResponse,
  createSegmentDefinition,
  getSegmentDefinition,
  updateSegmentDefinition,
  deleteSegmentDefinition,
  listAllSegmentDefinitions,
  findSegmentDefinitionsByName,
  evaluationOf,
  countSegmentDefinitionsByMethod
};
