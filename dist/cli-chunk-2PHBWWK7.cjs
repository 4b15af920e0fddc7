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
  SUMMARY_BUDGET_BYTES: () => SUMMARY_BUDGET_BYTES,
  escapeData: () => escapeData,
  escapeProperty: () => escapeProperty,
  github: () => github,
  githubFile: () => githubFile,
  githubSummary: () => githubSummary,
  markdownCell: () => markdownCell
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_EIVPZZA5 = require("./cli-chunk-EIVPZZA5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
// src/report/github-summary.ts
var SUMMARY_BUDGET_BYTES = 9e5;
var SEVERITY_BADGE = { error: "\u274C error", warning: "\u26A0\uFE0F warning", info: "\u2139\uFE0F info" };
function markdownCell(text) {
  return text.split(/(`[^`\r\n]*`)/).map((part, i) => i % 2 === 1 ? part : part.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")).join("").replace(/\|/g, "\\|").replace(/\r?\n|\r/g, "<br>");
}
function utf8Length(text) {
  let bytes = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    bytes += cp < 128 ? 1 : cp < 2048 ? 2 : cp < 65536 ? 3 : 4;
  }
  return bytes;
}
function githubSummary(result, options) {
  const budget = options.budgetBytes ?? SUMMARY_BUDGET_BYTES;
  const extras = (0, import_cli_chunk_EIVPZZA5.problemExtras)(result.summary);
  const head = [
    "## pql-audience lint",
    "",
    `**${(0, import_cli_chunk_EIVPZZA5.problemCounts)(result)}**${extras.length > 0 ? ` \xB7 ${extras.join(" \xB7 ")}` : ""}`,
    "",
    (0, import_cli_chunk_EIVPZZA5.edgeSummary)(result.summary),
    ""
  ];
  const findings = result.files.flatMap(
    (file) => (0, import_cli_chunk_EIVPZZA5.activeDiagnostics)(file).map(
      (d) => `| ${SEVERITY_BADGE[d.severity]} | ${markdownCell(`${d.file || file.file}:${d.range.start.line}:${d.range.start.column}`)} | ${d.code} ${markdownCell(d.rule)} | ${markdownCell([d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n"))} |`
    )
  );
  const audiences = result.files.flatMap(
    (file) => file.audiences.map((a) => `| ${markdownCell(a.name)} | ${markdownCell(file.file)} | ${markdownCell((0, import_cli_chunk_EIVPZZA5.verdictWords)(a.verdict))} |`)
  );
  const sections = [
    {
      title: "### Findings",
      header: ["| Severity | Location | Rule | Message |", "| --- | --- | --- | --- |"],
      rows: findings,
      what: "finding"
    },
    { title: "### Audiences", header: ["| Audience | File | Edge |", "| --- | --- | --- |"], rows: audiences, what: "audience" }
  ];
  const out = [...head];
  let used = utf8Length(out.join("\n"));
  for (const section of sections) {
    if (section.rows.length === 0) continue;
    const top = [section.title, "", ...section.header];
    out.push(...top);
    used += utf8Length(top.join("\n")) + top.length;
    let shown = 0;
    for (const row of section.rows) {
      const size = utf8Length(row) + 1;
      if (used + size > budget) break;
      out.push(row);
      used += size;
      shown++;
    }
    if (shown < section.rows.length) {
      const left = section.rows.length - shown;
      out.push("", `\u2026 ${(0, import_cli_chunk_FCDA32LZ.plural)(left, `more ${section.what}`)} not shown (summary size limit); see the log or the SARIF report.`);
    }
    out.push("");
  }
  return `${out.join("\n").trimEnd()}
`;
}
// src/report/github.ts
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function githubCommand(severity) {
  return severity === "info" ? "notice" : severity;
}
function annotation(d, path) {
  const { start, end } = d.range;
  const props = [
    ["file", path],
    ["line", start.line],
    ["col", start.column],
    ["endLine", end.line]
  ];
  if (end.line === start.line) props.push(["endColumn", Math.max(end.column, start.column + 1)]);
  props.push(["title", `${d.code} ${d.rule}`]);
  const message = [d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n");
  return `::${githubCommand(d.severity)} ${props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",")}::${escapeData(message)}`;
}
function github(result, options) {
  return result.files.map((file) => githubFile(file, options)).join("");
}
function githubFile(file, options) {
  let out = "";
  for (const d of (0, import_cli_chunk_EIVPZZA5.activeDiagnostics)(file)) out += `${annotation(d, (0, import_cli_chunk_EIVPZZA5.repoPath)(d.file || file.file, options.repoPathPrefix))}
`;
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  SUMMARY_BUDGET_BYTES,
  escapeData,
  escapeProperty,
  github,
  githubFile,
  githubSummary,
  markdownCell
});
})
