import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  allRules
} from "./chunk-2DOIQOZE.js";
import {
  closest
} from "./chunk-ONUNGY4H.js";

// src/lint/registry.ts
var byCode = new Map(allRules.map((r) => [r.meta.code, r]));
var byName = new Map(allRules.map((r) => [r.meta.name, r]));
function ruleByCodeOrName(key) {
  return byCode.get(key) ?? byName.get(key);
}
function codesFor(key) {
  const single = ruleByCodeOrName(key);
  if (single) return [single.meta.code];
  let matches = [];
  if (/^PQL\dxx$/.test(key)) matches = allRules.filter((r) => r.meta.code.startsWith(key.slice(0, 4)));
  else if (/^PQL\d\dx$/.test(key)) matches = allRules.filter((r) => r.meta.code.startsWith(key.slice(0, 5)));
  else if (key.endsWith("/*")) matches = allRules.filter((r) => r.meta.name.startsWith(key.slice(0, -1)));
  return matches.length > 0 ? matches.map((r) => r.meta.code) : void 0;
}
function suggestRule(key) {
  return closest(
    key,
    allRules.flatMap((r) => [r.meta.code, r.meta.name]),
    Math.max(2, Math.floor(key.length / 4))
  );
}

export {
  ruleByCodeOrName,
  codesFor,
  suggestRule
};
