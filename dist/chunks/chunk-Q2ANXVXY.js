import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  ruleByCodeOrName
} from "./chunk-GADSSRPE.js";
import {
  audienceFileKind,
  formatAudienceFile
} from "./chunk-3VZEPMB4.js";
import {
  print
} from "./chunk-Z6V2CRTB.js";
import {
  parse
} from "./chunk-YL2NNQ57.js";

// src/syntax/format-pql.ts
function formatPql(text, options = {}) {
  const { ast, errors } = parse(text);
  if (!ast) return { ok: false, errors };
  const output = `${print(ast, options)}
`;
  return { ok: true, output, changed: output !== text };
}

// src/format-source.ts
function formatSource(name, text, options = {}) {
  if (audienceFileKind(name) !== "pql") {
    const result2 = formatAudienceFile(name, text, options);
    if (result2.ok) return result2;
    return {
      ok: false,
      errors: result2.errors.map((e) => ({
        code: e.code ?? ruleByCodeOrName(e.rule)?.meta.code ?? "",
        rule: e.rule,
        message: e.message,
        range: e.range,
        hints: e.hints,
        ...e.label ? { label: e.label } : {}
      }))
    };
  }
  const result = formatPql(text, options);
  if (result.ok) return result;
  return {
    ok: false,
    errors: result.errors.map((e) => ({ code: e.code, rule: e.rule, message: e.message, range: e.span, label: e.label, hints: e.hints }))
  };
}

export {
  formatSource
};
