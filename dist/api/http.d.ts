import { Redactor, type DebugSink } from "./redact.js";
export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
/** Service base paths under the platform host ("Getting started with Experience Platform APIs" in docs/aep-docs.md). */
export declare const SERVICE_PATHS: {
    readonly segmentation: "/data/core/ups";
    readonly profile: "/data/core/ups";
    readonly hygiene: "/data/core/hygiene";
    readonly flowService: "/data/foundation/flowservice";
    readonly dataPrep: "/data/foundation/conversion";
    readonly schemaRegistry: "/data/foundation/schemaregistry";
    readonly catalog: "/data/foundation/catalog";
};
export interface RetryPolicy {
    /** Attempts in total, the first included. 1 turns retries off. */
    maxAttempts: number;
    /** Backoff before retry n (1-based) is min(maxDelayMs, baseDelayMs * 2^(n-1)), then jittered. */
    baseDelayMs: number;
    maxDelayMs: number;
    /** A Retry-After longer than this is not waited for: the error is returned instead. */
    maxRetryAfterMs: number;
    /** 0 = no jitter; 1 = the delay is drawn uniformly from [0, delay]. */
    jitter: number;
}
export declare const DEFAULT_RETRY_POLICY: RetryPolicy;
/** Where the client gets its access tokens (auth.ts provides a given one and IMS's). */
export interface TokenProvider {
    getToken(options?: {
        signal?: AbortSignal;
    }): Promise<string>;
    /** Forget a token AEP rejected, so the next getToken fetches a new one. */
    invalidate(token: string): void;
    /** Whether invalidate-then-getToken can yield a different token (false for a given token). */
    readonly renewable: boolean;
    /** Called by the client it serves, so the provider can send its own requests through it. */
    attach?(client: AepClient): void;
}
/** Time, injectable so tests run without waiting. */
export interface Clock {
    now(): number;
    sleep(ms: number, signal?: AbortSignal): Promise<void>;
}
export declare const systemClock: Clock;
/** What a run did on the wire, for closing notes ("42 requests, 3 retries"). */
export interface RequestStats {
    /** HTTP requests sent, retries and token requests included. */
    requests: number;
    /** Requests sent again after a retryable failure. */
    retries: number;
    /** Tokens renewed after a 401. */
    renewals: number;
    /** Calls that ended in an ApiError. */
    failures: number;
    /** Answers by HTTP status; 0 counts attempts with no answer. */
    byStatus: Record<number, number>;
}
export interface AepClientOptions {
    /** Org, sandbox and client id for the standard headers. */
    orgId: string;
    sandbox: string;
    clientId: string;
    tokens: TokenProvider;
    baseUrl?: string;
    /** Per-request timeout, default 30 s. */
    timeoutMs?: number;
    retry?: Partial<RetryPolicy>;
    clock?: Clock;
    /** A random source in [0, 1) for jitter; injectable for reproducible tests. */
    random?: () => number;
    /** --debug: one redacted line per request and response. */
    debug?: DebugSink;
    /** Secrets to scrub from debug lines and error messages (the token is added as it arrives). */
    redactor?: Redactor;
    userAgent?: string;
}
export interface RequestOptions {
    method: HttpMethod;
    /** A path under the base URL (`/data/core/ups/segment/definitions`), or an absolute URL. */
    path: string;
    query?: Record<string, string | number | boolean | undefined>;
    /** A JSON body (sets Content-Type: application/json). */
    json?: unknown;
    /** A form body (sets Content-Type: application/x-www-form-urlencoded). */
    form?: Record<string, string>;
    headers?: Record<string, string>;
    /** Send Authorization, x-api-key and x-gw-ims-org-id; false for IMS itself. Default true. */
    auth?: boolean;
    /** Send x-sandbox-name; false for org-level services (hygiene quota). Default true. */
    sandbox?: boolean;
    /** Override the method's idempotency, e.g. true for a token request. */
    idempotent?: boolean;
    timeoutMs?: number;
    signal?: AbortSignal;
}
export interface ApiResponse {
    status: number;
    headers: Headers;
    /** The parsed JSON body; undefined for 204 or an empty body; the text when not JSON. */
    body: unknown;
    requestId: string | undefined;
}
export declare class AepClient {
    #private;
    readonly baseUrl: string;
    readonly orgId: string;
    readonly sandbox: string;
    readonly clientId: string;
    readonly tokens: TokenProvider;
    readonly retry: RetryPolicy;
    readonly clock: Clock;
    readonly redactor: Redactor;
    readonly stats: RequestStats;
    constructor(options: AepClientOptions);
    /** Sends one logical request: retries and a 401 renewal happen inside. Throws ApiError. */
    request(request: RequestOptions): Promise<ApiResponse>;
    /** The delay before retry `n` (1-based) when the server gave no Retry-After. */
    backoff(n: number): number;
}
/** Retry-After as milliseconds from now: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export declare function parseRetryAfter(value: string | null | undefined, now: number): number | undefined;
