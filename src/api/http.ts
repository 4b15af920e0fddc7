// The one request chokepoint: every call to AEP (and to IMS) goes through `AepClient.request`.
// It adds the standard headers and the token, applies the per-request timeout and the caller's
// AbortSignal, retries what is safe to retry, renews the token once on 401, logs redacted
// --debug lines, counts requests and retries, and turns every failure into an `ApiError`.
//
// Retry rules ("Getting started with Experience Platform APIs" in docs/aep-docs.md):
// - 429 and 503 mean "not processed": retried for every method, honouring Retry-After
//   (seconds or an HTTP date), else exponential backoff with jitter, at most `maxAttempts`.
// - 502, 504, a dropped connection or a timeout after the request was sent leave the outcome
//   unknown: retried only for idempotent requests (GET, HEAD, PUT, DELETE, or `idempotent: true`).
//   For POST and PATCH the error carries `outcomeUnknown: true`; resolve it by reading back.
// - A connection that was never established (refused, DNS) is retried for every method.
import { ApiError, normaliseErrorBody } from "./errors.js";
import { Redactor, type DebugSink } from "./redact.js";

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Service base paths under the platform host ("Getting started with Experience Platform APIs" in docs/aep-docs.md). */
export const SERVICE_PATHS = {
  segmentation: "/data/core/ups",
  profile: "/data/core/ups",
  hygiene: "/data/core/hygiene",
  flowService: "/data/foundation/flowservice",
  dataPrep: "/data/foundation/conversion",
  schemaRegistry: "/data/foundation/schemaregistry",
  catalog: "/data/foundation/catalog",
} as const;

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

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 60_000,
  jitter: 0.5,
};

/** Where the client gets its access tokens (auth.ts provides a given one and IMS's). */
export interface TokenProvider {
  getToken(options?: { signal?: AbortSignal }): Promise<string>;
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

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal!.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
    }),
};

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

const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(["GET", "HEAD", "PUT", "DELETE"]);
const RETRY_ALWAYS = new Set([429, 503]);
const RETRY_IF_IDEMPOTENT = new Set([502, 504]);
// Failures where the request cannot have reached the server, so even a POST may be re-sent.
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "UND_ERR_CONNECT_TIMEOUT"]);

export class AepClient {
  readonly baseUrl: string;
  readonly orgId: string;
  readonly sandbox: string;
  readonly clientId: string;
  readonly tokens: TokenProvider;
  readonly retry: RetryPolicy;
  readonly clock: Clock;
  readonly redactor: Redactor;
  readonly stats: RequestStats = { requests: 0, retries: 0, renewals: 0, failures: 0, byStatus: {} };
  readonly #timeoutMs: number;
  readonly #random: () => number;
  readonly #debug: DebugSink | undefined;
  readonly #userAgent: string;

  constructor(options: AepClientOptions) {
    this.baseUrl = (options.baseUrl ?? "https://platform.adobe.io").replace(/\/+$/, "");
    this.orgId = options.orgId;
    this.sandbox = options.sandbox;
    this.clientId = options.clientId;
    this.tokens = options.tokens;
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.clock = options.clock ?? systemClock;
    this.redactor = options.redactor ?? new Redactor();
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#random = options.random ?? Math.random;
    this.#debug = options.debug ? (line) => options.debug!(this.redactor.text(line)) : undefined;
    this.#userAgent = options.userAgent ?? "pql-audience";
    this.tokens.attach?.(this);
  }

