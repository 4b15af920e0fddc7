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
  formatSource: () => formatSource
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
var import_cli_chunk_Q3LJKXLG = require("./cli-chunk-Q3LJKXLG.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
// src/syntax/format-pql.ts
function formatPql(text, options = {}) {
  const { ast, errors } = (0, import_cli_chunk_TE2BRFRC.parse)(text);
  if (!ast) return { ok: false, errors };
  const output = `${(0, import_cli_chunk_UQL7A6YG.print)(ast, options)}
`;
  return { ok: true, output, changed: output !== text };
}
// src/format-source.ts
function formatSource(name, text, options = {}) {
  if ((0, import_cli_chunk_ZD3FC7HB.audienceFileKind)(name) !== "pql") {
    const result2 = (0, import_cli_chunk_Q3LJKXLG.formatAudienceFile)(name, text, options);
    if (result2.ok) return result2;
    return {
      ok: false,
      errors: result2.errors.map((e) => ({
        code: e.code ?? (0, import_cli_chunk_ZAAJEBAH.ruleByCodeOrName)(e.rule)?.meta.code ?? "",
        rule: e.rule,
        message: e.message,
        range: e.range,
        hints: e.hints,
        ...e.label ? { label: e.label } : {}
      }))
    };
  }
  const result = formatPql(text, options);
  if (result.ok) return result;
  return {
    ok: false,
    errors: result.errors.map((e) => ({ code: e.code, rule: e.rule, message: e.message, range: e.span, label: e.label, hints: e.hints }))
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  formatSource
});
})
