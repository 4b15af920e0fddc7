import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  fromPqlJson,
  toPqlJson
} from "./chunk-3VZEPMB4.js";
import {
  print
} from "./chunk-Z6V2CRTB.js";

// src/pql-json/text.ts
function pqlJsonText(tree, indent = 0) {
  return JSON.stringify(toPqlJson(tree), null, indent > 0 ? indent : void 0);
}
function pqlTextOf(jsonText, options = {}) {
  let json;
  try {
    json = JSON.parse(jsonText);
  } catch (e) {
    return { ok: false, error: { pointer: "", message: `not JSON: ${e instanceof Error ? e.message : String(e)}` } };
  }
  const read = fromPqlJson(json);
  return read.ok ? { ok: true, text: print(read.ast, options) } : read;
}

export {
  pqlJsonText,
  pqlTextOf
};
