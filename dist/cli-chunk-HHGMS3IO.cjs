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
  REPOSITORY_URL: () => REPOSITORY_URL,
  ruleDocsUrl: () => ruleDocsUrl,
  ruleMarkdown: () => ruleMarkdown,
  ruleText: () => ruleText,
  rulesIndexMarkdown: () => rulesIndexMarkdown,
  rulesMarkdown: () => rulesMarkdown,
  rulesTable: () => rulesTable
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
// src/report/rule-docs.ts
var REPOSITORY_URL = "https://github.com/pql-audience/pql-audience";
function ruleDocsUrl(rule) {
  return `${REPOSITORY_URL}/blob/main/docs/rules.md#${anchor(rule)}`;
}
var categoryTitles = {
  syntax: "Syntax",
  audience: "Audience files",
  ref: "References",
  edge: "Edge eligibility",
  streaming: "Streaming eligibility",
  style: "Style",
  project: "The project as a whole",
  suppressions: "Suppressions"
};
function severityWord(s) {
  return s === "warning" ? "warn" : s;
}
function exampleLanguage(e) {
  return e.file === "json" ? "json" : e.file === "yaml" ? "yaml" : "pql";
}
function exampleBlock(e) {
  const parts = [];
  if (e.config) parts.push(`With the config \`${JSON.stringify(e.config)}\`:`, "");
  for (const other of e.others ?? []) parts.push(`Linted together with \`${other.name}\`:`, "", "```yaml", other.code.trimEnd(), "```", "");
  if (e.savedAs) parts.push("Saved as Latin-1, not UTF-8:", "");
  parts.push(`\`\`\`${exampleLanguage(e)}`, e.code.trimEnd(), "```");
  return parts.join("\n");
}
function ruleMarkdown(rule) {
  const lines = [
    `### ${rule.code} \`${rule.name}\``,
    "",
    `${rule.summary}. Default: **${severityWord(rule.defaultSeverity)}**${rule.fixable ? "; fixable with `lint --fix`" : ""}.`,
    "",
    rule.why,
    ""
  ];
  for (const e of rule.invalid) lines.push("Reported:", "", exampleBlock(e), "");
  for (const e of rule.valid) lines.push("Not reported:", "", exampleBlock(e), "");
  return lines.join("\n");
}
function rulesIndexMarkdown(rules, page = "") {
  return [
    "| code | name | default | summary |",
    "|---|---|---|---|",
    ...rules.map(
      (r) => `| ${r.code} | [\`${r.name}\`](${page}#${anchor(r)}) | ${severityWord(r.defaultSeverity)} | ${r.summary.replace(/\|/g, "\\|")} |`
    )
  ].join("\n");
}
function rulesMarkdown(rules) {
  const out = [
    "# pql-audience rules",
    "",
    "<!-- Generated from the rule files in src/lint/rules by `npm run docs`; a test keeps it current. -->",
    "",
    "Configure a rule by code, name or category in `pql-audience.config.yaml`",
    '(`rules: { PQL204: warn, "style/*": off }`); silence one audience with a suppression that gives a reason.',
    "`pql-audience rules NAME` prints the same text in the terminal.",
    "",
    rulesIndexMarkdown(rules),
    ""
  ];
  for (const category of Object.keys(categoryTitles)) {
    const inCategory = rules.filter((r) => r.category === category);
    if (inCategory.length === 0) continue;
    out.push(`## ${categoryTitles[category]}`, "");
    for (const r of inCategory) out.push(ruleMarkdown(r));
  }
  return `${out.join("\n").trimEnd()}
`;
}
function anchor(r) {
  return `${r.code} ${r.name}`.toLowerCase().replace(/[^a-z0-9 -]/g, "").replace(/ /g, "-");
}
function rulesTable(rules) {
  const nameWidth = Math.max(...rules.map((r) => r.name.length));
  const rows = rules.map(
    (r) => `${r.code}  ${r.name.padEnd(nameWidth)}  ${severityWord(r.defaultSeverity).padEnd(5)}  ${(r.fixable ? "yes" : "").padEnd(3)}  ${r.summary}`
  );
  const fixable = rules.filter((r) => r.fixable).length;
  const counts = `${(0, import_cli_chunk_FCDA32LZ.plural)(rules.length, "rule")}${fixable > 0 ? `, ${fixable} fixable with \`lint --fix\`` : ""}`;
  return `${[`code    ${"name".padEnd(nameWidth)}  level  fix  summary`, ...rows].join("\n")}

${counts}. Details: pql-audience rules <code|name>
`;
}
function ruleText(rule) {
  const indent = (text) => text.trimEnd().split("\n").map((l) => `    ${l}`).join("\n");
  const lines = [
    `${rule.code} ${rule.name} (${rule.category}, default ${severityWord(rule.defaultSeverity)}${rule.fixable ? ", fixable" : ""})`,
    "",
    `${rule.summary}.`,
    "",
    rule.why
  ];
  for (const e of rule.invalid) lines.push("", "Reported:", indent(e.code));
  for (const e of rule.valid) lines.push("", "Not reported:", indent(e.code));
  lines.push("", `Docs: ${ruleDocsUrl(rule)}`);
  return `${lines.join("\n")}
`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  REPOSITORY_URL,
  ruleDocsUrl,
  ruleMarkdown,
  ruleText,
  rulesIndexMarkdown,
  rulesMarkdown,
  rulesTable
});
})
