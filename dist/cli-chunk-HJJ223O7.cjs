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
  jsonValue: () => jsonValue,
  readJsonFile: () => readJsonFile
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
// src/cli/read-json.ts
async function readJsonFile(path) {
  return jsonValue(await (0, import_cli_chunk_BPDGXKYC.readText)(path));
}
function jsonValue(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const parsed = (0, import_cli_chunk_ZD3FC7HB.parseJson)(text);
    if (parsed.ok) return { ok: false, line: 1, column: 1, message: "it is JSON, but nesting deeper than 200 levels" };
    const at = new import_cli_chunk_OS5LHD2Y.LineMap(text).span(parsed.error.start, parsed.error.end).start;
    return { ok: false, line: at.line, column: at.column, message: `invalid JSON: ${parsed.error.message}` };
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  jsonValue,
  readJsonFile
});
})
