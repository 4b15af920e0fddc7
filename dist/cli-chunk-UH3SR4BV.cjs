(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  countSegmentDefinitionsByMethod: () => countSegmentDefinitionsByMethod,
  createSegmentDefinition: () => createSegmentDefinition,
  deleteSegmentDefinition: () => deleteSegmentDefinition,
  evaluationOf: () => evaluationOf,
  findSegmentDefinitionsByName: () => findSegmentDefinitionsByName,
  getSegmentDefinition: () => getSegmentDefinition,
  listAllSegmentDefinitions: () => listAllSegmentDefinitions,
  updateSegmentDefinition: () => updateSegmentDefinition
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_YOGZCCVX = require("./cli-chunk-YOGZCCVX.cjs");
var import_cli_chunk_5Y3BX2GH = require("./cli-chunk-5Y3BX2GH.cjs");
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
// src/api/segments.ts
var BASE = `${import_cli_chunk_5Y3BX2GH.SERVICE_PATHS.segmentation}/segment/definitions`;
async function createSegmentDefinition(client, definition, options = {}) {
  const response = await client.request({ method: "POST", path: BASE, json: definition, signal: options.signal });
  return (0, import_cli_chunk_YOGZCCVX.parseResponse)(import_cli_chunk_YOGZCCVX.SegmentDefinition, response, "POST", BASE);
}
async function getSegmentDefinition(client, id, options = {}) {
  const path = `${BASE}/${encodeURIComponent(id)}`;
  return (0, import_cli_chunk_YOGZCCVX.parseResponse)(
    import_cli_chunk_YOGZCCVX.SegmentDefinition,
    await client.request({ method: "GET", path, signal: options.signal }),
    "GET",
    path
  );
}
async function updateSegmentDefinition(client, id, definition, options = {}) {
  const path = `${BASE}/${encodeURIComponent(id)}`;
  const response = await client.request({ method: "PATCH", path, json: definition, signal: options.signal });
  return (0, import_cli_chunk_YOGZCCVX.parseResponse)(import_cli_chunk_YOGZCCVX.SegmentDefinition, response, "PATCH", path);
}
async function deleteSegmentDefinition(client, id, options = {}) {
  await client.request({ method: "DELETE", path: `${BASE}/${encodeURIComponent(id)}`, signal: options.signal });
}
async function listSegmentDefinitionsPage(client, page, options = {}) {
  const query = { page, limit: options.limit ?? 100, sort: options.sort };
  if (options.edge !== void 0) query["evaluationInfo.synchronous.enabled"] = options.edge;
  if (options.continuous !== void 0) query["evaluationInfo.continuous.enabled"] = options.continuous;
  const response = await client.request({ method: "GET", path: BASE, query, signal: options.signal });
  return (0, import_cli_chunk_YOGZCCVX.parseResponse)(import_cli_chunk_YOGZCCVX.SegmentDefinitionPage, response, "GET", BASE);
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
  return (0, import_cli_chunk_ZAAJEBAH.statedMethod)(definition.evaluationInfo);
}
var CONVERSION = `${import_cli_chunk_5Y3BX2GH.SERVICE_PATHS.segmentation}/segment/conversion`;
async function countSegmentDefinitionsByMethod(client, options = {}) {
  const counts = { edge: 0, streaming: 0, batch: 0 };
  for await (const d of listSegmentDefinitions(client, options)) counts[evaluationOf(d)]++;
  return counts;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  countSegmentDefinitionsByMethod,
  createSegmentDefinition,
  deleteSegmentDefinition,
  evaluationOf,
  findSegmentDefinitionsByName,
  getSegmentDefinition,
  listAllSegmentDefinitions,
  updateSegmentDefinition
});
})
