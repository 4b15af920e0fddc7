// IMS: `POST /ims/token/v3` with a form body (grant_type=client_credentials, client_id,
// client_secret, scope), answering `{access_token, token_type, expires_in}` with expires_in in
// seconds. IMS's error body is undocumented; the emulator answers in OAuth 2 style
// (`{"error":"invalid_client","error_description":...}`, RFC 6749 §5.2), which IMS is known to use.
import { randomBytes } from "node:crypto";
import { route, type Route, type RouteContext } from "./router.js";
import type { EmulatorState } from "./state.js";
import { isObject } from "../text/is-object.js";

/** The longest client id a token is issued for. */
export const MAX_CLIENT_ID = 255;

function oauthError(status: number, error: string, description: string) {
  return { status, body: { error, error_description: description } };
}

function issueToken(ctx: RouteContext) {
  const form = (ctx.body ?? {}) as Record<string, unknown>;
  if (!/^application\/x-www-form-urlencoded/i.test(String(ctx.headers["content-type"] ?? "")))
    return oauthError(400, "invalid_request", "use Content-Type: application/x-www-form-urlencoded");
  if (form.grant_type !== "client_credentials") return oauthError(400, "unsupported_grant_type", "grant_type must be client_credentials");
  const clientId = typeof form.client_id === "string" ? form.client_id : "";
  const secret = typeof form.client_secret === "string" ? form.client_secret : "";
  if (!clientId) return oauthError(400, "invalid_request", "missing client_id parameter");
  // Each issued token is kept with its client id: a bounded id keeps the kept tokens of a fixed
  // size under their count, so a full state still issues them (router.ts, keepsNothing).
  if (clientId.length > MAX_CLIENT_ID)
    return oauthError(400, "invalid_request", `client_id is longer than ${MAX_CLIENT_ID} characters (IMS client ids are 32)`);
  if (!secret) return oauthError(400, "invalid_request", "missing client_secret parameter");
  const { strictAuth, clientId: expectedId, clientSecret: expectedSecret } = ctx.options;
  if (strictAuth && clientId !== expectedId) return oauthError(400, "invalid_client", "invalid client_id parameter");
  if (strictAuth && secret !== expectedSecret) return oauthError(401, "invalid_client", "invalid client_secret parameter");
  if (typeof form.scope !== "string" || form.scope.length === 0) return oauthError(400, "invalid_scope", "missing scope parameter");
  const ttl = ctx.options.tokenTtlSeconds;
  const token = newToken(ctx.state, clientId, ctx.now() + ttl * 1000);
  return { status: 200, body: { access_token: token, token_type: "bearer", expires_in: ttl } };
}

/** A fresh token, remembered (as a hash) so the gateway accepts it until `expiresAt`. */
export function newToken(state: EmulatorState, clientId: string, expiresAt: number): string {
  const token = `emu.${randomBytes(24).toString("base64url")}`;
  state.issueToken(token, clientId, expiresAt);
  return token;
}

/**
 * `POST /ims/token/v2`, the older endpoint Adobe's Postman collection (Identity Management
 * Service) calls, with the same fields in the query string instead of a form body. It answers as v3
 * does; a form body is read too.
 */
function issueTokenV2(ctx: RouteContext) {
  const fields = Object.fromEntries(ctx.query);
  const form = isObject(ctx.body) ? ctx.body : {};
  const merged = { ...form, ...fields };
  return issueToken({ ...ctx, body: merged, headers: { ...ctx.headers, "content-type": "application/x-www-form-urlencoded" } });
}

export const imsRoutes: Route[] = [
  { ...route("POST", "/ims/token/v3", issueToken, "none"), keepsNothing: true },
  { ...route("POST", "/ims/token/v2", issueTokenV2, "none"), keepsNothing: true },
];
