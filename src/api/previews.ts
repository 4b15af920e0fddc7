// Previews and estimates ("Previews and estimates endpoints",
// https://experienceleague.adobe.com/en/docs/experience-platform/segmentation/api/previews-and-estimates):
// `POST /data/core/ups/preview` starts a job for a PQL expression, `GET /data/core/ups/preview/{id}`
// pages the qualifying profiles, `GET /data/core/ups/estimate/{id}` gives the audience's size
// from AEP's sample of the profile store. A job is RUNNING until it is RESULT_READY or FAILED,
// so `estimate` creates one and polls until it settles. Every call goes through the client's one
// chokepoint (retries, token renewal, redaction, ApiError).
import { SERVICE_PATHS, type AepClient } from "./http.js";
import type { Estimate, PreviewJob } from "./response-types.js";
import * as schemas from "./preview-schemas.js";
import type { CallOptions } from "./segments.js";

export type { Estimate, PreviewJob } from "./response-types.js";

export const PREVIEW_PATH = `${SERVICE_PATHS.segmentation}/preview`;
export const ESTIMATE_PATH = `${SERVICE_PATHS.segmentation}/estimate`;

export interface PreviewPage {
  state: string | undefined;
  /** The qualifying profiles' entity ids (their `_href` is the Profile Access API's). */
  profiles: string[];
  /** The link to the next page, undefined on the last. */
  next: string | undefined;
}

export interface PreviewInput {
  /** PQL text. */
  expression: string;
  /** The XDM class the expression reads; default `_xdm.context.profile`. */
  model?: string;
  /** `none` (no identity stitching, the default) or `pdg` (the private identity graph). */
  graphType?: "none" | "pdg";
}

/** Starts a preview job, and with it the estimate job of the same id. */
export async function createPreview(client: AepClient, input: PreviewInput, options: CallOptions = {}): Promise<PreviewJob> {
  const json = {
    predicateExpression: input.expression,
    predicateType: "pql/text",
    predicateModel: input.model ?? "_xdm.context.profile",
    graphType: input.graphType ?? "none",
  };
  // A second job for the same expression reads and changes nothing: sending it again after a
  // dropped connection is safe, so the client may retry it like a GET.
  const response = await client.request({ method: "POST", path: PREVIEW_PATH, json, idempotent: true, signal: options.signal });
  return schemas.parseResponse(schemas.PreviewJob, response, "POST", PREVIEW_PATH);
}

export async function getEstimate(client: AepClient, previewId: string, options: CallOptions = {}): Promise<Estimate> {
  const path = `${ESTIMATE_PATH}/${encodeURIComponent(previewId)}`;
  return schemas.parseResponse(schemas.Estimate, await client.request({ method: "GET", path, signal: options.signal }), "GET", path);
}

/** One page of a preview's qualifying profiles; `offset` counts profiles. */
export async function getPreviewPage(
  client: AepClient,
  previewId: string,
  options: CallOptions & { offset?: number; limit?: number } = {},
): Promise<PreviewPage> {
  const path = `${PREVIEW_PATH}/${encodeURIComponent(previewId)}`;
  const query = { offset: options.offset, limit: options.limit };
  const body = schemas.parseResponse(
    schemas.PreviewPageBody,
    await client.request({ method: "GET", path, query, signal: options.signal }),
    "GET",
    path,
  );
  return { state: body.state, profiles: body.results.flatMap((r) => Object.keys(r)), next: body.links?.next || undefined };
}

export interface PollOptions extends CallOptions {
  /** The first wait between polls, default 1 s; each next one is 1.5 times longer, at most `maxIntervalMs`. */
  intervalMs?: number;
  /** Default 5 s. */
  maxIntervalMs?: number;
  /** Give up after this long, default 120 s (AEP's page says 10 to 15 s is usual). */
  timeoutMs?: number;
  /** Called after each poll, e.g. to show progress. */
  onPoll?: (estimate: Estimate) => void;
}

/** Why a job gave no answer: AEP said FAILED, or it was still running when the caller's patience ran out. */
export class EstimateJobError extends Error {
  override name = "EstimateJobError";
  constructor(
    readonly reason: "failed" | "timeout",
    readonly previewId: string,
    readonly last: Estimate | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Polls the estimate of a job until it is RESULT_READY (returned) or FAILED (an EstimateJobError). */
export async function waitForEstimate(client: AepClient, previewId: string, options: PollOptions = {}): Promise<Estimate> {
  const clock = client.clock;
  const started = clock.now();
  const timeoutMs = options.timeoutMs ?? 120_000;
  let interval = options.intervalMs ?? 1000;
  for (;;) {
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
        `AEP's estimate job ${previewId} was still ${estimate.state} after ${Math.round((clock.now() - started) / 1000)} s`,
      );
    await clock.sleep(interval, options.signal);
    interval = Math.min(options.maxIntervalMs ?? 5000, Math.round(interval * 1.5));
  }
}

export interface EstimateResult {
  previewId: string;
  estimate: Estimate;
  interval: ConfidenceInterval;
}

/** Creates a preview job for the expression and waits for its estimate. */
export async function estimateAudience(client: AepClient, input: PreviewInput, options: PollOptions = {}): Promise<EstimateResult> {
  const job = await createPreview(client, input, options);
  const estimate = await waitForEstimate(client, job.previewId, options);
  return { previewId: job.previewId, estimate, interval: intervalOf(estimate) };
}

export interface ConfidenceInterval {
  /** The confidence level, 0.95 for AEP's "95%". */
  level: number;
  low: number;
  high: number;
}

/** Two-sided normal quantiles of the levels AEP may name; another level falls back to 95 %. */
const Z: Record<string, number> = { "0.9": 1.6449, "0.95": 1.96, "0.99": 2.5758 };

/**
 * The interval AEP's figures imply: `estimatedSize` ± z × `standardError`, z of the level in
 * `confidenceInterval`, never below 0, rounded to whole profiles. A job that read the whole store
 * (standardError 0) has an interval of width 0.
 */
export function intervalOf(estimate: Estimate): ConfidenceInterval {
  const parsed = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(estimate.confidenceInterval);
  const level = parsed ? Number(parsed[1]) / 100 : 0.95;
  const z = Z[String(level)] ?? 1.96;
  const margin = z * estimate.standardError;
  return {
    level: Z[String(level)] === undefined ? 0.95 : level,
    low: Math.max(0, Math.round(estimate.estimatedSize - margin)),
    high: Math.round(estimate.estimatedSize + margin),
  };
}
