import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  classify,
  extractFacts
} from "./chunk-ZOM3MVAG.js";

// src/analysis/index.ts
function analyze(ast, options = {}) {
  const facts = extractFacts(ast);
  return { facts, verdict: classify(facts, options) };
}

export {
  analyze
};
