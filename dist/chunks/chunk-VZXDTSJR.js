import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  classify,
  classifyStreaming
} from "./chunk-4WYW5U7E.js";
import {
  decideMethod,
  extractFacts
} from "./chunk-GADSSRPE.js";

// src/analysis/index.ts
function analyze(ast, options = {}) {
  const facts = extractFacts(ast);
  const verdict = classify(facts, options);
  const streaming = classifyStreaming(facts, options.resolveSegment ? { resolveSegment: options.resolveSegment } : {});
  return { facts, verdict, streaming, method: decideMethod(verdict, streaming) };
}

export {
  analyze
};
