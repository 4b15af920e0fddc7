/** What kind of failure: an HTTP answer, or no usable answer at all. */
export type ApiErrorKind = "http" | "network" | "timeout" | "aborted" | "invalid-response";
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
export declare class ApiError extends Error {
    name: string;
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
    constructor(init: ApiErrorInit);
}
export declare function isApiError(e: unknown): e is ApiError;
/**
 * Folds every AEP error body shape into `{code, title, detail, requestId}`:
 * 1. gateway `{error_code, message}`;
 * 2. problem `{type, title, status, detail, report{detailed-message, request-id}, errorMessage}`;
 * 3. streaming problem with `status` as a string and `report.message`;
 * 4. nested `{errors: {errorCode, title, detail}}` (or an array of those);
 * 5. IMS `{error, error_description}`; anything else keeps only the raw text.
 */
export declare function normaliseErrorBody(body: unknown): NormalisedErrorBody;
