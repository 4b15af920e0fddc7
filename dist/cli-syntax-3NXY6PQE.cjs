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
  LineMap: () => import_cli_chunk_OS5LHD2Y.LineMap,
  MAX_DEPTH_PER_TOKEN: () => import_cli_chunk_TE2BRFRC.MAX_DEPTH_PER_TOKEN,
  MAX_NESTING: () => import_cli_chunk_TE2BRFRC.MAX_NESTING,
  MAX_RECOVERY_DEPTH: () => import_cli_chunk_TE2BRFRC.MAX_RECOVERY_DEPTH,
  MAX_RECOVERY_TOKENS: () => import_cli_chunk_TE2BRFRC.MAX_RECOVERY_TOKENS,
  MAX_TREE_DEPTH: () => import_cli_chunk_TE2BRFRC.MAX_TREE_DEPTH,
  childrenOf: () => import_cli_chunk_N7DGRHRO.childrenOf,
  enableGrammarValidation: () => import_cli_chunk_TE2BRFRC.enableGrammarValidation,
  forEachNode: () => import_cli_chunk_N7DGRHRO.forEachNode,
  getParser: () => import_cli_chunk_TE2BRFRC.getParser,
  parse: () => import_cli_chunk_TE2BRFRC.parse
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  LineMap,
  MAX_DEPTH_PER_TOKEN,
  MAX_NESTING,
  MAX_RECOVERY_DEPTH,
  MAX_RECOVERY_TOKENS,
  MAX_TREE_DEPTH,
  childrenOf,
  enableGrammarValidation,
  forEachNode,
  getParser,
  parse
});
})
