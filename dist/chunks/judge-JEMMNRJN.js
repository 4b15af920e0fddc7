import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  classify,
  extractFacts
} from "./chunk-QQ7GR5EN.js";
import "./chunk-GFKDNNT6.js";
import {
  parse
} from "./chunk-G54MEOFH.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-22DAHCAE.js";

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
    reasons: errors.map((e) => ({ rule: e.rule, code: e.code, severity: "error", message: e.message, range: e.span, ...e.label ? { label: e.label } : {}, hints: e.hints }))
  };
}

// src/analysis/judge.ts
function judgeEdge(pql) {
  const { verdict } = explainText(pql);
  return {
    eligible: verdict.eligible,
    reasons: verdict.reasons.filter((r) => r.severity === "error").map((r) => ({ rule: r.rule, message: r.message }))
  };
}
export {
  judgeEdge
};
