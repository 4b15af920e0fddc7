import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  evaluationOf,
  listAllSegmentDefinitions
} from "./chunk-XLTW5S4D.js";
import {
  openSession
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
  ApiError
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
  ExitCode
} from "./chunk-QZGYM4B6.js";
import "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/report/segments-table.ts
var COLUMNS = ["NAME", "EVALUATION", "UPDATED (UTC)", "ID"];
function renderTable(segments, color = false) {
  const rows = segments.map((s) => [s.name, evaluationOf(s), formatTime(s.updateTime ?? s.creationTime), s.id]);
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
  const session = await openSession(options.debug, options.env ?? process.env);
  if (!session) return ExitCode.Usage;
  const { client, credentials } = session;
  const progress = pageProgress(process.stderr);
  let segments;
  try {
    segments = await listAllSegmentDefinitions(client, { edge: options.edge ? true : void 0, onPage: progress.update });
    progress.done();
  } catch (e) {
    progress.done();
    if (!(e instanceof ApiError)) throw e;
    stderr.write(`pql-audience: could not list segment definitions: ${e.message}
`);
    const hint = hintFor(e, credentials);
    if (hint) stderr.write(`${hint}
`);
    if (options.debug && e.raw) stderr.write(`debug: response body: ${e.raw}
`);
    return ExitCode.Usage;
  }
  if (options.format === "json") stdout.write(`${JSON.stringify(segments, null, 2)}
`);
  else if (segments.length > 0) stdout.write(renderTable(segments, useColor(stdout)));
  stderr.write(`${summary(segments, options.edge, credentials.sandbox, client.stats)}
`);
  return ExitCode.Ok;
}
function summary(segments, edgeOnly, sandbox, stats) {
  const n = segments.length;
  const noun2 = `${edgeOnly ? "edge " : ""}${noun(n, "segment definition")}`;
  let text = `${n === 0 ? "no" : n} ${noun2} in sandbox ${sandbox}`;
  if (!edgeOnly && n > 0) {
    const counts = /* @__PURE__ */ new Map();
    for (const s of segments) counts.set(evaluationOf(s), (counts.get(evaluationOf(s)) ?? 0) + 1);
    text += ` (${[...counts].map(([k, v]) => `${v} ${k}`).join(", ")})`;
  }
  if (stats.retries > 0) text += `; ${stats.requests} requests, ${stats.retries} retr${stats.retries === 1 ? "y" : "ies"}`;
  return text;
}
function hintFor(e, urls) {
  const ims = e.path.endsWith("/ims/token/v3");
  if (ims && (e.status === 400 || e.status === 401))
    return "IMS refused the client credentials: check AEP_CLIENT_ID, AEP_CLIENT_SECRET and AEP_SCOPES (or AEP_IMS_URL).";
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
export {
  runSegmentsList,
  summary
};
