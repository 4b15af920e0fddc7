import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  evaluate
} from "./chunk-JDI5JMKQ.js";
import {
  ALIAS_PREFIX
} from "./chunk-6BK4WJUG.js";
import {
  forEachNode
} from "./chunk-ZB4TTSV4.js";

// src/run/evaluate-audiences.ts
function referencedIds(ast) {
  return references(ast).map((node) => node.segmentId);
}
function references(ast) {
  const nodes = [];
  forEachNode(ast, (node) => {
    if (node.kind === "SegmentReference") nodes.push(node);
  });
  return nodes;
}
function referenceKeys(audience) {
  return [...audience.alias ? [`${ALIAS_PREFIX}${audience.alias}`] : [], ...audience.id ? [audience.id] : []];
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
      local.set(node.segmentId, referenced?.qualifies === true);
    }
    result ??= evaluate(audience.ast, {
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

export {
  referencedIds,
  referenceKeys,
  evaluateAudiences
};
