(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  evaluationText: () => evaluationText,
  referencedElsewhere: () => referencedElsewhere,
  traceLines: () => traceLines
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_O2VVQL4V = require("./cli-chunk-O2VVQL4V.cjs");
var import_cli_chunk_KHOFP2T3 = require("./cli-chunk-KHOFP2T3.cjs");
var import_cli_chunk_4OLANE6Q = require("./cli-chunk-4OLANE6Q.cjs");
var import_cli_chunk_NB47KFK3 = require("./cli-chunk-NB47KFK3.cjs");
var import_cli_chunk_67JIP6KT = require("./cli-chunk-67JIP6KT.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_LZPKKSC7 = require("./cli-chunk-LZPKKSC7.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_RSFATH5P = require("./cli-chunk-RSFATH5P.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
// src/report/evaluation-text.ts
function traceLines(outline, paint, indent) {
  return outline.map(
    (line) => `${indent}${"  ".repeat(line.depth)}${paint(valueTone(line.value), (line.value === null ? "unknown" : String(line.value)).padEnd(7))} ${(0, import_cli_chunk_4OLANE6Q.safeText)(line.text)}`
  );
}
function valueTone(value) {
  return value === true ? import_cli_chunk_4OLANE6Q.ansi.green : value === false ? import_cli_chunk_4OLANE6Q.ansi.red : import_cli_chunk_4OLANE6Q.ansi.yellow;
}
function evaluationText(input, options = {}) {
  const paint = (0, import_cli_chunk_4OLANE6Q.painter)(options.color);
  const out = [];
  input.results.forEach((result, i) => {
    const pql = input.pql[i];
    const title = (0, import_cli_chunk_JJSKHFYR.visibleControls)(result.name === input.file ? input.file : `${input.file}: ${result.name}`);
    const verdict = result.status === "budget-exceeded" ? paint(import_cli_chunk_4OLANE6Q.ansi.yellow, "budget exceeded: no answer") : result.status === "data-too-deep" ? paint(import_cli_chunk_4OLANE6Q.ansi.yellow, `not evaluated: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(result.data.message)}`) : paint(valueTone(result.qualifies), result.qualifies ? "qualifies" : "does not qualify");
    out.push(`${paint(import_cli_chunk_4OLANE6Q.ansi.bold, title)}  ${verdict} ${paint(import_cli_chunk_4OLANE6Q.ansi.dim, `(at ${input.now})`)}`);
    out.push(...traceLines((0, import_cli_chunk_NB47KFK3.traceOutline)(result.trace.nodes, pql), paint, "  "));
    for (const chain of result.trace.chains) {
      for (const step of chain.steps) {
        const matched = step.matched.length > 0 ? `matched ${step.matched.map(String).join(", ")}` : "no event matched";
        out.push(`  ${paint(import_cli_chunk_4OLANE6Q.ansi.dim, "CHAIN")} ${step.label}: ${matched}${step.needed > 1 ? ` (needs ${step.needed})` : ""}`);
      }
    }
    for (const problem of result.trace.problems)
      out.push(`  ${paint(import_cli_chunk_4OLANE6Q.ansi.yellow, "note")}    ${problem.message} (${problem.span.start.line}:${problem.span.start.column})`);
    out.push("");
  });
  return `${out.join("\n")}`;
}
// src/cli/project-audiences.ts
async function referencedElsewhere(file, audiences) {
  const known = new Set(audiences.flatMap(import_cli_chunk_67JIP6KT.referenceKeys));
  let wanted = audiences.flatMap((a) => (0, import_cli_chunk_67JIP6KT.referencedIds)(a.ast)).filter((id) => !known.has(id));
  if (wanted.length === 0) return [];
  const project = await (0, import_cli_chunk_KHOFP2T3.indexProjects)([file], { configs: new import_cli_chunk_LZPKKSC7.ConfigResolver(), roots: new import_cli_chunk_LZPKKSC7.ConfigResolver() });
  const found = [];
  const loadedFiles = /* @__PURE__ */ new Set();
  while (wanted.length > 0) {
    const next = [];
    for (const id of wanted) {
      const target = project.find((p) => id.startsWith(import_cli_chunk_RSFATH5P.ALIAS_PREFIX) ? p.alias === id.slice(import_cli_chunk_RSFATH5P.ALIAS_PREFIX.length) : p.id === id);
      if (!target || loadedFiles.has(target.file)) continue;
      loadedFiles.add(target.file);
      const text = (0, import_cli_chunk_BPDGXKYC.readIfReadable)(target.file);
      if (text === void 0) continue;
      for (const runnable of (0, import_cli_chunk_O2VVQL4V.parseAudiences)((0, import_cli_chunk_ZD3FC7HB.loadAudienceFile)(target.file, text)).audiences) {
        found.push(runnable);
        for (const key of (0, import_cli_chunk_67JIP6KT.referenceKeys)(runnable)) known.add(key);
        next.push(...(0, import_cli_chunk_67JIP6KT.referencedIds)(runnable.ast));
      }
    }
    wanted = next.filter((id) => !known.has(id));
  }
  return found;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  evaluationText,
  referencedElsewhere,
  traceLines
});
})
