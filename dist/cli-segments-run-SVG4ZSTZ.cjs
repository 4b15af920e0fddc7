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
  runSegmentsList: () => runSegmentsList,
  summary: () => summary
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_UH3SR4BV = require("./cli-chunk-UH3SR4BV.cjs");
var import_cli_chunk_YOGZCCVX = require("./cli-chunk-YOGZCCVX.cjs");
var import_cli_chunk_HFB2OUYQ = require("./cli-chunk-HFB2OUYQ.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_5Y3BX2GH = require("./cli-chunk-5Y3BX2GH.cjs");
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
// src/report/segments-table.ts
var COLUMNS = ["NAME", "EVALUATION", "UPDATED (UTC)", "ID"];
function renderTable(segments, color = false) {
  const rows = segments.map((s) => [
    (0, import_cli_chunk_JJSKHFYR.visibleControls)(s.name),
    (0, import_cli_chunk_UH3SR4BV.evaluationOf)(s),
    formatTime(s.updateTime ?? s.creationTime),
    (0, import_cli_chunk_JJSKHFYR.visibleControls)(s.id)
  ]);
  const widths = COLUMNS.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells) => cells.map((c, i) => i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)).join("  ");
  const header = line([...COLUMNS]);
  return `${color ? `\x1B[1m${header}\x1B[22m` : header}
${rows.map(line).join("\n")}
`;
}
function formatTime(ms) {
  return ms === void 0 ? "-" : new Date(ms).toISOString().slice(0, 16).replace("T", " ");
}
// src/cli/segments-run.ts
async function runSegmentsList(options) {
  const session = await (0, import_cli_chunk_HFB2OUYQ.openSession)(options.debug, options.env ?? process.env);
  if (!session) return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  const { client, credentials } = session;
  const progress = pageProgress(process.stderr);
  let segments;
  try {
    segments = await (0, import_cli_chunk_UH3SR4BV.listAllSegmentDefinitions)(client, { edge: options.edge ? true : void 0, onPage: progress.update });
    progress.done();
  } catch (e) {
    progress.done();
    if (!(e instanceof import_cli_chunk_5Y3BX2GH.ApiError)) throw e;
    if (e instanceof import_cli_chunk_HFB2OUYQ.CredentialsRefusedError) {
      (0, import_cli_chunk_HFB2OUYQ.reportApiError)("could not list segment definitions", e, options.debug);
      return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
    }
    import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: could not list segment definitions: ${e.message}
`);
    const hint = hintFor(e, credentials);
    if (hint) import_cli_chunk_VFSYOTZ5.stderr.write(`${hint}
`);
    if (options.debug && e.raw) import_cli_chunk_VFSYOTZ5.stderr.write(`debug: response body: ${e.raw}
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  }
  if (options.format === "json") import_cli_chunk_VFSYOTZ5.stdout.write(`${JSON.stringify(segments, null, 2)}
`);
  else if (segments.length > 0) import_cli_chunk_VFSYOTZ5.stdout.write(renderTable(segments, (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stdout)));
  import_cli_chunk_VFSYOTZ5.stderr.write(`${summary(segments, options.edge, credentials.sandbox, client.stats)}
`);
  return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
function summary(segments, edgeOnly, sandbox, stats) {
  const n = segments.length;
  const noun2 = `${edgeOnly ? "edge " : ""}${(0, import_cli_chunk_FCDA32LZ.noun)(n, "segment definition")}`;
  let text = `${n === 0 ? "no" : n} ${noun2} in sandbox ${sandbox}`;
  if (!edgeOnly && n > 0) {
    const counts = /* @__PURE__ */ new Map();
    for (const s of segments) counts.set((0, import_cli_chunk_UH3SR4BV.evaluationOf)(s), (counts.get((0, import_cli_chunk_UH3SR4BV.evaluationOf)(s)) ?? 0) + 1);
    text += ` (${[...counts].map(([k, v]) => `${v} ${k}`).join(", ")})`;
  }
  if (stats.retries > 0) text += `; ${stats.requests} requests, ${stats.retries} retr${stats.retries === 1 ? "y" : "ies"}`;
  return text;
}
function hintFor(e, urls) {
  const ims = e.path.endsWith("/ims/token/v3");
  if (e.status === 401 || e.status === 403) return "Check AEP_CLIENT_ID, AEP_CLIENT_SECRET (or AEP_ACCESS_TOKEN) and AEP_ORG_ID.";
  if (e.status === 400 && e.code === "400003") return "Check AEP_ORG_ID and AEP_SANDBOX.";
  if (e.kind === "network" || e.kind === "timeout")
    return ims ? `Check AEP_IMS_URL (${urls.imsUrl}) and your network.` : `Check AEP_BASE_URL (${urls.baseUrl}) and your network.`;
  return void 0;
}
function pageProgress(stream) {
  let shown = false;
  return {
    update: (fetched, total) => {
      if (!stream.isTTY || total === void 0 || fetched >= total) return;
      stream.write(`\rfetched ${fetched} of ${total} definitions`);
      shown = true;
    },
    done: () => {
      if (shown) stream.write("\r\x1B[K");
      shown = false;
    }
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runSegmentsList,
  summary
});
})
