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
  evaluationBlockers: () => evaluationBlockers,
  eventsOf: () => eventsOf,
  parseAudiences: () => parseAudiences
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_HAGU7X5J = require("./cli-chunk-HAGU7X5J.cjs");
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
// src/lint/evaluation-blockers.ts
var meaningRules = (0, import_cli_chunk_ZAAJEBAH.ruleNamesWhere)((meta) => meta.category === "syntax" || meta.category === "audience" || meta.category === "ref");
function evaluationBlockers(file) {
  return file.diagnostics.filter((d) => d.severity === "error" && !d.suppressed && meaningRules.has(d.rule));
}
// src/run/audience-file.ts
function parseAudiences(file) {
  const out = { audiences: [], loaded: [], syntaxErrors: [] };
  for (const audience of file.audiences) {
    const { ast, errors } = (0, import_cli_chunk_TE2BRFRC.parse)(audience.pql);
    for (const error of errors) out.syntaxErrors.push({ error, range: audience.mapSpan(error.span) });
    if (!ast) continue;
    const extras = audience.definition["x-pql-audience"];
    out.audiences.push({ name: audience.definition.name, alias: extras?.alias, id: extras?.id, ast });
    out.loaded.push(audience);
  }
  return out;
}
function eventsOf(value) {
  if (Array.isArray(value)) return value;
  if ((0, import_cli_chunk_HAGU7X5J.isObject)(value) && Array.isArray(value.events)) return value.events;
  return void 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  evaluationBlockers,
  eventsOf,
  parseAudiences
});
})
