import { type AepClient } from "./http.js";
import type { Estimate, PreviewJob } from "./response-types.js";
import type { CallOptions } from "./segments.js";
export type { Estimate, PreviewJob } from "./response-types.js";
export declare const PREVIEW_PATH: string;
export declare const ESTIMATE_PATH: string;
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
export declare function createPreview(client: AepClient, input: PreviewInput, options?: CallOptions): Promise<PreviewJob>;
export declare function getEstimate(client: AepClient, previewId: string, options?: CallOptions): Promise<Estimate>;
/** One page of a preview's qualifying profiles; `offset` counts profiles. */
export declare function getPreviewPage(client: AepClient, previewId: string, options?: CallOptions & {
    offset?: number;
    limit?: number;
}): Promise<PreviewPage>;
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
export declare class EstimateJobError extends Error {
    readonly reason: "failed" | "timeout";
    readonly previewId: string;
    readonly last: Estimate | undefined;
    name: string;
    constructor(reason: "failed" | "timeout", previewId: string, last: Estimate | undefined, message: string);
}
/** Polls the estimate of a job until it is RESULT_READY (returned) or FAILED (an EstimateJobError). */
export declare function waitForEstimate(client: AepClient, previewId: string, options?: PollOptions): Promise<Estimate>;
export interface EstimateResult {
    previewId: string;
    estimate: Estimate;
    interval: ConfidenceInterval;
}
/** Creates a preview job for the expression and waits for its estimate. */
export declare function estimateAudience(client: AepClient, input: PreviewInput, options?: PollOptions): Promise<EstimateResult>;
export interface ConfidenceInterval {
    /** The confidence level, 0.95 for AEP's "95%". */
    level: number;
    low: number;
    high: number;
}
/**
 * The interval AEP's figures imply: `estimatedSize` ± z × `standardError`, z of the level in
 * `confidenceInterval`, never below 0, rounded to whole profiles. A job that read the whole store
 * (standardError 0) has an interval of width 0.
 */
export declare function intervalOf(estimate: Estimate): ConfidenceInterval;
