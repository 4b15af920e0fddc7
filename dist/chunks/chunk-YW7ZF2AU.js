import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  evaluate
} from "./chunk-Y7FD6PGN.js";
import {
  ALIAS_PREFIX
} from "./chunk-SX6F3BOS.js";
import {
  forEachNode
} from "./chunk-V27FHGJY.js";

// src/run/evaluate-audiences.ts
function referencedIds(ast) {
  const ids = [];
  forEachNode(ast, (node) => {
    if (node.kind === "SegmentReference") ids.push(node.segmentId);
  });
  return ids;
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
    for (const id of referencedIds(audience.ast)) {
      const target = byKey.get(id);
      if (target === void 0) continue;
      local.set(id, run(target)?.qualifies ?? false);
    }
    const result = evaluate(audience.ast, {
      profile: data.profile,
      events: data.events,
      now: data.now,
      membership: (id) => local.get(id) === true
    });
    inProgress.delete(i);
    results[i] = { name: audience.name, ...result };
    return results[i];
  };
  return audiences.map((_, i) => run(i));
}

export {
  referencedIds,
  referenceKeys,
  evaluateAudiences
};
