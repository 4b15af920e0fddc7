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
  recordId: () => recordId
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
// src/audience/record-id.ts
var import_yaml = (0, import_cli_chunk_ZHMSISMR.__toESM)((0, import_cli_chunk_ZD3FC7HB.require_dist)(), 1);
function recordId(fileName, text, index, id, expected) {
  const before = (0, import_cli_chunk_ZD3FC7HB.loadAudienceFile)(fileName, text).audiences.find((a) => a.index === index)?.definition;
  if (!before) return { ok: false, reason: "the audience is no longer in the file" };
  if (expected && comparable(before) !== comparable(expected)) return { ok: false, reason: "the file changed since it was read" };
  if (before["x-pql-audience"]?.id === id) return { ok: true, text, changed: false };
  const kind = (0, import_cli_chunk_ZD3FC7HB.audienceFileKind)(fileName);
  const edited = kind === "json" ? editJson(text, id) : kind === "yaml" ? editYaml(text, index, id) : void 0;
  if (edited === void 0) return { ok: false, reason: "the file's layout is not one this can edit" };
  const after = (0, import_cli_chunk_ZD3FC7HB.loadAudienceFile)(fileName, edited).audiences.find((a) => a.index === index)?.definition;
  if (!after || after["x-pql-audience"]?.id !== id || comparable(after) !== comparable(before))
    return { ok: false, reason: "the edited file did not read back the same" };
  return { ok: true, text: edited, changed: true };
}
function comparable(definition) {
  const { "x-pql-audience": extras, ...rest } = definition;
  const { id: _id, ...other } = extras ?? {};
  return JSON.stringify(Object.keys(other).length > 0 ? { ...rest, "x-pql-audience": other } : rest);
}
var quoted = (id) => JSON.stringify(id);
function insert(text, at, what) {
  return `${text.slice(0, at)}${what}${text.slice(at)}`;
}
function lineStart(text, offset) {
  return text.lastIndexOf("\n", offset - 1) + 1;
}
function indentBefore(text, offset) {
  const lead = text.slice(lineStart(text, offset), offset);
  return /^[ \t]*$/.test(lead) ? lead : void 0;
}
function editYaml(text, index, id) {
  const documents = (0, import_yaml.parseAllDocuments)(text, { keepSourceTokens: true });
  if (!Array.isArray(documents)) return void 0;
  const doc = documents.filter((d) => d.errors.length > 0 || !isEmpty(d))[index];
  const root = doc?.contents;
  if (!(0, import_yaml.isMap)(root) || !root.range) return void 0;
  const extras = root.items.find((p) => keyIs(p, "x-pql-audience"));
  if (!extras) return root.flow ? addFlowEntry(text, root, `x-pql-audience: { id: ${quoted(id)} }`) : addYamlExtras(text, root, id);
  const map = extras.value;
  if (!(0, import_yaml.isMap)(map) || !map.range) return void 0;
  const recorded = map.items.find((p) => keyIs(p, "id"));
  if (recorded) {
    const range = recorded.value?.range;
    return range ? `${text.slice(0, range[0])}${quoted(id)}${text.slice(range[1])}` : void 0;
  }
  if (map.flow) return addFlowEntry(text, map, `id: ${quoted(id)}`);
  const first = map.items[0]?.key?.range?.[0];
  if (first === void 0) return void 0;
  const indent = indentBefore(text, first);
  return indent === void 0 ? void 0 : insert(text, lineStart(text, first), `${indent}id: ${quoted(id)}${lineEnd(text)}`);
}
function addYamlExtras(text, root, id) {
  const firstKey = root.items[0]?.key?.range?.[0];
  if (firstKey === void 0) return void 0;
  const indent = indentBefore(text, firstKey);
  if (indent === void 0) return void 0;
  const nl = lineEnd(text);
  let at = root.range[1];
  let lead = "";
  if (text[at - 1] !== "\n") {
    const next = text.indexOf("\n", at);
    if (next < 0) [at, lead] = [text.length, nl];
    else at = next + 1;
  }
  return insert(text, at, `${lead}${indent}x-pql-audience:${nl}${indent}${nestedIndent(text, root)}id: ${quoted(id)}${nl}`);
}
function nestedIndent(text, root) {
  for (const pair of root.items) {
    const key = pair.key?.range?.[0];
    const value = pair.value;
    if (key === void 0 || !(0, import_yaml.isMap)(value) || value.flow) continue;
    const child = value.items[0]?.key?.range?.[0];
    if (child === void 0) continue;
    const outer = key - lineStart(text, key);
    const inner = child - lineStart(text, child);
    if (inner > outer) return " ".repeat(inner - outer);
  }
  return "  ";
}
function addFlowEntry(text, map, entry) {
  const open = map.range[0];
  if (text[open] !== "{") return void 0;
  return insert(text, open + 1, map.items.length > 0 ? ` ${entry},` : ` ${entry} `);
}
function keyIs(pair, name) {
  return (0, import_yaml.isScalar)(pair.key) && pair.key.value === name;
}
function isEmpty(doc) {
  const contents = doc.contents;
  return contents === null || (0, import_yaml.isScalar)(contents) && contents.value === null && contents.range?.[0] === contents.range?.[1];
}
function lineEnd(text) {
  return text.includes("\r\n") ? "\r\n" : "\n";
}
function editJson(text, id) {
  const parsed = (0, import_cli_chunk_ZD3FC7HB.parseJson)(text);
  if (!parsed.ok || parsed.node.type !== "object") return void 0;
  const root = parsed.node;
  const extras = root.entries.find((e) => e.key === "x-pql-audience");
  if (extras) {
    if (extras.value.type !== "object") return void 0;
    const recorded = extras.value.entries.find((e) => e.key === "id");
    if (recorded) return `${text.slice(0, recorded.value.start)}${quoted(id)}${text.slice(recorded.value.end)}`;
    return addJsonEntry(text, extras.value, `"id": ${quoted(id)}`);
  }
  const last = root.entries[root.entries.length - 1];
  if (!last) return void 0;
  const indent = indentBefore(text, last.keyStart);
  const nl = lineEnd(text);
  if (indent !== void 0 && text.slice(root.start, last.keyStart).includes("\n")) {
    const step = indent.length > 0 ? indent : "  ";
    return insert(text, last.value.end, `,${nl}${indent}"x-pql-audience": {${nl}${indent}${step}"id": ${quoted(id)}${nl}${indent}}`);
  }
  return insert(text, last.value.end, `, "x-pql-audience": { "id": ${quoted(id)} }`);
}
function addJsonEntry(text, object, entry) {
  const first = object.entries[0];
  if (!first) return `${text.slice(0, object.start)}{ ${entry} }${text.slice(object.end)}`;
  const indent = indentBefore(text, first.keyStart);
  if (indent !== void 0 && text.slice(object.start, first.keyStart).includes("\n"))
    return insert(text, first.keyStart, `${entry},${lineEnd(text)}${indent}`);
  return insert(text, first.keyStart, `${entry}, `);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  recordId
});
})
