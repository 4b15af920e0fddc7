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
  createBaseConnection: () => import_cli_chunk_U76BCVCY.createBaseConnection,
  createFlow: () => import_cli_chunk_U76BCVCY.createFlow,
  createSourceConnection: () => import_cli_chunk_U76BCVCY.createSourceConnection,
  createTargetConnection: () => import_cli_chunk_U76BCVCY.createTargetConnection,
  deleteFlowResource: () => import_cli_chunk_U76BCVCY.deleteFlowResource,
  getConnection: () => import_cli_chunk_U76BCVCY.getConnection,
  getFlow: () => import_cli_chunk_U76BCVCY.getFlow,
  inletUrlOf: () => import_cli_chunk_U76BCVCY.inletUrlOf,
  listFlowResources: () => import_cli_chunk_U76BCVCY.listFlowResources,
  renameOperations: () => import_cli_chunk_U76BCVCY.renameOperations,
  updateConnection: () => import_cli_chunk_U76BCVCY.updateConnection,
  updateFlow: () => import_cli_chunk_U76BCVCY.updateFlow,
  webhookUrl: () => import_cli_chunk_U76BCVCY.webhookUrl
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_U76BCVCY = require("./cli-chunk-U76BCVCY.cjs");
var import_cli_chunk_5Y3BX2GH = require("./cli-chunk-5Y3BX2GH.cjs");
var import_cli_chunk_HAGU7X5J = require("./cli-chunk-HAGU7X5J.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  createBaseConnection,
  createFlow,
  createSourceConnection,
  createTargetConnection,
  deleteFlowResource,
  getConnection,
  getFlow,
  inletUrlOf,
  listFlowResources,
  renameOperations,
  updateConnection,
  updateFlow,
  webhookUrl
});
})
