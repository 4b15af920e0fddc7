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
  convertAudienceText: () => convertAudienceText,
  runConvert: () => runConvert
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_CQA3LC7B = require("./cli-chunk-CQA3LC7B.cjs");
var import_cli_chunk_4OLANE6Q = require("./cli-chunk-4OLANE6Q.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_Q3LJKXLG = require("./cli-chunk-Q3LJKXLG.cjs");
var import_cli_chunk_S2QAFOMM = require("./cli-chunk-S2QAFOMM.cjs");
var import_cli_chunk_LW2645SQ = require("./cli-chunk-LW2645SQ.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_RSFATH5P = require("./cli-chunk-RSFATH5P.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_TENKBKXC = require("./cli-chunk-TENKBKXC.cjs");
var import_cli_chunk_I42NNT3W = require("./cli-chunk-I42NNT3W.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_cli_chunk_7HF7OUKO = require("./cli-chunk-7HF7OUKO.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
var import_promises = require("node:fs/promises");
// src/cli/convert-run.ts
async function runConvert(options) {
  if (options.to !== "pql/json" && options.to !== "pql/text") throw new import_cli_chunk_EFID7JQ4.UsageError('--to must be "pql/json" or "pql/text"');
  const fromStdin = options.files.includes("-");
  if (fromStdin && options.files.length > 1) throw new import_cli_chunk_EFID7JQ4.UsageError("`-` (standard input) cannot be combined with other paths");
  if (fromStdin && options.write) throw new import_cli_chunk_EFID7JQ4.UsageError("--write needs files, not standard input");
  const color = (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stderr);
  let failed = 0;
  const written = [];
  for (const file of options.files) {
    const input = await (0, import_cli_chunk_MZC6GN3B.readInput)(file);
    const oversize = (0, import_cli_chunk_MZC6GN3B.oversizeMessage)(input);
    if (oversize) {
      failed++;
      import_cli_chunk_VFSYOTZ5.stderr.write(oversize);
      continue;
    }
    const result = convertAudienceText(input.name, input.text, options.to);
    if (!result.ok) {
      failed++;
      for (const f of result.findings)
        import_cli_chunk_VFSYOTZ5.stderr.write(`${(0, import_cli_chunk_4OLANE6Q.renderFrame)({ severity: "error", ...f, file: input.name }, input.text, { color })}

`);
      continue;
    }
    if (!options.write) import_cli_chunk_VFSYOTZ5.stdout.write(result.output);
    else if (result.changed) {
      await (0, import_promises.writeFile)(file, result.output);
      written.push(input.name);
    }
  }
  if (options.write) {
    for (const name of written) import_cli_chunk_VFSYOTZ5.stdout.write(`converted ${name} to ${options.to}
`);
    const shown = [
      [written.length, `converted to ${options.to}`],
      [options.files.length - written.length - failed, `already ${options.to}`],
      [failed, "with problems"]
    ].filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
    import_cli_chunk_VFSYOTZ5.stderr.write(`${(0, import_cli_chunk_FCDA32LZ.plural)(options.files.length, "file")}: ${shown.join(", ")}
`);
  }
  return failed > 0 ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
function convertAudienceText(fileName, text, to) {
  const loaded = (0, import_cli_chunk_ZD3FC7HB.loadAudienceFile)(fileName, text);
  if (loaded.kind === "pql")
    return {
      ok: false,
      findings: [
        {
          rule: "audience/expression-format",
          message: "a .pql file holds PQL text only: there is no `expression.format` to convert",
          range: { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } },
          hints: ["write the audience as an .audience.yaml or .audience.json file to keep it as pql/json"]
        }
      ]
    };
  if (loaded.problems.length > 0) return { ok: false, findings: loaded.problems };
  const findings = [];
  const edits = [];
  const expected = [];
  for (const audience of loaded.audiences) {
    const { ast, errors } = (0, import_cli_chunk_TE2BRFRC.parse)(audience.pql);
    for (const e of errors) findings.push({ ...e, range: audience.mapSpan(e.span) });
    if (!ast) continue;
    const canonical = (0, import_cli_chunk_Q3LJKXLG.canonicalExpression)(loaded.kind, ast);
    expected.push(canonical);
    if (audience.definition.expression.format === to) continue;
    const value = to === "pql/json" ? (0, import_cli_chunk_CQA3LC7B.pqlJsonText)(ast, loaded.kind === "yaml" ? 2 : 0) : canonical;
    const format = audience.locate(["expression", "format"]);
    if (!format) continue;
    edits.push({ range: format, text: loaded.kind === "json" ? JSON.stringify(to) : to });
    edits.push({ range: audience.expressionRange, text: encodeValue(loaded.kind, text, audience, value) });
  }
  if (findings.length > 0) return { ok: false, findings };
  if (edits.length === 0) return { ok: true, output: text, changed: false };
  let output = text;
  for (const edit of edits.sort((a, b) => b.range.start.offset - a.range.start.offset))
    output = output.slice(0, edit.range.start.offset) + edit.text + output.slice(edit.range.end.offset);
  const again = (0, import_cli_chunk_ZD3FC7HB.loadAudienceFile)(fileName, output);
  const same = again.problems.length === 0 && again.audiences.length === expected.length && again.audiences.every((a, i) => a.definition.expression.format === to && a.pql.trim() === expected[i]);
  if (!same)
    return {
      ok: false,
      findings: [
        {
          rule: "audience/expression-format",
          message: `could not write the expression as ${to} into this file`,
          range: loaded.audiences[0].expressionRange,
          hints: ["write `expression.value` as a literal block (`value: |`) and try again"]
        }
      ]
    };
  return { ok: true, output, changed: output !== text };
}
function encodeValue(kind, text, audience, value) {
  if (kind === "json") return JSON.stringify(value);
  const wasBlock = /^[|>]/.test(text.slice(audience.expressionRange.start.offset));
  if (!value.includes("\n") && !wasBlock) return JSON.stringify(value);
  const expression = audience.locate(["expression"]);
  if (expression && text[expression.start.offset] === "{") return JSON.stringify(value);
  const key = audience.locate(["expression", "value"], "key");
  const pad = " ".repeat((key ? key.start.column - 1 : 2) + 2);
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  return `|-${newline}${value.split("\n").map((line) => line === "" ? "" : pad + line).join(newline)}`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  convertAudienceText,
  runConvert
});
})
