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
  evaluateAudiences: () => evaluateAudiences,
  referenceKeys: () => referenceKeys,
  referencedIds: () => referencedIds
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_MJ44L2U2 = require("./cli-chunk-MJ44L2U2.cjs");
var import_cli_chunk_RSFATH5P = require("./cli-chunk-RSFATH5P.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
// src/run/evaluate-audiences.ts
function referencedIds(ast) {
  return references(ast).map((node) => node.segmentId);
}
function references(ast) {
  const nodes = [];
  (0, import_cli_chunk_N7DGRHRO.forEachNode)(ast, (node) => {
    if (node.kind === "SegmentReference") nodes.push(node);
  });
  return nodes;
}
function referenceKeys(audience) {
  return [...audience.alias ? [`${import_cli_chunk_RSFATH5P.ALIAS_PREFIX}${audience.alias}`] : [], ...audience.id ? [audience.id] : []];
}
function evaluateAudiences(audiences, data) {
  const byKey = /* @__PURE__ */ new Map();
  audiences.forEach((a, i) => {
    for (const key of referenceKeys(a)) byKey.set(key, i);
  });
  const results = new Array(audiences.length);
  const inProgress = /* @__PURE__ */ new Set();
  const run = (i) => {
    if (results[i]) return results[i];
    if (inProgress.has(i)) return void 0;
    inProgress.add(i);
    const audience = audiences[i];
    const local = /* @__PURE__ */ new Map();
    let result;
    for (const node of references(audience.ast)) {
      const target = byKey.get(node.segmentId);
      if (target === void 0) continue;
      const referenced = run(target);
      if (referenced?.status === "budget-exceeded" && !result) {
        const message = `${referenced.name}, which this references, went over its budget (${referenced.budget.message})`;
        const trace = { nodes: [{ kind: audience.ast.kind, span: audience.ast.span, value: null }], chains: [], problems: [] };
        result = { ...referenced, trace, budget: { ...referenced.budget, span: node.span, message } };
      }
      if (referenced?.status === "data-too-deep" && !result) {
        const trace = { nodes: [{ kind: audience.ast.kind, span: audience.ast.span, value: null }], chains: [], problems: [] };
        result = { ...referenced, trace };
      }
      local.set(node.segmentId, referenced?.qualifies === true);
    }
    result ??= (0, import_cli_chunk_MJ44L2U2.evaluate)(audience.ast, {
      profile: data.profile,
      events: data.events,
      now: data.now,
      membership: (id) => local.get(id) === true,
      ...data.budget ? { budget: data.budget } : {}
    });
    inProgress.delete(i);
    results[i] = { ...result, name: audience.name };
    return results[i];
  };
  return audiences.map((_, i) => run(i));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  evaluateAudiences,
  referenceKeys,
  referencedIds
});
})
