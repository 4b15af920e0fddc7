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
  checkRecords: () => checkRecords,
  mappingPairs: () => mappingPairs,
  recordNodes: () => recordNodes,
  schemaFields: () => schemaFields
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_HAGU7X5J = require("./cli-chunk-HAGU7X5J.cjs");
// src/stream/record-check.ts
function recordNodes(root) {
  return root.type === "array" ? root.items : [root];
}
function checkRecords(records, shape) {
  return records.flatMap((node, i) => checkRecord(node, i + 1, shape));
}
function checkRecord(node, record, shape) {
  if (node.type !== "object") return [{ record, path: "(the record)", expected: "object", actual: describe(node), offset: node.start }];
  const problems = [];
  const seen = /* @__PURE__ */ new Set();
  const check = (value, path, expected, mappedTo) => {
    if (!value || !expected || value.type === "null" || seen.has(value.start) || fits(value, expected)) return;
    seen.add(value.start);
    problems.push({ record, path, ...mappedTo ? { mappedTo } : {}, expected, actual: describe(value), offset: value.start });
  };
  for (const m of shape.mappings) check(at(node, m.source), m.source, shape.fields.get(m.destination), m.destination);
  const envelope = at(node, "body.xdmEntity");
  const entity = envelope?.type === "object" ? envelope : node;
  const prefix = entity === node ? "" : "body.xdmEntity.";
  for (const [path, type] of shape.fields) check(at(entity, path), `${prefix}${path}`, type);
  return problems.sort((a, b) => a.offset - b.offset);
}
function at(node, path) {
  let current = node;
  for (const key of path.split(".")) {
    if (current?.type !== "object") return void 0;
    current = current.entries.findLast((e) => e.key === key)?.value;
  }
  return current;
}
var DATE = /^\d{4}-\d{2}-\d{2}$/;
var DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
function fits(value, expected) {
  switch (expected) {
    case "string":
      return value.type === "string";
    case "date":
      return value.type === "string" && DATE.test(value.value);
    case "date-time":
      return value.type === "string" && DATE_TIME.test(value.value);
    case "integer":
      return value.type === "number" && Number.isInteger(value.value);
    case "number":
      return value.type === "number";
    case "boolean":
      return value.type === "boolean";
    case "object":
      return value.type === "object";
  }
}
function describe(value) {
  switch (value.type) {
    case "string":
      return `string ${JSON.stringify(value.value.length > 40 ? `${value.value.slice(0, 40)}\u2026` : value.value)}`;
    case "number":
      return `${Number.isInteger(value.value) ? "integer" : "number"} ${value.value}`;
    case "boolean":
      return `boolean ${value.value}`;
    case "null":
      return "null";
    case "array":
      return "an array";
    case "object":
      return "an object";
  }
}
// src/stream/record-shape.ts
function schemaFields(schema) {
  const fields = /* @__PURE__ */ new Map();
  if (!(0, import_cli_chunk_HAGU7X5J.isObject)(schema)) return fields;
  const trees = [
    schema.properties,
    ...((0, import_cli_chunk_HAGU7X5J.isObject)(schema.definitions) ? Object.values(schema.definitions) : []).map((d) => (0, import_cli_chunk_HAGU7X5J.isObject)(d) ? d.properties : void 0)
  ];
  for (const tree of trees) if ((0, import_cli_chunk_HAGU7X5J.isObject)(tree)) walk(tree, "", fields);
  return fields;
}
function walk(properties, prefix, out) {
  for (const [name, node] of Object.entries(properties)) {
    if (!(0, import_cli_chunk_HAGU7X5J.isObject)(node)) continue;
    const path = `${prefix}${name}`;
    const type = xdmType(node);
    if (type) out.set(path, type);
    if ((0, import_cli_chunk_HAGU7X5J.isObject)(node.properties)) walk(node.properties, `${path}.`, out);
  }
}
function xdmType(node) {
  if (node.type === "string") return node.format === "date" ? "date" : node.format === "date-time" ? "date-time" : "string";
  if (node.type === "integer" || node.type === "number" || node.type === "boolean" || node.type === "object") return node.type;
  return void 0;
}
function mappingPairs(mappingSet) {
  if (!(0, import_cli_chunk_HAGU7X5J.isObject)(mappingSet) || !Array.isArray(mappingSet.mappings)) return [];
  return mappingSet.mappings.flatMap((m) => {
    if (!(0, import_cli_chunk_HAGU7X5J.isObject)(m) || m.sourceType !== void 0 && m.sourceType !== "ATTRIBUTE") return [];
    const source = m.source ?? m.sourceAttribute;
    const destination = m.destination ?? m.destinationXdmPath;
    return typeof source === "string" && typeof destination === "string" ? [{ source, destination }] : [];
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  checkRecords,
  mappingPairs,
  recordNodes,
  schemaFields
});
})
