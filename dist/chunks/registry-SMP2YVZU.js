import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  allRules,
  codesFor,
  ruleByCodeOrName,
  suggestRule
} from "./chunk-5MIVWAKR.js";
import "./chunk-YN3BIXZG.js";
import "./chunk-QOIKZVIE.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-NNYL6SQR.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-AAZRMWYH.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";
export {
  allRules,
  codesFor,
  ruleByCodeOrName,
  suggestRule
};
