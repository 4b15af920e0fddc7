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
  nowOption: () => nowOption
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_TENKBKXC = require("./cli-chunk-TENKBKXC.cjs");
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
// src/cli/now-option.ts
function nowOption(value, clock = Date.now) {
  if (value === void 0) return clock();
  if (Array.isArray(value)) throw new import_cli_chunk_EFID7JQ4.UsageError(`--now is given ${value.length} times; give it once`);
  const text = String(value);
  const read = (0, import_cli_chunk_TENKBKXC.readInstant)(text);
  if (!read.ok)
    throw new import_cli_chunk_EFID7JQ4.UsageError(`--now ${JSON.stringify(text)} is not ${read.kind === "format" ? read.why : `a date that exists: ${read.why}`}`);
  return read.ms;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  nowOption
});
})
