// One error type for everything that goes wrong talking to AEP or IMS. AEP answers errors in at
// least five body shapes ("Getting started with Experience Platform APIs" in docs/aep-docs.md); `normaliseErrorBody` folds them into one record so a
// caller can branch on `status` and `code` without knowing which gateway or service answered.
import { isObject } from "../text/is-object.js";

/** What kind of failure: an HTTP answer, or no usable answer at all. */
export type ApiErrorKind =
  | "http" // the server answered with a non-2xx status
  | "network" // the connection failed or dropped
  | "timeout" // no answer within the per-request timeout
  | "aborted" // the caller's AbortSignal fired
  | "invalid-response"; // a 2xx whose body is not the shape we rely on

export interface NormalisedErrorBody {
  /** A machine key: the `{SERVICE}-{code}-{status}` suffix of a problem `type`, or `error_code`, or `errors.errorCode`. */
  code?: string;
  title?: string;
  detail?: string;
  requestId?: string;
}

export interface ApiErrorInit extends NormalisedErrorBody {
  kind: ApiErrorKind;
  /** HTTP status; 0 when there was no answer. */
  status: number;
  method: string;
  /** The URL path (no host, no query), safe to show. */
  path: string;
  /**
   * True when a non-idempotent request (POST, PATCH) may or may not have been applied: the
   * connection dropped or timed out after the request was sent. Resolve by reading back
   * (e.g. list by name) instead of sending it again.
   */
  outcomeUnknown?: boolean;
  /** The response body as received (already redacted), kept for --debug. */
  raw?: string;
  /** How many attempts were made, retries included. */
  attempts?: number;
  message?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = "ApiError";
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string | undefined;
  readonly title: string | undefined;
  readonly detail: string | undefined;
  readonly requestId: string | undefined;
  readonly method: string;
  readonly path: string;
  readonly outcomeUnknown: boolean;
  readonly raw: string | undefined;
  readonly attempts: number;

  constructor(init: ApiErrorInit) {
    super(init.message ?? describe(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.requestId = init.requestId;
    this.method = init.method;
    this.path = init.path;
    this.outcomeUnknown = init.outcomeUnknown ?? false;
    this.raw = init.raw;
    this.attempts = init.attempts ?? 1;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

function describe(init: ApiErrorInit): string {
  const where = `${init.method} ${init.path}`;
  const request = init.requestId ? ` (request id ${init.requestId})` : "";
  switch (init.kind) {
    case "http": {
      const code = init.code ? ` ${init.code}` : "";
      const text = [init.title, init.detail].filter((s) => s && s.length > 0);
      // A title that only repeats the detail adds nothing.
      const said = text.length === 2 && text[0] === text[1] ? [text[0]] : text;
      return `${where} failed with HTTP ${init.status}${code}${said.length ? `: ${said.join(": ")}` : ""}${request}`;
    }
    case "timeout":
      return `${where} timed out${init.outcomeUnknown ? "; it may or may not have been applied" : ""}${request}`;
    case "network":
      return `${where} failed: ${init.detail ?? "connection error"}${init.outcomeUnknown ? "; it may or may not have been applied" : ""}${request}`;
    case "aborted":
      return `${where} was cancelled`;
    case "invalid-response":
      return `${where} returned an unexpected response: ${init.detail ?? "unreadable body"}${request}`;
  }
}

const str = (v: unknown): string | undefined => (typeof v === "string" && v.length > 0 ? v : typeof v === "number" ? String(v) : undefined);

/**
 * Folds every AEP error body shape into `{code, title, detail, requestId}`:
 * 1. gateway `{error_code, message}`;
 * 2. problem `{type, title, status, detail, report{detailed-message, request-id}, errorMessage}`;
 * 3. streaming problem with `status` as a string and `report.message`;
 * 4. nested `{errors: {errorCode, title, detail}}` (or an array of those);
 * 5. IMS `{error, error_description}`; anything else keeps only the raw text.
 */
export function normaliseErrorBody(body: unknown): NormalisedErrorBody {
  if (!isObject(body)) return {};
  const out: NormalisedErrorBody = {};
  const report = isObject(body.report) ? body.report : undefined;

  // 4. nested envelope: use the first error.
  const nested = Array.isArray(body.errors) ? body.errors.find(isObject) : isObject(body.errors) ? body.errors : undefined;
  if (nested) {
    out.code = str(nested.errorCode) ?? str(nested.code) ?? str(nested.error_code);
    out.title = str(nested.title);
    out.detail = str(nested.detail) ?? str(nested.message);
  }

  // 2/3. problem style: the machine key is the `type` URI's last segment, e.g. FLOW-1439-404.
  const type = str(body.type);
  const typeKey = type ? lastSegment(type) : undefined;
  const problemCode = typeKey && /^[A-Z]+-\d+-\d{3}$/.test(typeKey) ? typeKey : undefined;

  out.code = str(body.error_code) ?? problemCode ?? str(body.errorCode) ?? str(body.code) ?? str(body.error) ?? out.code;
  out.title = str(body.title) ?? out.title;
  out.detail =
    str(body.detail) ??
    (report ? (str(report["detailed-message"]) ?? str(report.message)) : undefined) ??
    str(body.message) ??
    str(body.errorMessage) ??
    str(body.error_description) ??
    out.detail;
  out.requestId = (report ? (str(report["request-id"]) ?? str(report.registryRequestId)) : undefined) ?? str(body.requestId);
  for (const key of Object.keys(out) as (keyof NormalisedErrorBody)[]) if (out[key] === undefined) delete out[key];
  return out;
}

function lastSegment(uri: string): string {
  const trimmed = uri.replace(/\/+$/, "");
  return trimmed.slice(trimmed.lastIndexOf("/") + 1);
}
