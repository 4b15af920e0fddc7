import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  isObject
} from "./chunk-ANQNKNO5.js";
import {
  ruleNamesWhere
} from "./chunk-GADSSRPE.js";
import {
  parse
} from "./chunk-YL2NNQ57.js";

// src/run/audience-file.ts
function parseAudiences(file) {
  const out = { audiences: [], loaded: [], syntaxErrors: [] };
  for (const audience of file.audiences) {
    const { ast, errors } = parse(audience.pql);
    for (const error of errors) out.syntaxErrors.push({ error, range: audience.mapSpan(error.span) });
    if (!ast) continue;
    const extras = audience.definition["x-pql-audience"];
    out.audiences.push({ name: audience.definition.name, alias: extras?.alias, id: extras?.id, ast });
    out.loaded.push(audience);
  }
  return out;
}
function eventsOf(value) {
  if (Array.isArray(value)) return value;
  if (isObject(value) && Array.isArray(value.events)) return value.events;
  return void 0;
}

// src/lint/evaluation-blockers.ts
var meaningRules = ruleNamesWhere((meta) => meta.category === "syntax" || meta.category === "audience" || meta.category === "ref");
function evaluationBlockers(file) {
  return file.diagnostics.filter((d) => d.severity === "error" && !d.suppressed && meaningRules.has(d.rule));
}

export {
  parseAudiences,
  eventsOf,
  evaluationBlockers
};
