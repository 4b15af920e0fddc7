import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  allRules,
  codesFor,
  ruleByCodeOrName,
  ruleNamesWhere,
  suggestRule
} from "./chunk-LZ6XSWVJ.js";
import "./chunk-BC2VZJFD.js";
import "./chunk-M3TH62UT.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-46AO2RBA.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
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
