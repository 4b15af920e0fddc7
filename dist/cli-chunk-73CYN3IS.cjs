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
  TOOL_NAME: () => TOOL_NAME,
  json: () => json,
  jsonDiagnostic: () => jsonDiagnostic
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_EIVPZZA5 = require("./cli-chunk-EIVPZZA5.cjs");
// src/report/reporter.ts
var TOOL_NAME = "pql-audience";
// src/report/json.ts
var JSON_REPORT_VERSION = 1;
function toJsonReport(result, options) {
  return {
    version: JSON_REPORT_VERSION,
    tool: { name: TOOL_NAME, version: options.toolVersion },
    files: result.files.map((file) => ({
      path: file.file,
      diagnostics: (0, import_cli_chunk_EIVPZZA5.activeDiagnostics)(file).map((d) => jsonDiagnostic(d, options)),
      suppressed: (0, import_cli_chunk_EIVPZZA5.suppressedDiagnostics)(file).map((d) => ({
        ...jsonDiagnostic(d, options),
        suppression: { kind: d.suppressed.kind, reason: d.suppressed.reason }
      })),
      audiences: file.audiences.map((a) => ({
        name: a.name,
        verdict: {
          eligible: a.verdict.eligible,
          type: a.verdict.type,
          // Positions of reasons are in the diagnostics (file line:col); here only what and why.
          reasons: a.verdict.reasons.map((r) => ({ code: r.code, rule: r.rule, severity: r.severity, message: r.message }))
        }
      }))
    })),
    summary: { ...result.summary, filesWithProblems: (0, import_cli_chunk_EIVPZZA5.filesWithProblems)(result) }
  };
}
function json(result, options) {
  return `${JSON.stringify(toJsonReport(result, options), null, 2)}
`;
}
function jsonDiagnostic(d, options) {
  return {
    code: d.code,
    rule: d.rule,
    severity: d.severity,
    message: d.message,
    range: jsonRange(d.range),
    label: d.label ?? null,
    hints: [...d.hints],
    fix: d.fix ? { description: d.fix.description, edits: d.fix.edits.map((e) => ({ range: jsonRange(e.range), text: e.text })) } : null,
    related: (d.related ?? []).map((r) => ({ path: r.file, range: jsonRange(r.range), message: r.message })),
    docs: { command: (0, import_cli_chunk_EIVPZZA5.docsCommand)(d.rule), url: options.ruleDocsUrl?.({ code: d.code, name: d.rule }) ?? null }
  };
}
function jsonRange(span) {
  const { start, end } = span;
  return {
    start: { line: start.line, column: start.column, offset: start.offset },
    end: { line: end.line, column: end.column, offset: end.offset }
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  TOOL_NAME,
  json,
  jsonDiagnostic
});
})
