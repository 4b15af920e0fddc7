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
  pqlJsonText: () => pqlJsonText,
  pqlTextOf: () => pqlTextOf
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
// src/pql-json/text.ts
function pqlJsonText(tree, indent = 0) {
  return JSON.stringify((0, import_cli_chunk_ZD3FC7HB.toPqlJson)(tree), null, indent > 0 ? indent : void 0);
}
function pqlTextOf(jsonText, options = {}) {
  let json;
  try {
    json = JSON.parse(jsonText);
  } catch (e) {
    return { ok: false, error: { pointer: "", message: `not JSON: ${e instanceof Error ? e.message : String(e)}` } };
  }
  const read = (0, import_cli_chunk_ZD3FC7HB.fromPqlJson)(json);
  return read.ok ? { ok: true, text: (0, import_cli_chunk_UQL7A6YG.print)(read.ast, options) } : read;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  pqlJsonText,
  pqlTextOf
});
})
