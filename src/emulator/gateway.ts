// The API gateway's checks, run before any handler, with AEP's documented codes ("Getting started with Experience Platform APIs" in docs/aep-docs.md):
//   no Authorization            403 403010 "Oauth token is missing."
//   token not valid / expired   401 401013 "Oauth token is not valid"   (any token it did not issue)
//   no x-api-key                403 403000 "Api Key is required"
//   x-api-key not the client    403 403003 "Api Key is invalid"        (strict mode only)
//   no x-gw-ims-org-id          400 400003 "Missing header"
//   no x-sandbox-name           400 400003 "Missing header"            (policy "aep" only; undocumented for UPS)
//   body without JSON type      400 problem "A valid content-type must be specified"
import type { IncomingHttpHeaders } from "node:http";
import type { ResolvedEmulatorOptions } from "./options.js";
import { contentTypeError, gatewayError } from "./responses.js";
import type { Caller, HeaderPolicy, Reply } from "./router.js";
import type { EmulatorState } from "./state.js";

export function checkGateway(
  policy: HeaderPolicy,
  headers: IncomingHttpHeaders,
  state: EmulatorState,
  options: ResolvedEmulatorOptions,
  now: number,
): { caller: Caller; reply?: undefined } | { reply: Reply } {
  if (policy === "none") return { caller: { orgId: "", sandbox: undefined, clientId: "" } };
  const authorization = header(headers, "authorization");
  if (!authorization) return { reply: gatewayError(403, "403010", "Oauth token is missing.") };
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (!token || !tokenAccepted(token, state, options, now)) return { reply: gatewayError(401, "401013", "Oauth token is not valid") };
  const apiKey = header(headers, "x-api-key");
  if (!apiKey) return { reply: gatewayError(403, "403000", "Api Key is required") };
  if (options.strictAuth && apiKey !== options.clientId) return { reply: gatewayError(403, "403003", "Api Key is invalid") };
  const orgId = header(headers, "x-gw-ims-org-id");
  if (!orgId) return { reply: gatewayError(400, "400003", "Missing header: x-gw-ims-org-id") };
  const sandbox = header(headers, "x-sandbox-name");
  if (policy === "aep" && !sandbox) return { reply: gatewayError(400, "400003", "Missing header: x-sandbox-name") };
  return { caller: { orgId, sandbox: policy === "aep" ? sandbox : undefined, clientId: apiKey } };
}

/**
 * Only live tokens this emulator issued (IMS route, or `Emulator.issueToken`), in every mode, as
 * AEP answers a made-up token. Strict mode (--client-id/--client-secret) also wants the token
 * issued to that client; lenient mode issues tokens to any client id and secret.
 */
function tokenAccepted(token: string, state: EmulatorState, options: ResolvedEmulatorOptions, now: number): boolean {
  const issued = state.findToken(token);
  if (!issued) return false;
  if (issued.revoked || issued.expiresAt <= now) return false;
  return !options.strictAuth || issued.clientId === options.clientId;
}

/** POST, PUT and PATCH bodies must be declared JSON. */
export function checkContentType(method: string, headers: IncomingHttpHeaders): Reply | undefined {
  if (method !== "POST" && method !== "PUT" && method !== "PATCH") return undefined;
  const type = header(headers, "content-type")?.toLowerCase() ?? "";
  return type.startsWith("application/json") || /^application\/[\w.+-]*\+json/.test(type) ? undefined : contentTypeError();
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim().length > 0 ? s.trim() : undefined;
}
