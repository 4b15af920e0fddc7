import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  classify,
  extractFacts
} from "./chunk-SMLBMSIK.js";
import {
  parse
} from "./chunk-ONUNGY4H.js";

// src/analysis/index.ts
function analyze(ast, options = {}) {
  const facts = extractFacts(ast);
  return { facts, verdict: classify(facts, options) };
}
function explainText(text, options = {}) {
  const { ast, errors } = parse(text);
  if (!ast) return { verdict: syntaxVerdict(errors), facts: null, errors };
  return { ...analyze(ast, options), errors };
}
function syntaxVerdict(errors) {
  return {
    eligible: false,
    type: null,
    reasons: errors.map((e) => ({
      rule: e.rule,
      code: e.code,
      severity: "error",
      message: e.message,
      range: e.span,
      ...e.label ? { label: e.label } : {},
      hints: e.hints
    }))
  };
}

export {
  analyze,
  explainText
};
