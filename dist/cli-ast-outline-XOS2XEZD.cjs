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
  outline: () => outline
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
// src/report/ast-outline.ts
function summary(node) {
  switch (node.kind) {
    case "String":
      return JSON.stringify(node.value);
    case "Number":
      return node.raw;
    case "Boolean":
      return String(node.value);
    case "Date":
      return `${node.year}-${node.month}-${node.day}`;
    case "Name":
      return node.name;
    case "Path":
      return (0, import_cli_chunk_UQL7A6YG.print)(node);
    case "Logical":
    case "Binary":
    case "Unary":
      return node.operator;
    case "SegmentReference":
      return JSON.stringify(node.segmentId);
    case "TimeWord":
      return node.word;
    case "RelativePeriod":
      return `${node.which} ${node.unit}`;
    case "Quantifier":
      return node.quantifier;
    case "AmountConstraint":
      return `${node.comparator} ${node.amount} ${node.unit} ${node.direction}`;
    case "DirectionConstraint":
      return node.direction;
    case "ChainStep":
      return node.label.name + (node.count !== null ? ` COUNT(${node.count})` : "");
    case "ContextReference":
      return node.text;
    default:
      return "";
  }
}
function where(span) {
  return `${span.start.line}:${span.start.column}-${span.end.line}:${span.end.column}`;
}
function outline(root) {
  const out = [];
  const visit = (node, depth) => {
    const text = summary(node);
    out.push(`${"  ".repeat(depth)}${node.kind}${text ? ` ${text}` : ""}  ${where(node.span)}`);
    if (node.kind === "Path") return;
    for (const child of (0, import_cli_chunk_N7DGRHRO.childrenOf)(node)) visit(child, depth + 1);
  };
  visit(root, 0);
  return out.join("\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  outline
});
})
