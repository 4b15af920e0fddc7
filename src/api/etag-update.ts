// Optimistic concurrency for Flow Service PATCH ("Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md): read the resource,
// PATCH with `If-Match` carrying its etag exactly as returned (quotes included), and when the
// service answers 412 (someone else wrote in between) read again and retry once. A second 412
// is a real conflict, reported as `EtagConflictError` instead of looping.
import { ApiError } from "./errors.js";

export interface EtagUpdate<T> {
  /** What is being updated, for messages: "flow 1234". */
  what: string;
  read(): Promise<{ etag: string; item: T }>;
  /** Sends the change; `item` is the fresh read, so the change can be recomputed from it. */
  patch(etag: string, item: T): Promise<{ etag?: string }>;
}

export interface EtagUpdateResult {
  /** The etag after the update, when the service returned one. */
  etag: string | undefined;
  /** 1, or 2 when the first attempt met a 412. */
  attempts: number;
}

export class EtagConflictError extends Error {
  override name = "EtagConflictError";
  constructor(
    readonly what: string,
    readonly last: ApiError,
  ) {
    super(
      `${what} was changed by someone else while it was being updated (HTTP 412, twice); nothing was changed by this update. Read it again and retry.`,
      { cause: last },
    );
  }
}

export async function updateWithEtag<T>(update: EtagUpdate<T>): Promise<EtagUpdateResult> {
  let attempts = 0;
  for (;;) {
    attempts++;
    const { etag, item } = await update.read();
    try {
      const result = await update.patch(etag, item);
      return { etag: result.etag, attempts };
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 412) throw e;
      if (attempts >= 2) throw new EtagConflictError(update.what, e);
    }
  }
}
