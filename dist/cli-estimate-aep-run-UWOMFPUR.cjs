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
  aepEstimateText: () => aepEstimateText,
  runAepEstimate: () => runAepEstimate
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_YOGZCCVX = require("./cli-chunk-YOGZCCVX.cjs");
var import_cli_chunk_EDFDWF2J = require("./cli-chunk-EDFDWF2J.cjs");
var import_cli_chunk_BNQSMC6X = require("./cli-chunk-BNQSMC6X.cjs");
var import_cli_chunk_UTFB65M4 = require("./cli-chunk-UTFB65M4.cjs");
var import_cli_chunk_4BIEFC2H = require("./cli-chunk-4BIEFC2H.cjs");
var import_cli_chunk_O2VVQL4V = require("./cli-chunk-O2VVQL4V.cjs");
var import_cli_chunk_73CYN3IS = require("./cli-chunk-73CYN3IS.cjs");
var import_cli_chunk_EIVPZZA5 = require("./cli-chunk-EIVPZZA5.cjs");
var import_cli_chunk_KHOFP2T3 = require("./cli-chunk-KHOFP2T3.cjs");
var import_cli_chunk_6O6UAEWZ = require("./cli-chunk-6O6UAEWZ.cjs");
var import_cli_chunk_F6I4QE4Z = require("./cli-chunk-F6I4QE4Z.cjs");
var import_cli_chunk_HHGMS3IO = require("./cli-chunk-HHGMS3IO.cjs");
var import_cli_chunk_OS3R4Z3T = require("./cli-chunk-OS3R4Z3T.cjs");
var import_cli_chunk_JQ7D7STG = require("./cli-chunk-JQ7D7STG.cjs");
var import_cli_chunk_HFB2OUYQ = require("./cli-chunk-HFB2OUYQ.cjs");
var import_cli_chunk_4OLANE6Q = require("./cli-chunk-4OLANE6Q.cjs");
var import_cli_chunk_MXFMJ2JH = require("./cli-chunk-MXFMJ2JH.cjs");
var import_cli_chunk_T54POBZT = require("./cli-chunk-T54POBZT.cjs");
var import_cli_chunk_E342QO73 = require("./cli-chunk-E342QO73.cjs");
var import_cli_chunk_NB47KFK3 = require("./cli-chunk-NB47KFK3.cjs");
var import_cli_chunk_67JIP6KT = require("./cli-chunk-67JIP6KT.cjs");
var import_cli_chunk_RW3MNUJP = require("./cli-chunk-RW3MNUJP.cjs");
var import_cli_chunk_BTDZ4TY6 = require("./cli-chunk-BTDZ4TY6.cjs");
var import_cli_chunk_MJ44L2U2 = require("./cli-chunk-MJ44L2U2.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_CP4LEWDJ = require("./cli-chunk-CP4LEWDJ.cjs");
var import_cli_chunk_4QVDYZUK = require("./cli-chunk-4QVDYZUK.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
var import_cli_chunk_N5GLWCTS = require("./cli-chunk-N5GLWCTS.cjs");
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
// src/api/preview-schemas.ts
var PreviewJob = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  previewId: (0, import_cli_chunk_5Y3BX2GH.string)().min(1),
  state: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  previewQueryId: (0, import_cli_chunk_5Y3BX2GH.string)().optional()
});
var Estimate = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  state: (0, import_cli_chunk_5Y3BX2GH.string)(),
  estimatedSize: (0, import_cli_chunk_5Y3BX2GH.number)().default(0),
  profilesReadSoFar: (0, import_cli_chunk_5Y3BX2GH.number)().default(0),
  profilesMatchedSoFar: (0, import_cli_chunk_5Y3BX2GH.number)().default(0),
  totalRows: (0, import_cli_chunk_5Y3BX2GH.number)().default(0),
  numRowsToRead: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
  standardError: (0, import_cli_chunk_5Y3BX2GH.number)().default(0),
  /** AEP's confidence level, e.g. "95%" (the interval itself is `intervalOf`). */
  confidenceInterval: (0, import_cli_chunk_5Y3BX2GH.string)().default("95%"),
  estimatedNamespaceDistribution: (0, import_cli_chunk_5Y3BX2GH.array)((0, import_cli_chunk_5Y3BX2GH.looseObject)({ namespaceId: (0, import_cli_chunk_5Y3BX2GH.union)([(0, import_cli_chunk_5Y3BX2GH.string)(), (0, import_cli_chunk_5Y3BX2GH.number)()]).transform(String), profilesMatchedSoFar: (0, import_cli_chunk_5Y3BX2GH.number)() })).default([]),
  error: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ description: (0, import_cli_chunk_5Y3BX2GH.string)().optional(), traceback: (0, import_cli_chunk_5Y3BX2GH.string)().optional() }).optional()
});
var PreviewPageBody = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  results: (0, import_cli_chunk_5Y3BX2GH.array)((0, import_cli_chunk_5Y3BX2GH.record)((0, import_cli_chunk_5Y3BX2GH.string)(), (0, import_cli_chunk_5Y3BX2GH.unknown)())).default([]),
  state: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  links: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ next: (0, import_cli_chunk_5Y3BX2GH.string)().optional() }).optional(),
  page: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ offset: (0, import_cli_chunk_5Y3BX2GH.number)().optional(), size: (0, import_cli_chunk_5Y3BX2GH.number)().optional(), totalCount: (0, import_cli_chunk_5Y3BX2GH.number)().optional() }).optional()
});
// src/api/previews.ts
var PREVIEW_PATH = `${import_cli_chunk_5Y3BX2GH.SERVICE_PATHS.segmentation}/preview`;
var ESTIMATE_PATH = `${import_cli_chunk_5Y3BX2GH.SERVICE_PATHS.segmentation}/estimate`;
async function createPreview(client, input, options = {}) {
  const json = {
    predicateExpression: input.expression,
    predicateType: "pql/text",
    predicateModel: input.model ?? "_xdm.context.profile",
    graphType: input.graphType ?? "none"
  };
  const response = await client.request({ method: "POST", path: PREVIEW_PATH, json, idempotent: true, signal: options.signal });
  return (0, import_cli_chunk_YOGZCCVX.parseResponse)(PreviewJob, response, "POST", PREVIEW_PATH);
}
async function getEstimate(client, previewId, options = {}) {
  const path = `${ESTIMATE_PATH}/${encodeURIComponent(previewId)}`;
  return (0, import_cli_chunk_YOGZCCVX.parseResponse)(Estimate, await client.request({ method: "GET", path, signal: options.signal }), "GET", path);
}
async function getPreviewPage(client, previewId, options = {}) {
  const path = `${PREVIEW_PATH}/${encodeURIComponent(previewId)}`;
  const query = { offset: options.offset, limit: options.limit };
  const body = (0, import_cli_chunk_YOGZCCVX.parseResponse)(
    PreviewPageBody,
    await client.request({ method: "GET", path, query, signal: options.signal }),
    "GET",
    path
  );
  return { state: body.state, profiles: body.results.flatMap((r) => Object.keys(r)), next: body.links?.next || void 0 };
}
var EstimateJobError = class extends Error {
  constructor(reason, previewId, last, message) {
    super(message);
    this.reason = reason;
    this.previewId = previewId;
    this.last = last;
  }
  reason;
  previewId;
  last;
  name = "EstimateJobError";
};
async function waitForEstimate(client, previewId, options = {}) {
  const clock = client.clock;
  const started = clock.now();
  const timeoutMs = options.timeoutMs ?? 12e4;
  let interval = options.intervalMs ?? 1e3;
  for (; ; ) {
    const estimate = await getEstimate(client, previewId, options);
    options.onPoll?.(estimate);
    if (estimate.state === "RESULT_READY") return estimate;
    if (estimate.state === "FAILED") {
      const why = estimate.error?.description;
      throw new EstimateJobError("failed", previewId, estimate, `AEP's estimate job ${previewId} failed${why ? `: ${why}` : ""}`);
    }
    if (clock.now() - started + interval > timeoutMs)
      throw new EstimateJobError(
        "timeout",
        previewId,
        estimate,
        `AEP's estimate job ${previewId} was still ${estimate.state} after ${Math.round((clock.now() - started) / 1e3)} s`
      );
    await clock.sleep(interval, options.signal);
    interval = Math.min(options.maxIntervalMs ?? 5e3, Math.round(interval * 1.5));
  }
}
async function estimateAudience(client, input, options = {}) {
  const job = await createPreview(client, input, options);
  const estimate = await waitForEstimate(client, job.previewId, options);
  return { previewId: job.previewId, estimate, interval: intervalOf(estimate) };
}
var Z = { "0.9": 1.6449, "0.95": 1.96, "0.99": 2.5758 };
function intervalOf(estimate) {
  const parsed = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(estimate.confidenceInterval);
  const level = parsed ? Number(parsed[1]) / 100 : 0.95;
  const z = Z[String(level)] ?? 1.96;
  const margin = z * estimate.standardError;
  return {
    level: Z[String(level)] === void 0 ? 0.95 : level,
    low: Math.max(0, Math.round(estimate.estimatedSize - margin)),
    high: Math.round(estimate.estimatedSize + margin)
  };
}
// src/cli/estimate-aep-run.ts
async function runAepEstimate(args) {
  if (args.now !== void 0)
    throw new import_cli_chunk_EFID7JQ4.UsageError("--now applies to --data: AEP estimates at its own clock; drop --now, or give --data DIR");
  if (args.memoryLimit !== void 0) throw new import_cli_chunk_EFID7JQ4.UsageError("--memory-limit applies to --data (DuckDB); AEP's estimate runs in the org");
  if (!Number.isSafeInteger(args.sample) || args.sample < 0)
    throw Object.assign(new import_cli_chunk_EFID7JQ4.UsageError(`--sample needs a whole number of profiles, 0 or more (got ${String(args.sample)})`), {
      showUsageHint: true
    });
  const paths = args.paths.length > 0 ? args.paths : ["."];
  const { audiences, refused } = await (0, import_cli_chunk_EDFDWF2J.audiencesOf)(paths);
  for (const r of refused) import_cli_chunk_VFSYOTZ5.stderr.write(`${r.colored.join("\n")}
${r.file}: not estimated: the file has errors
`);
  const shown = audiences.filter((a) => a.shown);
  if (shown.length === 0) {
    if (refused.length === 0) import_cli_chunk_VFSYOTZ5.stderr.write(`${paths.join(" ")}: no audience to estimate
`);
    if (args.format === "json") import_cli_chunk_VFSYOTZ5.stdout.write(`${aepEstimateJson([], void 0, [], refused)}
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  const session = await (0, import_cli_chunk_HFB2OUYQ.openSession)(args.debug === true);
  if (!session) {
    import_cli_chunk_VFSYOTZ5.stderr.write('not estimated: `estimate` without --data asks AEP, and needs the org\'s credentials (docs/estimates.md, "Asking AEP")\n');
    return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  }
  const { client, credentials } = session;
  const progress = import_cli_chunk_VFSYOTZ5.stderr.isTTY ? (message) => import_cli_chunk_VFSYOTZ5.stderr.write(`\r\x1B[K${message}`) : void 0;
  const answers = [];
  const failed = [];
  for (const a of shown) {
    const label = (0, import_cli_chunk_JJSKHFYR.visibleControls)(a.name === a.file ? a.file : `${a.file}: ${a.name}`);
    try {
      const onPoll = progress ? (e) => progress(`${label}: AEP's job is ${e.state}, ${e.profilesReadSoFar} profiles read`) : void 0;
      const { previewId, estimate, interval } = await estimateAudience(client, { expression: a.pql }, onPoll ? { onPoll } : {});
      const sample = args.sample > 0 && estimate.estimatedSize > 0 ? (await getPreviewPage(client, previewId, { limit: args.sample })).profiles : [];
      answers.push({
        file: a.file,
        name: a.name,
        previewId,
        estimatedSize: estimate.estimatedSize,
        confidenceInterval: interval,
        standardError: estimate.standardError,
        profilesReadSoFar: estimate.profilesReadSoFar,
        totalRows: estimate.totalRows,
        namespaces: estimate.estimatedNamespaceDistribution.map((d) => ({ namespaceId: d.namespaceId, profiles: d.profilesMatchedSoFar })),
        sample: sample.slice(0, args.sample)
      });
    } catch (e) {
      if (progress) import_cli_chunk_VFSYOTZ5.stderr.write("\r\x1B[K");
      if (e instanceof EstimateJobError) {
        import_cli_chunk_VFSYOTZ5.stderr.write(`${label}: not estimated: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(e.message)}
`);
        failed.push(label);
        continue;
      }
      if (e instanceof import_cli_chunk_5Y3BX2GH.ApiError && !(e instanceof import_cli_chunk_HFB2OUYQ.CredentialsRefusedError) && e.status === 400) {
        import_cli_chunk_VFSYOTZ5.stderr.write(`${label}: not estimated: AEP refused the expression: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(e.detail ?? e.message)}
`);
        failed.push(label);
        continue;
      }
      (0, import_cli_chunk_HFB2OUYQ.reportApiError)(`${label}: could not ask AEP for an estimate`, e, args.debug === true);
      return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
    }
  }
  if (progress) import_cli_chunk_VFSYOTZ5.stderr.write("\r\x1B[K");
  if (args.format === "json") import_cli_chunk_VFSYOTZ5.stdout.write(`${aepEstimateJson(answers, credentials.sandbox, failed, refused)}
`);
  else import_cli_chunk_VFSYOTZ5.stdout.write(aepEstimateText(answers, credentials.sandbox, (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stdout)));
  return refused.length > 0 || failed.length > 0 ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
function aepEstimateJson(answers, sandbox, notEstimated, refused) {
  const files = refused.map((r) => ({ file: r.file, messages: r.messages }));
  return JSON.stringify(
    { source: "aep", sandbox: sandbox ?? null, sampled: true, audiences: answers, notEstimated, refused: files },
    null,
    2
  );
}
var n = (x) => x.toLocaleString("en-US");
var count = (x, one) => `${n(x)} ${(0, import_cli_chunk_FCDA32LZ.noun)(x, one)}`;
function aepEstimateText(answers, sandbox, color) {
  const paint = (0, import_cli_chunk_4OLANE6Q.painter)(color);
  const out = [];
  for (const a of answers) {
    const { level, low, high } = a.confidenceInterval;
    out.push(
      `${paint(import_cli_chunk_4OLANE6Q.ansi.bold, (0, import_cli_chunk_JJSKHFYR.visibleControls)(a.name === a.file ? a.file : `${a.file}: ${a.name}`))}  ${paint(import_cli_chunk_4OLANE6Q.ansi.green, `~${n(a.estimatedSize)}`)} ${(0, import_cli_chunk_FCDA32LZ.noun)(a.estimatedSize, "profile")} ${paint(import_cli_chunk_4OLANE6Q.ansi.dim, `(AEP's estimate; ${Math.round(level * 100)}% confidence interval ${n(low)} to ${n(high)})`)}`
    );
    const namespaces = a.namespaces.length > 0 ? `; by namespace: ${a.namespaces.map((d) => `${d.namespaceId} ${n(d.profiles)}`).join(", ")}` : "";
    out.push(`  AEP read ${n(a.profilesReadSoFar)} of ${count(a.totalRows, "profile")}, standard error ${n(a.standardError)}${namespaces}`);
    for (const id of a.sample) out.push(`  ${paint(import_cli_chunk_4OLANE6Q.ansi.cyan, (0, import_cli_chunk_JJSKHFYR.visibleControls)(id))}`);
  }
  out.push("");
  out.push(
    `${count(answers.length, "audience")} estimated by AEP in sandbox ${sandbox}: sampled figures, not exact counts (AEP samples a profile store of a million profiles or more)`
  );
  return `${out.join("\n")}
`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  aepEstimateText,
  runAepEstimate
});
})