  /** Sends one logical request: retries and a 401 renewal happen inside. Throws ApiError. */
  async request(request: RequestOptions): Promise<ApiResponse> {
    let options = request;
    const url = this.#url(options);
    const path = new URL(url).pathname;
    const idempotent = options.idempotent ?? IDEMPOTENT.has(options.method);
    const auth = options.auth ?? true;
    // One id for the logical request, retries included, so a support ticket can quote it.
    const requestId = options.headers?.["x-request-id"] ?? (auth ? crypto.randomUUID() : undefined);
    if (requestId) options = { ...options, headers: { ...options.headers, "x-request-id": requestId } };
    let renewed = false;
    let attempt = 0;
    for (;;) {
      attempt++;
      if (options.signal?.aborted) throw this.#fail({ kind: "aborted", status: 0, method: options.method, path, attempts: attempt - 1 });
      const token = auth ? await this.tokens.getToken({ signal: options.signal }) : undefined;
      if (token) this.redactor.addSecret(token);
      const outcome = await this.#send(options, url, token);

      let error: ApiError;
      let retryAfterMs: number | undefined;
      let retryable: boolean;
      if (outcome.response) {
        const { response, text } = outcome;
        if (response.ok)
          return { status: response.status, headers: response.headers, body: parseBody(text), requestId: requestIdOf(response.headers) };
        // A rejected token: renew once and send again (the gateway refused it, so nothing was applied).
        if (response.status === 401 && auth && token && !renewed && this.tokens.renewable) {
          renewed = true;
          this.stats.renewals++;
          this.tokens.invalidate(token);
          this.#debug?.(`   token rejected; renewing and retrying once`);
          attempt--;
          continue;
        }
        error = this.#httpError(options.method, path, response, text, attempt);
        retryable = RETRY_ALWAYS.has(response.status) || (idempotent && RETRY_IF_IDEMPOTENT.has(response.status));
        if (!retryable && !idempotent && RETRY_IF_IDEMPOTENT.has(response.status)) error = withOutcomeUnknown(error);
        retryAfterMs = parseRetryAfter(response.headers.get("retry-after"), this.clock.now());
      } else {
        const { failure } = outcome;
        const notSent = failure.kind === "network" && failure.errno !== undefined && NOT_SENT_CODES.has(failure.errno);
        if (failure.kind === "aborted")
          throw this.#fail({ kind: "aborted", status: 0, method: options.method, path, attempts: attempt, outcomeUnknown: !idempotent });
        retryable = idempotent || notSent;
        error = new ApiError({
          kind: failure.kind,
          status: 0,
          method: options.method,
          path,
          detail: failure.detail,
          outcomeUnknown: !idempotent && !notSent,
          requestId,
          attempts: attempt,
          cause: failure.cause,
        });
      }

      if (!retryable || attempt >= this.retry.maxAttempts) throw this.#fail(error);
      if (retryAfterMs !== undefined && retryAfterMs > this.retry.maxRetryAfterMs) {
        this.#debug?.(
          `   Retry-After ${Math.round(retryAfterMs / 1000)} s is beyond the ${Math.round(this.retry.maxRetryAfterMs / 1000)} s limit; giving up`,
        );
        throw this.#fail(error);
      }
      const delay = retryAfterMs ?? this.backoff(attempt);
      this.stats.retries++;
      this.#debug?.(`   retry ${attempt}/${this.retry.maxAttempts - 1} in ${delay} ms (${error.status || error.kind})`);
      try {
        await this.clock.sleep(delay, options.signal);
      } catch {
        throw this.#fail({ kind: "aborted", status: 0, method: options.method, path, attempts: attempt });
      }
    }
  }

  /** The delay before retry `n` (1-based) when the server gave no Retry-After. */
  backoff(n: number): number {
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (n - 1));
    return Math.round(ceiling * (1 - this.retry.jitter * this.#random()));
  }

  #url(options: RequestOptions): string {
    const url = new URL(/^https?:\/\//.test(options.path) ? options.path : `${this.baseUrl}${options.path}`);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    return url.toString();
  }

  #headers(options: RequestOptions, token: string | undefined): Headers {
    const headers = new Headers({ Accept: "application/json", "User-Agent": this.#userAgent });
    if (options.auth ?? true) {
      if (token) headers.set("Authorization", `Bearer ${token}`);
      headers.set("x-api-key", this.clientId);
      headers.set("x-gw-ims-org-id", this.orgId);
      if (options.sandbox ?? true) headers.set("x-sandbox-name", this.sandbox);
    }
    if (options.json !== undefined) headers.set("Content-Type", "application/json");
    else if (options.form) headers.set("Content-Type", "application/x-www-form-urlencoded");
    for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v);
    return headers;
  }

  async #send(options: RequestOptions, url: string, token: string | undefined): Promise<SendOutcome> {
    const headers = this.#headers(options, token);
    const body =
      options.json !== undefined ? JSON.stringify(options.json) : options.form ? new URLSearchParams(options.form).toString() : undefined;
    const timeoutMs = options.timeoutMs ?? this.#timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const started = this.clock.now();
    this.stats.requests++;
    if (this.#debug) {
      this.#debug(`-> ${options.method} ${url}`);
      for (const [k, v] of Object.entries(this.redactor.headers(headers))) this.#debug(`   ${k}: ${v}`);
      if (body) this.#debug(`   ${truncate(this.redactor.body(body, headers.get("content-type") ?? ""))}`);
    }
    try {
      const response = await fetch(url, { method: options.method, headers, body, signal, redirect: "error" });
      const text = await response.text();
      this.stats.byStatus[response.status] = (this.stats.byStatus[response.status] ?? 0) + 1;
      if (this.#debug) {
        this.#debug(
          `<- ${response.status} ${options.method} ${new URL(url).pathname} (${this.clock.now() - started} ms)${requestIdOf(response.headers) ? ` request id ${requestIdOf(response.headers)}` : ""}`,
        );
        if (text) this.#debug(`   ${truncate(this.redactor.body(text, response.headers.get("content-type") ?? ""))}`);
      }
      return { response, text };
    } catch (e) {
      this.stats.byStatus[0] = (this.stats.byStatus[0] ?? 0) + 1;
      const failure: Failure = options.signal?.aborted
        ? { kind: "aborted", detail: "cancelled", cause: e }
        : timeout.aborted
          ? { kind: "timeout", detail: `no answer within ${timeoutMs} ms`, cause: e }
          : { kind: "network", detail: networkDetail(e), errno: errnoOf(e), cause: e };
      this.#debug?.(`<- no answer: ${failure.kind} (${failure.detail})`);
      return { failure };
    }
  }

  #httpError(method: string, path: string, response: Response, text: string, attempts: number): ApiError {
    const raw = this.redactor.body(text, response.headers.get("content-type") ?? "");
    const normalised = normaliseErrorBody(parseBody(raw));
    return new ApiError({
      kind: "http",
      status: response.status,
      method,
      path,
      ...normalised,
      title: normalised.title ?? (normalised.detail ? undefined : response.statusText || undefined),
      requestId: normalised.requestId ?? requestIdOf(response.headers),
      raw,
      attempts,
    });
  }

  #fail(error: ApiError | ConstructorParameters<typeof ApiError>[0]): ApiError {
    this.stats.failures++;
    const e = error instanceof ApiError ? error : new ApiError(error);
    // Belt and braces: the parts were redacted already, but a message must never carry a secret.
    e.message = this.redactor.text(e.message);
    if (e.stack) e.stack = this.redactor.text(e.stack);
    return e;
  }
}

