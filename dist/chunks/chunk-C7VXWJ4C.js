import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  parseJson
} from "./chunk-3VZEPMB4.js";
import {
  LineMap
} from "./chunk-NBEU2GLP.js";
import {
  readText
} from "./chunk-XT7MT6WA.js";

// src/cli/read-json.ts
async function readJsonFile(path) {
  return jsonValue(await readText(path));
}
function jsonValue(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const parsed = parseJson(text);
    if (parsed.ok) return { ok: false, line: 1, column: 1, message: "it is JSON, but nesting deeper than 200 levels" };
    const at = new LineMap(text).span(parsed.error.start, parsed.error.end).start;
    return { ok: false, line: at.line, column: at.column, message: `invalid JSON: ${parsed.error.message}` };
  }
}

export {
  readJsonFile,
  jsonValue
};
