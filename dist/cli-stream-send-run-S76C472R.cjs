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
  runStreamSend: () => runStreamSend
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_5O3PXBX6 = require("./cli-chunk-5O3PXBX6.cjs");
var import_cli_chunk_I7NAOV7D = require("./cli-chunk-I7NAOV7D.cjs");
var import_cli_chunk_HFB2OUYQ = require("./cli-chunk-HFB2OUYQ.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_U76BCVCY = require("./cli-chunk-U76BCVCY.cjs");
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
// src/stream/dataflow-shape.ts
async function readDataflowTarget(client, flowId) {
  const flow = await (0, import_cli_chunk_U76BCVCY.getFlow)(client, flowId);
  const targetId = flow.targetConnectionIds[0];
  const target = targetId ? first(
    (await client.request({ method: "GET", path: `${import_cli_chunk_5Y3BX2GH.SERVICE_PATHS.flowService}/targetConnections/${encodeURIComponent(targetId)}` })).body
  ) : void 0;
  const schemaId = (0, import_cli_chunk_HAGU7X5J.isObject)(target?.data) && (0, import_cli_chunk_HAGU7X5J.isObject)(target.data.schema) ? target.data.schema.id : void 0;
  const datasetId = (0, import_cli_chunk_HAGU7X5J.isObject)(target?.params) ? target.params.dataSetId : void 0;
  return {
    flow,
    schemaId: typeof schemaId === "string" ? schemaId : void 0,
    datasetId: typeof datasetId === "string" ? datasetId : void 0
  };
}
async function readRecordShape(client, dataflow) {
  const { flow, schemaId } = dataflow;
  const schema = schemaId !== void 0 ? (await client.request({
    method: "GET",
    path: `${import_cli_chunk_5Y3BX2GH.SERVICE_PATHS.schemaRegistry}/tenant/schemas/${encodeURIComponent(schemaId)}`,
    headers: { Accept: import_cli_chunk_I7NAOV7D.XED_FULL }
  })).body : void 0;
  const mappingId = flow.transformations?.find((t) => t.name === "Mapping")?.params?.mappingId;
  let mappingSet;
  if (typeof mappingId === "string") {
    for await (const m of (0, import_cli_chunk_I7NAOV7D.listMappingSets)(client))
      if (m.id === mappingId) {
        mappingSet = m;
        break;
      }
  }
  return { fields: (0, import_cli_chunk_5O3PXBX6.schemaFields)(schema), mappings: (0, import_cli_chunk_5O3PXBX6.mappingPairs)(mappingSet) };
}
function first(body) {
  const item = (0, import_cli_chunk_HAGU7X5J.isObject)(body) && Array.isArray(body.items) ? body.items[0] : void 0;
  return (0, import_cli_chunk_HAGU7X5J.isObject)(item) ? item : void 0;
}
// src/stream/xdm-envelope.ts
function xdmEnvelope(target, entity) {
  const schemaRef = { id: target.schemaId, contentType: import_cli_chunk_I7NAOV7D.XED_FULL };
  return {
    header: { schemaRef, imsOrgId: target.imsOrgId, datasetId: target.datasetId, flowId: target.flowId },
    body: { xdmMeta: { schemaRef: { ...schemaRef } }, xdmEntity: entity }
  };
}
// src/cli/stream-send-run.ts
async function runStreamSend(options) {
  let url;
  try {
    url = new URL(options.inletUrl);
  } catch {
    throw new import_cli_chunk_EFID7JQ4.UsageError(`"${options.inletUrl}" is not a URL; give the inlet URL that stream create or stream get printed`);
  }
  if (options.xdm && !options.flowId)
    throw new import_cli_chunk_EFID7JQ4.UsageError("--xdm needs --flow-id: the envelope names the dataflow, its schema and its dataset");
  const input = await (0, import_cli_chunk_MZC6GN3B.readInput)(options.file);
  const lines = new import_cli_chunk_OS5LHD2Y.LineMap(input.text);
  const parsed = (0, import_cli_chunk_ZD3FC7HB.parseJson)(input.text);
  if (!parsed.ok) {
    const at = lines.position(parsed.error.start);
    throw new import_cli_chunk_EFID7JQ4.UsageError(`${input.name}:${at.line}:${at.column}: not JSON: ${parsed.error.message}`);
  }
  const nodes = (0, import_cli_chunk_5O3PXBX6.recordNodes)(parsed.node);
  if (nodes.length === 0) throw new import_cli_chunk_EFID7JQ4.UsageError(`${input.name} holds an empty array: nothing to send`);
  const records = nodes.map(import_cli_chunk_ZD3FC7HB.jsonValue);
  let session;
  if (options.auth || options.xdm || options.check && options.flowId) {
    session = await (0, import_cli_chunk_HFB2OUYQ.openSession)(options.debug);
    if (!session) {
      if (!options.auth) import_cli_chunk_VFSYOTZ5.stderr.write("(stream send reads the dataflow's schema to check the records; --no-check skips that)\n");
      return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
    }
  }
  let dataflow;
  if (options.flowId && (options.xdm || options.check)) {
    try {
      dataflow = await readDataflowTarget(session.client, options.flowId);
    } catch (e) {
      (0, import_cli_chunk_HFB2OUYQ.reportApiError)(`could not read dataflow ${options.flowId}`, e, options.debug);
      return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
    }
  }
  if (options.check && dataflow) {
    let problems;
    try {
      problems = (0, import_cli_chunk_5O3PXBX6.checkRecords)(nodes, await readRecordShape(session.client, dataflow));
    } catch (e) {
      (0, import_cli_chunk_HFB2OUYQ.reportApiError)(`could not read dataflow ${options.flowId} to check the records against its schema`, e, options.debug);
      return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
    }
    if (problems.length > 0) {
      for (const p of problems) {
        const at = lines.position(p.offset);
        const field = p.mappedTo ? `${p.path} (mapped to ${p.mappedTo})` : p.path;
        import_cli_chunk_VFSYOTZ5.stderr.write(`${input.name}:${at.line}:${at.column}: record ${p.record}: ${field}: expected ${p.expected}, got ${p.actual}
`);
      }
      const bad = new Set(problems.map((p) => p.record)).size;
      import_cli_chunk_VFSYOTZ5.stderr.write(
        `Nothing sent: ${(0, import_cli_chunk_FCDA32LZ.plural)(bad, "record")} of ${records.length} ${bad === 1 ? "does" : "do"} not match the schema of dataflow ${options.flowId}; fix ${bad === 1 ? "it" : "them"} and send the file again.
`
      );
      return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
    }
  } else if (options.check)
    import_cli_chunk_VFSYOTZ5.stderr.write("note: records not checked against a schema: give --flow-id to check them against the dataflow's (--no-check to skip)\n");
  const client = options.auth && session ? session.client : (0, import_cli_chunk_HFB2OUYQ.createAnonymousClient)({ debug: options.debug ? (l) => import_cli_chunk_VFSYOTZ5.stderr.write(`debug: ${l}
`) : void 0 });
  let bodies = records;
  if (options.xdm) {
    const { schemaId, datasetId } = dataflow;
    if (!schemaId || !datasetId) {
      import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: dataflow ${options.flowId} names no target schema and dataset; send the records raw (without --xdm)
`);
      return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
    }
    const target = { schemaId, datasetId, imsOrgId: session.credentials.orgId, flowId: options.flowId };
    bodies = records.map((record) => xdmEnvelope(target, record));
  }
  const headers = {
    "x-sandbox-name": session?.credentials.sandbox ?? options.sandbox ?? "prod",
    ...options.flowId ? { "x-adobe-flow-id": options.flowId } : {}
  };
  let accepted = 0;
  for (const [i, body] of bodies.entries()) {
    try {
      await client.request({ method: "POST", path: url.toString(), json: body, headers, auth: options.auth });
      accepted++;
    } catch (e) {
      if (!(e instanceof import_cli_chunk_5Y3BX2GH.ApiError)) throw e;
      import_cli_chunk_VFSYOTZ5.stderr.write(
        `  record ${i + 1}: ${e.detail ?? e.message}${e.status === 401 && !options.auth ? " (this inlet wants a token: add --auth)" : ""}
`
      );
    }
  }
  const rejected = records.length - accepted;
  import_cli_chunk_VFSYOTZ5.stderr.write(
    `${(0, import_cli_chunk_FCDA32LZ.plural)(records.length, "record")} sent to ${url.origin}${url.pathname}: ${accepted} accepted${rejected ? `, ${rejected} rejected` : ""}
`
  );
  return rejected > 0 ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runStreamSend
});
})
