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
  localAudiences: () => localAudiences,
  runPortal: () => runPortal
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_3O4O7YR5 = require("./cli-chunk-3O4O7YR5.cjs");
var import_cli_chunk_UUPZZMNG = require("./cli-chunk-UUPZZMNG.cjs");
var import_cli_chunk_5O3PXBX6 = require("./cli-chunk-5O3PXBX6.cjs");
var import_cli_chunk_MQT7LLH5 = require("./cli-chunk-MQT7LLH5.cjs");
var import_cli_chunk_6O6UAEWZ = require("./cli-chunk-6O6UAEWZ.cjs");
var import_cli_chunk_OS3R4Z3T = require("./cli-chunk-OS3R4Z3T.cjs");
var import_cli_chunk_JQ7D7STG = require("./cli-chunk-JQ7D7STG.cjs");
var import_cli_chunk_CQA3LC7B = require("./cli-chunk-CQA3LC7B.cjs");
var import_cli_chunk_MJ44L2U2 = require("./cli-chunk-MJ44L2U2.cjs");
var import_cli_chunk_JLYDUCGN = require("./cli-chunk-JLYDUCGN.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
var import_cli_chunk_N5GLWCTS = require("./cli-chunk-N5GLWCTS.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_HAGU7X5J = require("./cli-chunk-HAGU7X5J.cjs");
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
var import_promises = require("node:fs/promises");
var import_node_path = require("node:path");
// src/cli/portal-run.ts
async function localAudiences(paths) {
  const files = paths.length === 0 ? [] : await (0, import_cli_chunk_6O6UAEWZ.discoverAudienceFiles)(paths);
  const audiences = [];
  const problems = [];
  for (const file of files) {
    let text;
    try {
      text = await (0, import_promises.readFile)(file, "utf8");
    } catch (e) {
      problems.push(`${file}: ${(0, import_cli_chunk_BPDGXKYC.describeFsError)(e)}`);
      continue;
    }
    const loaded = (0, import_cli_chunk_ZD3FC7HB.loadAudienceFile)(file, text);
    for (const p of loaded.problems) problems.push(`${file}:${p.range.start.line}:${p.range.start.column}: ${p.message}`);
    for (const a of loaded.audiences) {
      const d = a.definition;
      audiences.push({
        file: (0, import_node_path.relative)(process.cwd(), file) || file,
        name: d.name,
        ...d.description ? { description: d.description } : {},
        pql: a.pql,
        ...d.evaluationInfo ? { evaluationInfo: d.evaluationInfo } : {},
        ...d.mergePolicyId ? { mergePolicyId: d.mergePolicyId } : {}
      });
    }
  }
  return { audiences, problems };
}
async function runPortal(args) {
  let local;
  try {
    local = await localAudiences(args.paths);
  } catch (e) {
    throw new import_cli_chunk_EFID7JQ4.UsageError(e instanceof Error ? e.message : String(e));
  }
  for (const problem of local.problems) import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: ${problem} (left out of the portal)
`);
  const emulator = {
    port: args.port,
    host: args.host,
    data: args.data,
    seed: args.seed,
    "fail-rate": 0,
    "throttle-rate": 0,
    "retry-after": 1,
    "drop-rate": 0,
    "drop-after-apply": false,
    latency: 0,
    "edge-ineligible": "reject",
    quiet: args.quiet
  };
  const files = new Set(local.audiences.map((a) => a.file)).size;
  return (0, import_cli_chunk_3O4O7YR5.runEmulator)(emulator, void 0, {
    localAudiences: local.audiences,
    notes: [
      `  local files     ${args.paths.length === 0 ? "none (pql-audience portal PATHS shows audience files read-only)" : `${(0, import_cli_chunk_FCDA32LZ.plural)(local.audiences.length, "audience")} from ${(0, import_cli_chunk_FCDA32LZ.plural)(files, "file")}, read-only in the portal`}`
    ]
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  localAudiences,
  runPortal
});
})
