import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  explainText
} from "./chunk-GOC5EI3P.js";
import "./chunk-OCIH3QR7.js";
import "./chunk-QOIKZVIE.js";
import "./chunk-NNYL6SQR.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-22DAHCAE.js";

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
