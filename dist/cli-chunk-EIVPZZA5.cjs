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
  activeDiagnostics: () => activeDiagnostics,
  byPosition: () => byPosition,
  diagnosticFrames: () => diagnosticFrames,
  docsCommand: () => docsCommand,
  edgeSummary: () => edgeSummary,
  filesWithProblems: () => filesWithProblems,
  frameOf: () => frameOf,
  problemCounts: () => problemCounts,
  problemCountsOf: () => problemCountsOf,
  problemExtras: () => problemExtras,
  repoPath: () => repoPath,
  shownDiagnostics: () => shownDiagnostics,
  stylish: () => stylish,
  suppressedDiagnostics: () => suppressedDiagnostics,
  verdictWords: () => verdictWords
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_4OLANE6Q = require("./cli-chunk-4OLANE6Q.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
// src/report/findings.ts
var EDGE_TYPES = ["single-event", "profile-only", "event-with-profile", "segment-of-segments"];
function byPosition(a, b) {
  return a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}
function activeDiagnostics(file) {
  return file.diagnostics.filter((d) => !d.suppressed).sort(byPosition);
}
function suppressedDiagnostics(file) {
  return file.diagnostics.filter((d) => d.suppressed).sort(byPosition);
}
function shownDiagnostics(file, showSuppressed) {
  return showSuppressed ? [...file.diagnostics].sort(byPosition) : activeDiagnostics(file);
}
function docsCommand(rule) {
  return `pql-audience rules ${rule}`;
}
function filesWithProblems(result) {
  return result.files.filter((f) => f.diagnostics.some((d) => !d.suppressed)).length;
}
function problemCounts(result) {
  return problemCountsOf(result.summary, filesWithProblems(result));
}
function problemCountsOf(s, withProblems) {
  const checked = `(${(0, import_cli_chunk_FCDA32LZ.plural)(s.files, "file")} checked)`;
  if (s.errors + s.warnings + s.infos === 0) return `no problems ${checked}`;
  const parts = [(0, import_cli_chunk_FCDA32LZ.plural)(s.errors, "error"), (0, import_cli_chunk_FCDA32LZ.plural)(s.warnings, "warning")];
  if (s.infos > 0) parts.push((0, import_cli_chunk_FCDA32LZ.plural)(s.infos, "info", "infos"));
  return `${parts.join(", ")} in ${(0, import_cli_chunk_FCDA32LZ.plural)(withProblems, "file")} ${checked}`;
}
function problemExtras(summary) {
  const extras = [];
  if (summary.suppressed > 0) extras.push(`${summary.suppressed} suppressed`);
  if (summary.fixable > 0) extras.push(`${summary.fixable} fixable with --fix`);
  return extras;
}
function edgeTypeCounts(summary) {
  return EDGE_TYPES.filter((t) => (summary.byType[t] ?? 0) > 0).map((t) => `${t} ${summary.byType[t]}`).join(", ");
}
function edgeSummary(summary) {
  if (summary.audiences === 0) return "no audiences found";
  const types = edgeTypeCounts(summary);
  const parts = [`${summary.eligible} edge-eligible${types ? ` (${types})` : ""}`];
  if (summary.notEligible > 0) parts.push(`${summary.notEligible} not eligible`);
  if (summary.unknown > 0) parts.push(`${summary.unknown} unknown (unresolved segment)`);
  return `${(0, import_cli_chunk_FCDA32LZ.plural)(summary.audiences, "audience")}: ${parts.join(", ")}`;
}
function verdictWords(verdict) {
  if (verdict.eligible === true) return verdict.type ?? "edge-eligible";
  return verdict.eligible === false ? "not eligible" : "unknown";
}
function repoPath(path, prefix) {
  if (!prefix || path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path) || path === "<stdin>") return path;
  const out = [];
  for (const segment of `${prefix}/${path}`.replace(/\\/g, "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === ".." && out.length > 0 && out[out.length - 1] !== "..") out.pop();
    else out.push(segment);
  }
  return out.join("/");
}
// src/report/stylish.ts
function stylish(result, options) {
  const sources = new Map(result.files.map((f) => [f.file, new import_cli_chunk_OS5LHD2Y.LineMap(f.source)]));
  const sourceOf = (file) => sources.get(file)?.text;
  const frames = [];
  for (const file of result.files) {
    const lines = sources.get(file.file);
    for (const d of shownDiagnostics(file, options.showSuppressed))
      frames.push((0, import_cli_chunk_4OLANE6Q.renderFrame)(frameOf(d, file), lines, { color: options.color, width: options.width, sourceOf }));
  }
  const body = frames.map((f) => `${f}

`).join("");
  return `${body}${footer(result, options)}
`;
}
function diagnosticFrames(file, diagnostics, options = {}) {
  const lines = new import_cli_chunk_OS5LHD2Y.LineMap(file.source);
  return [...diagnostics].sort(byPosition).map(
    (d) => (0, import_cli_chunk_4OLANE6Q.renderFrame)(frameOf(d, file), lines, { color: options.color ?? false, ...options.width ? { width: options.width } : {} })
  );
}
function frameOf(d, file) {
  return {
    severity: d.severity,
    code: d.code,
    rule: d.rule,
    message: d.message,
    file: d.file || file.file,
    range: d.range,
    label: d.label,
    hints: d.hints,
    related: d.related,
    notes: d.suppressed ? [`suppressed (${d.suppressed.kind}): ${d.suppressed.reason}`] : [],
    fix: d.fix ? `${d.fix.description} (apply with --fix)` : void 0,
    docs: docsCommand(d.rule)
  };
}
function footer(result, options) {
  const paint = (0, import_cli_chunk_4OLANE6Q.painter)(options.color);
  const s = result.summary;
  const counts = problemCounts(result);
  const style = s.errors > 0 ? import_cli_chunk_4OLANE6Q.ansi.bold + import_cli_chunk_4OLANE6Q.ansi.red : s.warnings > 0 ? import_cli_chunk_4OLANE6Q.ansi.bold + import_cli_chunk_4OLANE6Q.ansi.yellow : import_cli_chunk_4OLANE6Q.ansi.bold + import_cli_chunk_4OLANE6Q.ansi.green;
  const extras = problemExtras(s);
  const countLine = paint(style, counts) + (extras.length > 0 ? paint(import_cli_chunk_4OLANE6Q.ansi.dim, `; ${extras.join("; ")}`) : "");
  return `${edgeSummary(s)}
${countLine}`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  activeDiagnostics,
  byPosition,
  diagnosticFrames,
  docsCommand,
  edgeSummary,
  filesWithProblems,
  frameOf,
  problemCounts,
  problemCountsOf,
  problemExtras,
  repoPath,
  shownDiagnostics,
  stylish,
  suppressedDiagnostics,
  verdictWords
});
})
