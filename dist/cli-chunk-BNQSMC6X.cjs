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
  runnableFile: () => runnableFile
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_O2VVQL4V = require("./cli-chunk-O2VVQL4V.cjs");
var import_cli_chunk_EIVPZZA5 = require("./cli-chunk-EIVPZZA5.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
// src/cli/runnable-file.ts
function runnableFile(file, text, linted) {
  const loaded = (0, import_cli_chunk_ZD3FC7HB.loadAudienceFile)(file, text);
  const parsed = (0, import_cli_chunk_O2VVQL4V.parseAudiences)(loaded);
  const blockers = linted ? (0, import_cli_chunk_O2VVQL4V.evaluationBlockers)(linted) : [];
  const messages = (0, import_cli_chunk_EIVPZZA5.diagnosticFrames)({ file, source: text }, blockers);
  if (!linted) for (const p of loaded.problems) messages.push(`${file}:${p.range.start.line}:${p.range.start.column}: ${p.message}`);
  if (blockers.length === 0)
    for (const { error: e, range } of parsed.syntaxErrors)
      messages.push(`${file}:${range.start.line}:${range.start.column}: error ${e.code} ${e.message} [${e.rule}]`);
  return { loaded, parsed, blockers, messages };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runnableFile
});
})
