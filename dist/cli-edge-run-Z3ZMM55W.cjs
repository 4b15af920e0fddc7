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
  runEdgeSend: () => runEdgeSend
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_UH3SR4BV = require("./cli-chunk-UH3SR4BV.cjs");
var import_cli_chunk_YOGZCCVX = require("./cli-chunk-YOGZCCVX.cjs");
var import_cli_chunk_HJJ223O7 = require("./cli-chunk-HJJ223O7.cjs");
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
// src/api/edge.ts
var DEFAULT_EDGE_URL = "https://server.adobedc.net";
var INTERACT_PATH = "/ee/v2/interact";
async function interact(client, options) {
  const url = `${(options.edgeUrl ?? DEFAULT_EDGE_URL).replace(/\/+$/, "")}${INTERACT_PATH}`;
  const response = await client.request({
    method: "POST",
    path: url,
    query: { datastreamId: options.datastreamId },
    json: { event: options.event },
    sandbox: true,
    signal: options.signal
  });
  const body = response.body;
  if (!(0, import_cli_chunk_HAGU7X5J.isObject)(body) || !Array.isArray(body.handle)) {
    throw new import_cli_chunk_5Y3BX2GH.ApiError({
      kind: "invalid-response",
      status: response.status,
      method: "POST",
      path: INTERACT_PATH,
      detail: "expected {requestId, handle: [...]}",
      requestId: response.requestId
    });
  }
  const handle = body.handle.filter(import_cli_chunk_HAGU7X5J.isObject).map((h) => ({ type: String(h.type ?? ""), payload: Array.isArray(h.payload) ? h.payload : [] }));
  const segments = handle.filter((h) => h.type === "activation:pull").flatMap((h) => h.payload).filter(import_cli_chunk_HAGU7X5J.isObject).map((p) => p.id).filter((id) => typeof id === "string");
  return { requestId: typeof body.requestId === "string" ? body.requestId : response.requestId, handle, segments };
}
// src/cli/edge-run.ts
async function runEdgeSend(args) {
  const datastreamId = args.datastream ?? process.env.AEP_DATASTREAM_ID;
  if (!datastreamId) throw new import_cli_chunk_EFID7JQ4.UsageError("give the datastream: --datastream ID, or AEP_DATASTREAM_ID");
  const input = await (0, import_cli_chunk_MZC6GN3B.readInput)(args.event);
  const read = (0, import_cli_chunk_HJJ223O7.jsonValue)(input.text);
  if (!read.ok) {
    import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: ${input.name}:${read.line}:${read.column}: ${read.message}
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  const value = read.value;
  const event = (0, import_cli_chunk_HAGU7X5J.isObject)(value) && (0, import_cli_chunk_HAGU7X5J.isObject)(value.xdm) ? { xdm: value.xdm, ...(0, import_cli_chunk_HAGU7X5J.isObject)(value.data) ? { data: value.data } : {} } : (0, import_cli_chunk_HAGU7X5J.isObject)(value) ? { xdm: value } : void 0;
  if (!event) {
    import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: ${input.name}: the event must be a JSON object: {"xdm": {...}} or the XDM object itself
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  const session = await (0, import_cli_chunk_HFB2OUYQ.openSession)(args.debug === true);
  if (!session) return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  const base = process.env.AEP_BASE_URL;
  const edgeUrl = process.env.AEP_EDGE_URL ?? (base && !/\.adobe\.io\/?$/.test(base) ? base : DEFAULT_EDGE_URL);
  try {
    const result = await interact(session.client, { edgeUrl, datastreamId, event });
    if (args.format === "json")
      import_cli_chunk_VFSYOTZ5.stdout.write(`${JSON.stringify({ requestId: result.requestId, segments: result.segments, handle: result.handle }, null, 2)}
`);
    else if (result.segments.length === 0) import_cli_chunk_VFSYOTZ5.stdout.write("the profile is in no edge audience\n");
    else {
      const names = await audienceNames(session.client, result.segments);
      import_cli_chunk_VFSYOTZ5.stdout.write(
        `the profile is in ${(0, import_cli_chunk_FCDA32LZ.plural)(result.segments.length, "edge audience")}:
${result.segments.map((id) => `  ${id}${names.get(id) ? `  ${names.get(id)}` : ""}
`).join("")}`
      );
    }
    return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
  } catch (e) {
    if (e instanceof import_cli_chunk_5Y3BX2GH.ApiError) {
      (0, import_cli_chunk_HFB2OUYQ.reportApiError)("the edge refused the event", e, args.debug === true);
      return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
    }
    throw e;
  }
}
async function audienceNames(client, ids) {
  const read = await Promise.all(
    ids.map(
      (id) => (0, import_cli_chunk_UH3SR4BV.getSegmentDefinition)(client, id).then(
        (d) => [id, d.name],
        () => void 0
      )
    )
  );
  return new Map(read.filter((entry) => entry !== void 0));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runEdgeSend
});
})
