import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  explainText
} from "./chunk-XT4WBRYP.js";
import "./chunk-V3ATRDS3.js";
import "./chunk-XCXS6TTN.js";
import "./chunk-QOIKZVIE.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-JU224256.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-ZOXRMS5M.js";
import "./chunk-K2CGDB6X.js";
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
