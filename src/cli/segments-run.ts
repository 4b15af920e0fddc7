// The work behind `segments list`: credentials from the environment, one client, every page,
// then a table or JSON. Kept out of the command file so `--help` loads no HTTP stack.
import { CredentialsRefusedError } from "../api/auth.js";
import { ApiError } from "../api/errors.js";
import type { RequestStats } from "../api/http.js";
import { evaluationOf, listAllSegmentDefinitions, type SegmentDefinition } from "../api/segments.js";
import { renderTable } from "../report/segments-table.js";
import { openSession, reportApiError } from "./aep-session.js";
import { ExitCode } from "./exit.js";
import { noun as nounFor } from "../text/plural.js";
import { useColor } from "./io.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface SegmentsListOptions {
  edge: boolean;
  format: "table" | "json";
  debug: boolean;
  env?: NodeJS.ProcessEnv;
}

export async function runSegmentsList(options: SegmentsListOptions): Promise<number> {
  const session = await openSession(options.debug, options.env ?? process.env);
  if (!session) return ExitCode.Usage;
  const { client, credentials } = session;
  const progress = pageProgress(process.stderr);
  let segments: SegmentDefinition[];
  try {
    segments = await listAllSegmentDefinitions(client, { edge: options.edge ? true : undefined, onPage: progress.update });
    progress.done();
  } catch (e) {
    progress.done();
    if (!(e instanceof ApiError)) throw e;
    if (e instanceof CredentialsRefusedError) {
      reportApiError("could not list segment definitions", e, options.debug);
      return ExitCode.Usage;
    }
    stderr.write(`pql-audience: could not list segment definitions: ${e.message}\n`);
    const hint = hintFor(e, credentials);
    if (hint) stderr.write(`${hint}\n`);
    if (options.debug && e.raw) stderr.write(`debug: response body: ${e.raw}\n`);
    return ExitCode.Usage;
  }
  if (options.format === "json") stdout.write(`${JSON.stringify(segments, null, 2)}\n`);
  else if (segments.length > 0) stdout.write(renderTable(segments, useColor(stdout)));
  stderr.write(`${summary(segments, options.edge, credentials.sandbox, client.stats)}\n`);
  return ExitCode.Ok;
}

export function summary(segments: SegmentDefinition[], edgeOnly: boolean, sandbox: string, stats: RequestStats): string {
  const n = segments.length;
  const noun = `${edgeOnly ? "edge " : ""}${nounFor(n, "segment definition")}`;
  let text = `${n === 0 ? "no" : n} ${noun} in sandbox ${sandbox}`;
  if (!edgeOnly && n > 0) {
    const counts = new Map<string, number>();
    for (const s of segments) counts.set(evaluationOf(s), (counts.get(evaluationOf(s)) ?? 0) + 1);
    text += ` (${[...counts].map(([k, v]) => `${v} ${k}`).join(", ")})`;
  }
  if (stats.retries > 0) text += `; ${stats.requests} requests, ${stats.retries} retr${stats.retries === 1 ? "y" : "ies"}`;
  return text;
}

/** What to check next, for the failures a user can fix. */
function hintFor(e: ApiError, urls: { baseUrl: string; imsUrl: string }): string | undefined {
  const ims = e.path.endsWith("/ims/token/v3");
  if (e.status === 401 || e.status === 403) return "Check AEP_CLIENT_ID, AEP_CLIENT_SECRET (or AEP_ACCESS_TOKEN) and AEP_ORG_ID.";
  if (e.status === 400 && e.code === "400003") return "Check AEP_ORG_ID and AEP_SANDBOX.";
  if (e.kind === "network" || e.kind === "timeout")
    return ims ? `Check AEP_IMS_URL (${urls.imsUrl}) and your network.` : `Check AEP_BASE_URL (${urls.baseUrl}) and your network.`;
  return undefined;
}

/** "fetched 300 of 1500 definitions" on a TTY while pages arrive; nothing when piped. */
function pageProgress(stream: NodeJS.WriteStream) {
  let shown = false;
  return {
    update: (fetched: number, total: number | undefined) => {
      if (!stream.isTTY || total === undefined || fetched >= total) return;
      stream.write(`\rfetched ${fetched} of ${total} definitions`);
      shown = true;
    },
    done: () => {
      if (shown) stream.write("\r\u001b[K");
      shown = false;
    },
  };
}
