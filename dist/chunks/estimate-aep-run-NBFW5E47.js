import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  audiencesOf
} from "./chunk-WRUNNZBI.js";
import "./chunk-A3IHSL42.js";
import "./chunk-7UE3YHDC.js";
import "./chunk-GGFYG57L.js";
import "./chunk-5NLPK2UY.js";
import "./chunk-AT5CLAVV.js";
import "./chunk-SVUOSZGE.js";
import "./chunk-6AZBWZV3.js";
import "./chunk-PDIAZRM6.js";
import "./chunk-CLCMTFKZ.js";
import {
  ansi,
  painter
} from "./chunk-CL5F5DHU.js";
import "./chunk-VDNT6KPU.js";
import "./chunk-3NSPX5KU.js";
import "./chunk-SG5ZPFEX.js";
import "./chunk-SLLKSHD2.js";
import "./chunk-NH35IX5Z.js";
import "./chunk-NP3RLP66.js";
import "./chunk-XNWNSO6D.js";
import "./chunk-4WYW5U7E.js";
import "./chunk-JDI5JMKQ.js";
import {
  parseResponse
} from "./chunk-XLTW5S4D.js";
import "./chunk-AMYH3LBT.js";
import "./chunk-6C3M6KJ7.js";
import {
  openSession,
  reportApiError
} from "./chunk-KIQPUHTF.js";
import "./chunk-75MAB7RL.js";
import "./chunk-ZJ5P5KKB.js";
import "./chunk-POUW46QI.js";
import {
  stderr,
  stdout
} from "./chunk-7GZQWWBI.js";
import {
  noun
} from "./chunk-52M5XUTC.js";
import {
  ApiError,
  SERVICE_PATHS,
  array,
  looseObject,
  number,
  record,
  string,
  union,
  unknown
} from "./chunk-U4ZDIJLP.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-GADSSRPE.js";
import "./chunk-3VZEPMB4.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-YL2NNQ57.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import {
  useColor
} from "./chunk-IRQVCIRO.js";
import "./chunk-DA6D7RXO.js";
import {
  ExitCode,
  UsageError
} from "./chunk-QZGYM4B6.js";
import "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/api/previews.ts
var PREVIEW_PATH = `${SERVICE_PATHS.segmentation}/preview`;
var ESTIMATE_PATH = `${SERVICE_PATHS.segmentation}/estimate`;
var PreviewJob = looseObject({
  previewId: string().min(1),
  state: string().optional(),
  previewQueryId: string().optional()
});
var Estimate = looseObject({
  state: string(),
  estimatedSize: number().default(0),
  profilesReadSoFar: number().default(0),
  profilesMatchedSoFar: number().default(0),
  totalRows: number().default(0),
  numRowsToRead: number().optional(),
  standardError: number().default(0),
  /** AEP's confidence level, e.g. "95%" (the interval itself is `intervalOf`). */
  confidenceInterval: string().default("95%"),
  estimatedNamespaceDistribution: array(looseObject({ namespaceId: union([string(), number()]).transform(String), profilesMatchedSoFar: number() })).default([]),
  error: looseObject({ description: string().optional(), traceback: string().optional() }).optional()
});
var PreviewPageBody = looseObject({
  results: array(record(string(), unknown())).default([]),
  state: string().optional(),
  links: looseObject({ next: string().optional() }).optional(),
  page: looseObject({ offset: number().optional(), size: number().optional(), totalCount: number().optional() }).optional()
});
async function createPreview(client, input, options = {}) {
  const json = {
    predicateExpression: input.expression,
    predicateType: "pql/text",
    predicateModel: input.model ?? "_xdm.context.profile",
    graphType: input.graphType ?? "none"
  };
  const response = await client.request({ method: "POST", path: PREVIEW_PATH, json, idempotent: true, signal: options.signal });
  return parseResponse(PreviewJob, response, "POST", PREVIEW_PATH);
}
async function getEstimate(client, previewId, options = {}) {
  const path = `${ESTIMATE_PATH}/${encodeURIComponent(previewId)}`;
  return parseResponse(Estimate, await client.request({ method: "GET", path, signal: options.signal }), "GET", path);
}
async function getPreviewPage(client, previewId, options = {}) {
  const path = `${PREVIEW_PATH}/${encodeURIComponent(previewId)}`;
  const query = { offset: options.offset, limit: options.limit };
  const body = parseResponse(PreviewPageBody, await client.request({ method: "GET", path, query, signal: options.signal }), "GET", path);
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
    throw new UsageError("--now applies to --data: AEP estimates at its own clock; drop --now, or give --data DIR");
  if (args.memoryLimit !== void 0) throw new UsageError("--memory-limit applies to --data (DuckDB); AEP's estimate runs in the org");
  if (!Number.isSafeInteger(args.sample) || args.sample < 0)
    throw Object.assign(new UsageError(`--sample needs a whole number of profiles, 0 or more (got ${String(args.sample)})`), {
      showUsageHint: true
    });
  const paths = args.paths.length > 0 ? args.paths : ["."];
  const { audiences, refused } = await audiencesOf(paths);
  for (const r of refused) stderr.write(`${r.colored.join("\n")}
${r.file}: not estimated: the file has errors
`);
  const shown = audiences.filter((a) => a.shown);
  if (shown.length === 0) {
    if (refused.length === 0) stderr.write(`${paths.join(" ")}: no audience to estimate
`);
    if (args.format === "json") stdout.write(`${aepEstimateJson([], void 0, [], refused)}
`);
    return ExitCode.Problems;
  }
  const session = await openSession(args.debug === true);
  if (!session) {
    stderr.write('not estimated: `estimate` without --data asks AEP, and needs the org\'s credentials (docs/estimates.md, "Asking AEP")\n');
    return ExitCode.Usage;
  }
  const { client, credentials } = session;
  const progress = stderr.isTTY ? (message) => stderr.write(`\r\x1B[K${message}`) : void 0;
  const answers = [];
  const failed = [];
  for (const a of shown) {
    const label = a.name === a.file ? a.file : `${a.file}: ${a.name}`;
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
      if (progress) stderr.write("\r\x1B[K");
      if (e instanceof EstimateJobError) {
        stderr.write(`${label}: not estimated: ${e.message}
`);
        failed.push(label);
        continue;
      }
      if (e instanceof ApiError && e.status === 400) {
        stderr.write(`${label}: not estimated: AEP refused the expression: ${e.detail ?? e.message}
`);
        failed.push(label);
        continue;
      }
      reportApiError(`${label}: could not ask AEP for an estimate`, e, args.debug === true);
      return ExitCode.Usage;
    }
  }
  if (progress) stderr.write("\r\x1B[K");
  if (args.format === "json") stdout.write(`${aepEstimateJson(answers, credentials.sandbox, failed, refused)}
`);
  else stdout.write(aepEstimateText(answers, credentials.sandbox, useColor(stdout)));
  return refused.length > 0 || failed.length > 0 ? ExitCode.Problems : ExitCode.Ok;
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
var count = (x, one) => `${n(x)} ${noun(x, one)}`;
function aepEstimateText(answers, sandbox, color) {
  const paint = painter(color);
  const out = [];
  for (const a of answers) {
    const { level, low, high } = a.confidenceInterval;
    out.push(
      `${paint(ansi.bold, a.name === a.file ? a.file : `${a.file}: ${a.name}`)}  ${paint(ansi.green, `~${n(a.estimatedSize)}`)} ${noun(a.estimatedSize, "profile")} ${paint(ansi.dim, `(AEP's estimate; ${Math.round(level * 100)}% confidence interval ${n(low)} to ${n(high)})`)}`
    );
    const namespaces = a.namespaces.length > 0 ? `; by namespace: ${a.namespaces.map((d) => `${d.namespaceId} ${n(d.profiles)}`).join(", ")}` : "";
    out.push(`  AEP read ${n(a.profilesReadSoFar)} of ${count(a.totalRows, "profile")}, standard error ${n(a.standardError)}${namespaces}`);
    for (const id of a.sample) out.push(`  ${paint(ansi.cyan, id)}`);
  }
  out.push("");
  out.push(
    `${count(answers.length, "audience")} estimated by AEP in sandbox ${sandbox}: sampled figures, not exact counts (AEP samples a profile store of a million profiles or more)`
  );
  return `${out.join("\n")}
`;
}
export {
  aepEstimateText,
  runAepEstimate
};
