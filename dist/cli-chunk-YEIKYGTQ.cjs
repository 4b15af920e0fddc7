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
  defaultResolvedConfig: () => defaultResolvedConfig,
  globMatcher: () => globMatcher,
  resolveConfig: () => resolveConfig
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_QNT6K3V2 = require("./cli-chunk-QNT6K3V2.cjs");
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
var import_cli_chunk_LW2645SQ = require("./cli-chunk-LW2645SQ.cjs");
// src/lint/resolve-config.ts
var severityWord = {
  off: "off",
  info: "info",
  warn: "warning",
  error: "error"
};
function resolveConfig(config, relativePath, ruleCodes) {
  const resolved = {
    severities: {},
    windowBoundary: config.edge?.windowBoundary ?? "exclusive",
    mergePolicies: config.edge?.mergePolicies ?? null,
    ignored: (config.ignores ?? []).some((g) => matchesGlob(g, relativePath)),
    maxFileSize: config.maxFileSize ?? import_cli_chunk_LW2645SQ.DEFAULT_MAX_FILE_SIZE,
    budgets: { ...import_cli_chunk_ZAAJEBAH.AEP_AUDIENCE_BUDGETS, ...config.budgets }
  };
  const apply = (rules) => {
    for (const [key, severity] of Object.entries(rules ?? {}))
      for (const code of ruleCodes(key) ?? []) resolved.severities[code] = severityWord[severity];
  };
  apply(config.rules);
  for (const override of config.overrides ?? []) {
    if (!override.files.some((g) => matchesGlob(g, relativePath))) continue;
    apply(override.rules);
    if (override.edge?.windowBoundary) resolved.windowBoundary = override.edge.windowBoundary;
    if (override.edge?.mergePolicies) resolved.mergePolicies = override.edge.mergePolicies;
  }
  return resolved;
}
function matchesGlob(glob, relativePath) {
  return globMatcher(glob)(relativePath);
}
function globMatcher(glob) {
  const pattern = glob.replace(/^\.\//, "");
  const [file, inside] = pattern.includes("/") ? [(0, import_cli_chunk_QNT6K3V2.globToRegExp)(pattern), (0, import_cli_chunk_QNT6K3V2.globToRegExp)(`${pattern}/**`)] : [(0, import_cli_chunk_QNT6K3V2.globToRegExp)(`**/${pattern}`), (0, import_cli_chunk_QNT6K3V2.globToRegExp)(`**/${pattern}/**`)];
  return (relativePath) => file.test(relativePath) || inside.test(relativePath);
}
var defaultResolvedConfig = {
  severities: {},
  windowBoundary: "exclusive",
  mergePolicies: null,
  ignored: false,
  maxFileSize: import_cli_chunk_LW2645SQ.DEFAULT_MAX_FILE_SIZE,
  budgets: import_cli_chunk_ZAAJEBAH.AEP_AUDIENCE_BUDGETS
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  defaultResolvedConfig,
  globMatcher,
  resolveConfig
});
})
