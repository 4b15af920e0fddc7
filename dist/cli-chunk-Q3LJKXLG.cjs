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
  canonicalExpression: () => canonicalExpression,
  formatAudienceFile: () => formatAudienceFile,
  isFormatted: () => isFormatted,
  replaceLoadedExpression: () => replaceLoadedExpression
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
// src/audience/format-audience-file.ts
function isFormatted(pql, canonical) {
  return pql.trim() === canonical;
}
function canonicalExpression(kind, ast, options = {}) {
  return (0, import_cli_chunk_UQL7A6YG.print)(ast, kind === "json" ? { ...options, width: Number.POSITIVE_INFINITY } : options);
}
function formatAudienceFile(fileName, text, options = {}) {
  const loaded = (0, import_cli_chunk_ZD3FC7HB.loadAudienceFile)(fileName, text);
  if (loaded.problems.length > 0) return { ok: false, errors: loaded.problems };
  const errors = [];
  const canonicals = [];
  for (const audience of loaded.audiences) {
    const { ast, errors: syntaxErrors } = (0, import_cli_chunk_TE2BRFRC.parse)(audience.pql);
    for (const e of syntaxErrors) {
      errors.push({
        rule: e.rule,
        code: e.code,
        message: e.message,
        range: audience.mapSpan(e.span),
        hints: e.hints,
        ...e.label ? { label: e.label } : {}
      });
    }
    canonicals.push(ast ? canonicalExpression(loaded.kind, ast, options) : null);
  }
  if (errors.length > 0) return { ok: false, errors };
  let output = text;
  for (let i = loaded.audiences.length - 1; i >= 0; i--) {
    const audience = loaded.audiences[i];
    const canonical = canonicals[i];
    if (isFormatted(audience.pql, canonical)) continue;
    const edit = expressionEdit(fileName, output, audience, canonical, loaded.kind === "json");
    if (edit === void 0) {
      return {
        ok: false,
        errors: [
          {
            rule: import_cli_chunk_ZD3FC7HB.audienceSchemaRule.meta.name,
            message: "could not write the formatted expression back into this file",
            range: audience.expressionRange,
            hints: ["format the expression by hand, or write it as a literal block (`value: |`)"]
          }
        ]
      };
    }
    output = applyEdit(output, edit);
  }
  return { ok: true, output, changed: output !== text };
}
function replaceLoadedExpression(fileName, text, kind, audience, pql) {
  if (kind === "pql") return { range: audience.expressionRange, text: pql.endsWith("\n") ? pql : `${pql}
` };
  return expressionEdit(fileName, text, audience, pql, kind === "json");
}
function applyEdit(text, edit) {
  return text.slice(0, edit.range.start.offset) + edit.text + text.slice(edit.range.end.offset);
}
function expressionEdit(fileName, text, audience, pql, json) {
  const range = audience.expressionRange;
  if (json) return { range, text: JSON.stringify(pql) };
  const raw = text.slice(range.start.offset, range.end.offset);
  const tried = [];
  for (const candidate of yamlCandidates(text, audience, raw, pql)) {
    if (tried.includes(candidate)) continue;
    tried.push(candidate);
    const edit = { range, text: candidate };
    const again = (0, import_cli_chunk_ZD3FC7HB.expressionReadBack)(fileName, applyEdit(text, edit), audience.index);
    if (again !== void 0 && isFormatted(again, pql.trim())) return edit;
  }
  return void 0;
}
function* yamlCandidates(text, audience, raw, canonical) {
  const multiLine = canonical.includes("\n");
  const doubleQuoted = () => JSON.stringify(canonical);
  const inFlow = /^[[{]/.test(sliceOf(text, audience.locate(["expression"])));
  if (inFlow) {
    yield multiLine ? doubleQuoted() : sameStyle(raw, canonical);
    yield doubleQuoted();
    return;
  }
  const block = () => {
    const newline = text.includes("\r\n") ? "\r\n" : "\n";
    const key = audience.locate(["expression", "value"], "key");
    return literalBlock(raw, canonical, key ? key.start.column - 1 : 2, newline);
  };
  if (/^[|>]/.test(raw) || multiLine) {
    yield block();
    yield doubleQuoted();
    return;
  }
  yield sameStyle(raw, canonical);
  yield doubleQuoted();
  yield block();
}
function sameStyle(raw, canonical) {
  if (raw.startsWith("'")) return `'${canonical.replace(/'/g, "''")}'`;
  if (raw.startsWith('"')) return JSON.stringify(canonical);
  return canonical;
}
function literalBlock(raw, canonical, keyIndent, newline) {
  const header = /^([|>])([1-9+-]*)([^\r\n]*)/.exec(raw);
  let indicator = "|";
  let chomp = "-";
  let rest = "";
  let indent = keyIndent + 2;
  if (header) {
    indicator = header[1] === ">" && !canonical.includes("\n") ? ">" : "|";
    chomp = header[2].replace(/[1-9+]/g, "");
    rest = header[3];
    const firstContent = raw.split(/\r?\n/).slice(1).find((line) => line.trim() !== "");
    const written = firstContent ? /^ */.exec(firstContent)[0].length : 0;
    if (written > keyIndent && !/[1-9]/.test(header[2])) indent = written;
  }
  const pad = " ".repeat(indent);
  const body = canonical.split("\n").map((line) => line === "" ? "" : pad + line).join(newline);
  const ending = header && /\n$/.test(raw) ? newline : "";
  return `${indicator}${chomp}${rest}${newline}${body}${ending}`;
}
function sliceOf(text, span) {
  return span ? text.slice(span.start.offset, span.end.offset) : "";
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  canonicalExpression,
  formatAudienceFile,
  isFormatted,
  replaceLoadedExpression
});
})
