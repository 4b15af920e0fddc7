// Access tokens: either one the user gives (AEP_ACCESS_TOKEN), or OAuth server-to-server client
// credentials exchanged at IMS (`POST {imsUrl}/ims/token/v3`, form body, "Getting started with Experience Platform APIs" in docs/aep-docs.md).
// The IMS token is cached, renewed before it expires, fetched once however many requests wait
// for it (single flight), and dropped when AEP answers 401 so the chokepoint can retry once.
import * as z from "zod";
import { ApiError } from "./errors.js";
import type { AepClient, Clock, TokenProvider } from "./http.js";
import { systemClock } from "./http.js";
import type { AepCredentials } from "./credentials.js";

// The client (http.ts) declares what it needs of a token source; this file provides two.
export type { TokenProvider };

/** A token the user supplied. It cannot be renewed: a 401 is final. */
export class StaticToken implements TokenProvider {
  readonly renewable = false;
  constructor(readonly token: string) {}
  attach(client: AepClient): void {
    client.redactor.addSecret(this.token);
  }
  async getToken(): Promise<string> {
    return this.token;
  }
  invalidate(): void {}
}

export interface ImsTokenOptions {
  imsUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** Renew this long before expiry (default 5 min, at most half the token's lifetime). */
  refreshMarginMs?: number;
  clock?: Pick<Clock, "now">;
}

// IMS v3 answers expires_in in seconds. Extra fields are ignored.
const TokenResponse = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().positive(),
});

export class ImsToken implements TokenProvider {
  readonly renewable = true;
  /** How many tokens were fetched, for tests and closing notes. */
  fetched = 0;
  #client: AepClient | undefined;
  #cached: { token: string; renewAt: number; expiresAt: number } | undefined;
  #inFlight: Promise<string> | undefined;
  readonly #options: ImsTokenOptions;
  readonly #clock: Pick<Clock, "now">;

  constructor(options: ImsTokenOptions) {
    this.#options = { ...options, imsUrl: options.imsUrl.replace(/\/+$/, "") };
    this.#clock = options.clock ?? systemClock;
  }

  attach(client: AepClient): void {
    this.#client = client;
    client.redactor.addSecret(this.#options.clientSecret);
    client.redactor.addSecret(`${this.#options.clientId}:${this.#options.clientSecret}`);
  }

  async getToken(): Promise<string> {
    const now = this.#clock.now();
    if (this.#cached && now < this.#cached.renewAt) return this.#cached.token;
    // Single flight: everyone waiting shares one IMS call.
    // The shared fetch ignores any one caller's signal: one caller giving up must not fail the
    // others waiting on it. IMS calls have the client's own timeout.
    this.#inFlight ??= this.#fetch().finally(() => {
      this.#inFlight = undefined;
    });
    return this.#inFlight;
  }

  invalidate(token: string): void {
    if (this.#cached?.token === token) this.#cached = undefined;
  }

  async #fetch(): Promise<string> {
    if (!this.#client) throw new Error("ImsToken used before being attached to an AepClient");
    const path = `${this.#options.imsUrl}/ims/token/v3`;
    let response: Awaited<ReturnType<AepClient["request"]>>;
    try {
      response = await this.#client.request({
        method: "POST",
        path,
        auth: false,
        // Asking for a token twice is harmless, so a lost answer may be retried.
        idempotent: true,
        form: {
          grant_type: "client_credentials",
          client_id: this.#options.clientId,
          client_secret: this.#options.clientSecret,
          scope: this.#options.scopes,
        },
      });
    } catch (e) {
      throw refusedCredentials(e, this.#options.imsUrl) ?? e;
    }
    const parsed = TokenResponse.safeParse(response.body);
    if (!parsed.success)
      throw new ApiError({
        kind: "invalid-response",
        status: response.status,
        method: "POST",
        path: "/ims/token/v3",
        detail: "IMS did not return an access_token with expires_in",
      });
    const { access_token: token, expires_in: seconds } = parsed.data;
    this.#client.redactor.addSecret(token);
    this.fetched++;
    const lifetime = seconds * 1000;
    const margin = Math.min(this.#options.refreshMarginMs ?? 5 * 60_000, lifetime / 2);
    const now = this.#clock.now();
    this.#cached = { token, expiresAt: now + lifetime, renewAt: now + lifetime - margin };
    return token;
  }
}

/**
 * IMS answered 4xx to the token request: the client id, secret or scopes are not accepted (IMS
 * says `invalid_client`, `invalid_scope`, ...). One error for it, so every command says the same
 * thing, whatever it was about to ask AEP: it is never the command's own request that failed.
 */
export class CredentialsRefusedError extends ApiError {
  override name = "CredentialsRefusedError";
  constructor(
    cause: ApiError,
    /** Where the token was asked for (AEP_IMS_URL). */
    readonly imsUrl: string,
  ) {
    const why = [cause.code, cause.detail].filter((s) => s !== undefined && s.length > 0).join(": ");
    super({
      kind: cause.kind,
      status: cause.status,
      method: cause.method,
      path: cause.path,
      ...(cause.code !== undefined ? { code: cause.code } : {}),
      ...(cause.detail !== undefined ? { detail: cause.detail } : {}),
      ...(cause.requestId !== undefined ? { requestId: cause.requestId } : {}),
      ...(cause.raw !== undefined ? { raw: cause.raw } : {}),
      attempts: cause.attempts,
      message: `IMS refused the client credentials (HTTP ${cause.status}${why ? ` ${why}` : ""})`,
      cause,
    });
  }
}

function refusedCredentials(e: unknown, imsUrl: string): CredentialsRefusedError | undefined {
  // 429 is IMS asking to slow down (retried by the client), not a refusal.
  if (e instanceof ApiError && e.kind === "http" && e.status >= 400 && e.status < 500 && e.status !== 429)
    return new CredentialsRefusedError(e, imsUrl);
  return undefined;
}

/** The token provider the credentials call for: a given token wins over client credentials. */
export function tokenProviderFor(credentials: AepCredentials, clock?: Pick<Clock, "now">): TokenProvider {
  if (credentials.accessToken) return new StaticToken(credentials.accessToken);
  return new ImsToken({
    imsUrl: credentials.imsUrl,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret!,
    scopes: credentials.scopes,
    clock,
  });
}
