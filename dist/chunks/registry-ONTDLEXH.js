import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  allRules,
  codesFor,
  ruleByCodeOrName,
  suggestRule
} from "./chunk-3REGANEX.js";
import "./chunk-RHKL256K.js";
import "./chunk-YN3BIXZG.js";
import "./chunk-EY2G63SE.js";
import "./chunk-GFCZGUHN.js";
import "./chunk-4GRICRER.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-22DAHCAE.js";
export {
  allRules,
  codesFor,
  ruleByCodeOrName,
  suggestRule
};
