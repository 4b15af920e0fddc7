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
  runSql: () => runSql
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_O2VVQL4V = require("./cli-chunk-O2VVQL4V.cjs");
var import_cli_chunk_EIVPZZA5 = require("./cli-chunk-EIVPZZA5.cjs");
var import_cli_chunk_KHOFP2T3 = require("./cli-chunk-KHOFP2T3.cjs");
var import_cli_chunk_6O6UAEWZ = require("./cli-chunk-6O6UAEWZ.cjs");
var import_cli_chunk_F6I4QE4Z = require("./cli-chunk-F6I4QE4Z.cjs");
var import_cli_chunk_OS3R4Z3T = require("./cli-chunk-OS3R4Z3T.cjs");
var import_cli_chunk_JQ7D7STG = require("./cli-chunk-JQ7D7STG.cjs");
var import_cli_chunk_4OLANE6Q = require("./cli-chunk-4OLANE6Q.cjs");
var import_cli_chunk_MXFMJ2JH = require("./cli-chunk-MXFMJ2JH.cjs");
var import_cli_chunk_E342QO73 = require("./cli-chunk-E342QO73.cjs");
var import_cli_chunk_67JIP6KT = require("./cli-chunk-67JIP6KT.cjs");
var import_cli_chunk_RW3MNUJP = require("./cli-chunk-RW3MNUJP.cjs");
var import_cli_chunk_BTDZ4TY6 = require("./cli-chunk-BTDZ4TY6.cjs");
var import_cli_chunk_MJ44L2U2 = require("./cli-chunk-MJ44L2U2.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
var import_cli_chunk_N5GLWCTS = require("./cli-chunk-N5GLWCTS.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_HAGU7X5J = require("./cli-chunk-HAGU7X5J.cjs");
var import_cli_chunk_LZPKKSC7 = require("./cli-chunk-LZPKKSC7.cjs");
var import_cli_chunk_YEIKYGTQ = require("./cli-chunk-YEIKYGTQ.cjs");
var import_cli_chunk_QNT6K3V2 = require("./cli-chunk-QNT6K3V2.cjs");
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
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
// src/cli/sql-run.ts
var HELPERS_TITLE = "-- PQL's readings of JSON, as macros DuckDB expands where the queries below call them (docs/sql.md)";
async function runSql(args) {
  const now = (0, import_cli_chunk_MXFMJ2JH.nowOption)(args.now);
  const input = await (0, import_cli_chunk_MZC6GN3B.readInput)(args.file);
  const oversize = (0, import_cli_chunk_MZC6GN3B.oversizeMessage)(input);
  if (oversize) {
    import_cli_chunk_VFSYOTZ5.stderr.write(oversize);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  const { file: linted } = await (0, import_cli_chunk_KHOFP2T3.lintInput)({ file: input.name, text: input.text, invalidUtf8: input.invalidUtf8 });
  const blockers = (0, import_cli_chunk_O2VVQL4V.evaluationBlockers)(linted);
  if (blockers.length > 0) {
    const frames = (0, import_cli_chunk_EIVPZZA5.diagnosticFrames)(linted, blockers, { color: (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stderr) });
    import_cli_chunk_VFSYOTZ5.stderr.write(`${frames.join("\n")}
not compiled: the input has errors
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  const kind = input.name === "<stdin>" ? "pql" : (0, import_cli_chunk_ZD3FC7HB.audienceFileKind)(input.name);
  const parsed = (0, import_cli_chunk_O2VVQL4V.parseAudiences)((0, import_cli_chunk_ZD3FC7HB.loadAudienceFile)(input.name === "<stdin>" ? "stdin.pql" : input.name, input.text));
  const audiences = parsed.audiences;
  if (audiences.length === 0) {
    import_cli_chunk_VFSYOTZ5.stderr.write(`${input.name}: no audience to compile
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  const byKey = /* @__PURE__ */ new Map();
  audiences.forEach((a, i) => {
    for (const key of (0, import_cli_chunk_67JIP6KT.referenceKeys)(a)) byKey.set(key, i);
  });
  const referenced = new Set(audiences.flatMap((a) => (0, import_cli_chunk_67JIP6KT.referencedIds)(a.ast).flatMap((id) => byKey.has(id) ? [byKey.get(id)] : [])));
  const order = (0, import_cli_chunk_E342QO73.dependencyOrder)(audiences);
  const out = [];
  const problems = [];
  const tableOf = (i) => `audience_${i + 1}`;
  for (const i of order) {
    const audience = audiences[i];
    const loaded = parsed.loaded[i];
    const compiled = (0, import_cli_chunk_E342QO73.compileAudience)(audience.ast, {
      dialect: args.dialect,
      now,
      localAudienceTable: (id) => {
        const target = byKey.get(id);
        return target !== void 0 && order.indexOf(target) < order.indexOf(i) ? tableOf(target) : void 0;
      }
    });
    const at = loaded.mapSpan(compiled.ok ? audience.ast.span : compiled.unsupported.span).start;
    if (!compiled.ok) {
      const name = kind === "pql" ? "" : ` (${audience.name})`;
      problems.push(`${input.name}:${at.line}:${at.column}: error ${compiled.unsupported.message}${name}
`);
      continue;
    }
    const title = (0, import_cli_chunk_E342QO73.statementTitle)(input.name, kind === "pql" ? void 0 : { name: audience.name, line: at.line, column: at.column });
    const statement = args.dialect === "clickhouse" ? (0, import_cli_chunk_E342QO73.clickHouseStatement)(compiled.sql) : referenced.has(i) ? `CREATE TEMP TABLE ${tableOf(i)} AS
${compiled.sql}` : compiled.sql;
    out.push(`${title}
${statement};
`);
  }
  const helpers = (0, import_cli_chunk_E342QO73.helperDefinitions)(args.dialect, out.join("\n"));
  const prelude = helpers.map((h, i) => `${i === 0 ? `${HELPERS_TITLE}
` : ""}${h};
`);
  if (out.length > 0) import_cli_chunk_VFSYOTZ5.stdout.write([...prelude, ...out].join("\n"));
  for (const p of problems) import_cli_chunk_VFSYOTZ5.stderr.write(p);
  return problems.length > 0 ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runSql
});
})