type Failure = { kind: "network" | "timeout" | "aborted"; detail: string; errno?: string; cause: unknown };
type SendOutcome = { response: Response; text: string; failure?: undefined } | { response?: undefined; failure: Failure };

function withOutcomeUnknown(e: ApiError): ApiError {
  return new ApiError({
    kind: e.kind,
    status: e.status,
    method: e.method,
    path: e.path,
    code: e.code,
    title: e.title,
    detail: e.detail,
    requestId: e.requestId,
    raw: e.raw,
    attempts: e.attempts,
    outcomeUnknown: true,
    message: `${e.message}; it may or may not have been applied`,
  });
}

function parseBody(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function requestIdOf(headers: Headers): string | undefined {
  return headers.get("x-request-id") ?? undefined;
}

/** Retry-After as milliseconds from now: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

function errnoOf(e: unknown): string | undefined {
  for (let c: unknown = e, depth = 0; c && depth < 4; c = (c as { cause?: unknown }).cause, depth++) {
    const code = (c as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

function networkDetail(e: unknown): string {
  const code = errnoOf(e);
  const cause = (e as { cause?: { message?: string } })?.cause?.message;
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "UND_ERR_SOCKET" || code === "ECONNRESET") return "the connection was closed before an answer arrived";
  return cause ?? (e instanceof Error ? e.message : String(e));
}

function truncate(s: string, max = 2000): string {
  return s.length > max ? `${s.slice(0, max)}... (${s.length - max} more characters)` : s;
}
