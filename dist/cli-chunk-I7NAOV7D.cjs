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
  DATA_LAKE_CONNECTION_SPEC: () => DATA_LAKE_CONNECTION_SPEC,
  HTTP_API_CONNECTION_SPEC: () => HTTP_API_CONNECTION_SPEC,
  MAPPING_SET_NOT_DELETABLE: () => MAPPING_SET_NOT_DELETABLE,
  WEBHOOK_FLOW_SPEC: () => WEBHOOK_FLOW_SPEC,
  XED: () => XED,
  XED_FULL: () => XED_FULL,
  createMappingSet: () => createMappingSet,
  listMappingSets: () => listMappingSets
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_HFB2OUYQ = require("./cli-chunk-HFB2OUYQ.cjs");
var import_cli_chunk_U76BCVCY = require("./cli-chunk-U76BCVCY.cjs");
var import_cli_chunk_5Y3BX2GH = require("./cli-chunk-5Y3BX2GH.cjs");
// src/api/flow-ids.ts
var HTTP_API_CONNECTION_SPEC = "bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb";
var DATA_LAKE_CONNECTION_SPEC = "c604ff05-7f1a-43c0-8e18-33bf874cb11c";
var WEBHOOK_FLOW_SPEC = "e77fde5a-22a8-11ed-861d-0242ac120002";
var XED_FULL = "application/vnd.adobe.xed-full+json;version=1";
var XED = "application/vnd.adobe.xed+json;version=1";
// src/api/mapping-sets.ts
var BASE = `${import_cli_chunk_5Y3BX2GH.SERVICE_PATHS.dataPrep}/mappingSets`;
var MappingSetCreated = (0, import_cli_chunk_5Y3BX2GH.looseObject)({ id: (0, import_cli_chunk_5Y3BX2GH.string)().min(1), version: import_cli_chunk_HFB2OUYQ.coerce_exports.number().default(0) });
function mappingSetBody(schemaId, mappings) {
  return {
    version: 0,
    xdmSchema: schemaId,
    xdmVersion: "1.0",
    outputSchema: { schemaRef: { id: schemaId, contentType: XED_FULL } },
    mappings: mappings.map((m) => ({ sourceType: m.sourceType ?? "ATTRIBUTE", source: m.source, destination: m.destination }))
  };
}
async function createMappingSet(client, schemaId, mappings) {
  const response = await client.request({ method: "POST", path: BASE, json: mappingSetBody(schemaId, mappings) });
  return (0, import_cli_chunk_U76BCVCY.parseResponse)(MappingSetCreated, response, "POST", BASE, "{id, version}");
}
var MAPPING_SET_NOT_DELETABLE = "AEP's Data Prep API has no delete for mapping sets; it stays, unused";
var MappingSetPage = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  data: (0, import_cli_chunk_5Y3BX2GH.array)((0, import_cli_chunk_5Y3BX2GH.looseObject)({ id: (0, import_cli_chunk_5Y3BX2GH.string)() })).default([]),
  _page: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ count: (0, import_cli_chunk_5Y3BX2GH.number)().optional(), limit: (0, import_cli_chunk_5Y3BX2GH.number)().optional() }).optional()
});
async function* listMappingSets(client, options = {}) {
  const limit = options.limit ?? 50;
  for (let page = 0, start = 0; page < (options.maxPages ?? 100); page++) {
    const response = await client.request({ method: "GET", path: BASE, query: { limit, start } });
    const { data } = (0, import_cli_chunk_U76BCVCY.parseResponse)(MappingSetPage, response, "GET", BASE, "{data:[...]}");
    yield* data;
    if (data.length < limit) return;
    start += data.length;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DATA_LAKE_CONNECTION_SPEC,
  HTTP_API_CONNECTION_SPEC,
  MAPPING_SET_NOT_DELETABLE,
  WEBHOOK_FLOW_SPEC,
  XED,
  XED_FULL,
  createMappingSet,
  listMappingSets
});
})
