// Builds a ready client from credentials: the token provider they call for, the standard
// headers, and the secrets registered with the redactor before the first request.
import { tokenProviderFor, type TokenProvider } from "./auth.js";
import type { AepCredentials } from "./credentials.js";
import { AepClient, type AepClientOptions } from "./http.js";
import { Redactor } from "./redact.js";

export type CreateClientOptions = Omit<AepClientOptions, "orgId" | "sandbox" | "clientId" | "tokens" | "baseUrl">;

export function createAepClient(credentials: AepCredentials, options: CreateClientOptions = {}): AepClient {
  const redactor = options.redactor ?? new Redactor();
  redactor.addSecret(credentials.clientSecret);
  // The Basic auth form (`base64(id:secret)`), whole, so no part of the id stays around it.
  if (credentials.clientSecret) redactor.addSecret(`${credentials.clientId}:${credentials.clientSecret}`);
  redactor.addSecret(credentials.accessToken);
  return new AepClient({
    ...options,
    redactor,
    orgId: credentials.orgId,
    sandbox: credentials.sandbox,
    clientId: credentials.clientId,
    baseUrl: credentials.baseUrl,
    tokens: tokenProviderFor(credentials, options.clock),
  });
}

/**
 * A client for the data plane, which takes no AEP credentials (a streaming inlet whose connection
 * does not require authentication): requests must pass `auth: false`; one that asks for a token
 * is a bug and says so.
 */
export function createAnonymousClient(options: Omit<CreateClientOptions, "redactor"> = {}): AepClient {
  const tokens: TokenProvider = {
    renewable: false,
    getToken: () => Promise.reject(new Error("this client has no AEP credentials: send the request with auth: false")),
    invalidate: () => {},
  };
  return new AepClient({ ...options, orgId: "", sandbox: "", clientId: "", tokens });
}
