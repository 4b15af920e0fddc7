import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  allRules,
  codesFor,
  ruleByCodeOrName,
  ruleNamesWhere,
  suggestRule
} from "./chunk-5276XTUU.js";
import "./chunk-QOIKZVIE.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-FOOEMZWO.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-DA6D7RXO.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";
export {
  allRules,
  codesFor,
  ruleByCodeOrName,
  ruleNamesWhere,
  suggestRule
};
