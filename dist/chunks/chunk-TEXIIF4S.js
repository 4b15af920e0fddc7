import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  explainText
} from "./chunk-K23BDQTA.js";

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
