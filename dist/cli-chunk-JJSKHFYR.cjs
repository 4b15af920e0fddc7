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
  controlEscape: () => controlEscape,
  visibleControls: () => visibleControls
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_S2QAFOMM = require("./cli-chunk-S2QAFOMM.cjs");
// src/text/visible-controls.ts
var NAMED = { "	": "\\t", "\n": "\\n", "\r": "\\r" };
function controlEscape(c) {
  const code = c.charCodeAt(0);
  return NAMED[c] ?? (code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`);
}
function visibleControls(text) {
  return text.replace(import_cli_chunk_S2QAFOMM.CONTROL_CHARACTERS, controlEscape);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  controlEscape,
  visibleControls
});
})
