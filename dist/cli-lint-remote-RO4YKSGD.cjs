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
  loadRemoteOrg: () => loadRemoteOrg
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_UH3SR4BV = require("./cli-chunk-UH3SR4BV.cjs");
var import_cli_chunk_YOGZCCVX = require("./cli-chunk-YOGZCCVX.cjs");
var import_cli_chunk_HFB2OUYQ = require("./cli-chunk-HFB2OUYQ.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
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
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_cli_chunk_7HF7OUKO = require("./cli-chunk-7HF7OUKO.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
// src/api/merge-policy-schemas.ts
var Flag = (0, import_cli_chunk_5Y3BX2GH.preprocess)((v) => v === "true" ? true : v === "false" ? false : v, (0, import_cli_chunk_5Y3BX2GH.boolean)());
var MergePolicy = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  id: (0, import_cli_chunk_5Y3BX2GH.string)(),
  name: (0, import_cli_chunk_5Y3BX2GH.string)(),
  imsOrgId: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  schema: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ name: (0, import_cli_chunk_5Y3BX2GH.string)() }).optional(),
  version: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
  identityGraph: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ type: (0, import_cli_chunk_5Y3BX2GH.string)() }).optional(),
  attributeMerge: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ type: (0, import_cli_chunk_5Y3BX2GH.string)() }).optional(),
  isActiveOnEdge: Flag.optional().default(false),
  default: Flag.optional().default(false),
  updateEpoch: (0, import_cli_chunk_5Y3BX2GH.number)().optional()
});
var MergePolicyPage = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  children: (0, import_cli_chunk_5Y3BX2GH.array)(MergePolicy),
  _page: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ totalCount: (0, import_cli_chunk_5Y3BX2GH.number)().optional(), pageSize: (0, import_cli_chunk_5Y3BX2GH.number)().optional() }).optional(),
  _links: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ next: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ href: (0, import_cli_chunk_5Y3BX2GH.string)().optional() }).optional() }).optional()
});
// src/api/merge-policies.ts
var BASE = `${import_cli_chunk_5Y3BX2GH.SERVICE_PATHS.profile}/config/mergePolicies`;
async function* listMergePolicies(client, options = {}) {
  let query = { limit: options.limit, isActiveOnEdge: options.isActiveOnEdge };
  const seen = /* @__PURE__ */ new Set();
  for (let page = 0; page < (options.maxPages ?? 1e3); page++) {
    const response = await client.request({ method: "GET", path: BASE, query, signal: options.signal });
    const result = (0, import_cli_chunk_YOGZCCVX.parseResponse)(MergePolicyPage, response, "GET", BASE);
    yield* result.children;
    const next = nextQuery(result._links?.next?.href);
    if (!next || seen.has(next.toString()) || result.children.length === 0) return;
    seen.add(next.toString());
    query = Object.fromEntries(next);
  }
}
function nextQuery(href) {
  if (!href) return void 0;
  const q = href.indexOf("?");
  if (q < 0) return void 0;
  const params = new URLSearchParams(href.slice(q + 1));
  for (const [k, v] of [...params]) if (v === "") params.delete(k);
  return [...params.keys()].length > 0 ? params : void 0;
}
async function listAllMergePolicies(client, options = {}) {
  const all = [];
  for await (const p of listMergePolicies(client, options)) all.push(p);
  return all;
}
// src/node/remote-org.ts
async function fetchRemoteOrg(client) {
  const [policies, segments] = await Promise.all([listAllMergePolicies(client), (0, import_cli_chunk_UH3SR4BV.listAllSegmentDefinitions)(client)]);
  return {
    label: `sandbox ${client.sandbox}`,
    edgeMergePolicies: policies.filter((p) => p.isActiveOnEdge).map((p) => p.id),
    segments: segments.map((s) => ({ id: s.id, name: s.name, ...s.expression?.value ? { expression: s.expression.value } : {} }))
  };
}
// src/cli/lint-remote.ts
async function loadRemoteOrg(debug) {
  const session = await (0, import_cli_chunk_HFB2OUYQ.openSession)(debug);
  if (!session) return void 0;
  try {
    return await fetchRemoteOrg(session.client);
  } catch (e) {
    (0, import_cli_chunk_HFB2OUYQ.reportApiError)("could not read the org for --remote", e, debug);
    return void 0;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  loadRemoteOrg
});
})
