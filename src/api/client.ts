// Builds a ready client from credentials: the token provider they call for, the standard
// headers, and the secrets registered with the redactor before the first request.
import { tokenProviderFor } from "./auth.js";
import type { AepCredentials } from "./credentials.js";
import { AepClient, type AepClientOptions } from "./http.js";
import { Redactor } from "./redact.js";

export type CreateClientOptions = Omit<AepClientOptions, "orgId" | "sandbox" | "clientId" | "tokens" | "baseUrl">;

export function createAepClient(credentials: AepCredentials, options: CreateClientOptions = {}): AepClient {
  const redactor = options.redactor ?? new Redactor();
  redactor.addSecret(credentials.clientSecret);
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
