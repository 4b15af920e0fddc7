// The emulator's gateway and routes, spoken to with plain fetch (no client) so each header and
// status is visible in the case table.
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { emulator, ORG, SEGMENTS } from "../api/harness.js";
import type { Emulator } from "../../src/emulator/server.js";

// Every mode accepts only tokens the emulator issued: each case gets one from its IMS route.
const TOKEN = "$TOKEN";
const good = { Authorization: `Bearer ${TOKEN}`, "x-api-key": "key", "x-gw-ims-org-id": ORG, "x-sandbox-name": "prod" };
const without = (name: keyof typeof good) => Object.fromEntries(Object.entries(good).filter(([k]) => k !== name));

async function issuedToken(emu: Emulator, clientId = "key", secret = "any-secret"): Promise<string> {
  const body = new URLSearchParams({
    grant_type: "client_credentials",
    client_id: clientId,
    client_secret: secret,
    scope: "openid",
  }).toString();
  const r = await fetch(`${emu.url}/ims/token/v3`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return ((await r.json()) as { access_token: string }).access_token;
}

/** The headers with $TOKEN replaced by a token this emulator issued. */
async function withToken(emu: Emulator, headers: Record<string, string>): Promise<Record<string, string>> {
  const token = await issuedToken(emu);
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace(TOKEN, token)]));
}

async function call(url: string, init: RequestInit = {}) {
  const r = await fetch(url, init);
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : undefined, headers: r.headers };
}

describe("gateway header checks", () => {
  it.each([
    ["all headers", good, 200, undefined],
    ["no Authorization", without("Authorization"), 403, { error_code: "403010", message: "Oauth token is missing." }],
    [
      "Authorization not Bearer",
      { ...good, Authorization: "Basic abc" },
      401,
      { error_code: "401013", message: "Oauth token is not valid" },
    ],
    ["no x-api-key", without("x-api-key"), 403, { error_code: "403000", message: "Api Key is required" }],
    ["no x-gw-ims-org-id", without("x-gw-ims-org-id"), 400, { error_code: "400003", message: "Missing header: x-gw-ims-org-id" }],
    ["no x-sandbox-name", without("x-sandbox-name"), 400, { error_code: "400003", message: "Missing header: x-sandbox-name" }],
  ])("%s -> %i", async (_name, headers, status, body) => {
    const emu = await emulator();
    const r = await call(`${emu.url}${SEGMENTS}`, { headers: await withToken(emu, headers) });
    expect(r.status).toBe(status);
    if (body) expect(r.body).toEqual(body);
  });

  it.each([
    ["started without a client id", {}],
    ["started with a client id", { clientId: "key", clientSecret: "csecret" }],
  ])("a token the emulator did not issue is 401 401013 (%s)", async (_name, options) => {
    const emu = await emulator(options);
    const r = await call(`${emu.url}${SEGMENTS}`, { headers: { ...good, Authorization: "Bearer made-up-token-123456" } });
    expect(r).toMatchObject({ status: 401, body: { error_code: "401013", message: "Oauth token is not valid" } });
  });

  it("headers too large: 431 with a body in the gateway's shape", async () => {
    const emu = await emulator();
    const r = await new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
      const req = request(`${emu.url}${SEGMENTS}`, { headers: { ...good, "x-padding": "x".repeat(20_000) } }, (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), text }));
      });
      req.on("error", reject);
      req.end();
    });
    expect(r.status).toBe(431);
    expect(r.type).toMatch(/^application\/json/);
    expect(JSON.parse(r.text)).toEqual({
      error_code: "431000",
      message: "Request header fields too large: the headers add up to more than 16 KB",
    });
  });

  it("strict mode: an unknown token is 401, an unknown api key 403 403003", async () => {
    const emu = await emulator({ clientId: "cid", clientSecret: "csecret" });
    expect((await call(`${emu.url}${SEGMENTS}`, { headers: good })).body).toEqual({
      error_code: "401013",
      message: "Oauth token is not valid",
    });
    const token = (
      await call(`${emu.url}/ims/token/v3`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "grant_type=client_credentials&client_id=cid&client_secret=csecret&scope=openid",
      })
    ).body.access_token;
    const withToken = { ...good, Authorization: `Bearer ${token}` };
    expect((await call(`${emu.url}${SEGMENTS}`, { headers: withToken })).body).toEqual({
      error_code: "403003",
      message: "Api Key is invalid",
    });
    expect((await call(`${emu.url}${SEGMENTS}`, { headers: { ...withToken, "x-api-key": "cid" } })).status).toBe(200);
  });

  it("lenient mode: a token this emulator issued and that expired is refused", async () => {
    let now = Date.parse("2026-01-01T00:00:00Z");
    const emu = await emulator({ clock: { now: () => now }, tokenTtlSeconds: 60 });
    const token = (
      await call(`${emu.url}/ims/token/v3`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "grant_type=client_credentials&client_id=a&client_secret=b&scope=openid",
      })
    ).body.access_token;
    const headers = { ...good, Authorization: `Bearer ${token}` };
    expect((await call(`${emu.url}${SEGMENTS}`, { headers })).status).toBe(200);
    now += 61_000;
    expect((await call(`${emu.url}${SEGMENTS}`, { headers })).status).toBe(401);
  });

  it.each([
    ["no Content-Type", {}, "A valid content-type must be specified"],
    ["text/plain", { "Content-Type": "text/plain" }, "A valid content-type must be specified"],
    [
      "application/json (reaches the handler, which wants a name)",
      { "Content-Type": "application/json" },
      "name is required and must be a non-empty string",
    ],
  ])("POST with %s -> 400: %s", async (_name, type, detail) => {
    const emu = await emulator();
    const r = await call(`${emu.url}${SEGMENTS}`, {
      method: "POST",
      headers: { ...(await withToken(emu, good)), ...type },
      body: JSON.stringify({ name: "" }),
    });
    expect(r.status).toBe(400);
    expect(r.body.detail).toBe(detail);
  });

  it("bad JSON is a 400 problem", async () => {
    const emu = await emulator();
    const r = await call(`${emu.url}${SEGMENTS}`, {
      method: "POST",
      headers: { ...(await withToken(emu, good)), "Content-Type": "application/json" },
      body: "{",
    });
    expect(r).toMatchObject({ status: 400, body: { title: "Bad request", detail: "the body is not valid JSON" } });
  });

  it("unknown path 404, wrong method 405 with Allow", async () => {
    const emu = await emulator();
    const headers = await withToken(emu, good);
    expect((await call(`${emu.url}/data/core/nothing`, { headers })).status).toBe(404);
    const r = await call(`${emu.url}${SEGMENTS}`, {
      method: "PUT",
      headers: { ...headers, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(r.status).toBe(405);
    expect(r.headers.get("allow")).toBe("GET, POST");
  });

  it("echoes x-request-id, or makes one", async () => {
    const emu = await emulator();
    const headers = await withToken(emu, good);
    expect((await fetch(`${emu.url}${SEGMENTS}`, { headers: { ...headers, "x-request-id": "abc-1" } })).headers.get("x-request-id")).toBe(
      "abc-1",
    );
    expect((await fetch(`${emu.url}${SEGMENTS}`, { headers })).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("IMS token endpoint", () => {
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const ok = { grant_type: "client_credentials", client_id: "cid", client_secret: "csecret", scope: "openid,AdobeID" };

  it.each([
    ["lenient, any credentials", {}, ok, 200, undefined],
    ["wrong grant type", {}, { ...ok, grant_type: "password" }, 400, "unsupported_grant_type"],
    ["no client_secret", {}, { grant_type: "client_credentials", client_id: "cid", scope: "openid" }, 400, "invalid_request"],
    ["no scope", {}, { grant_type: "client_credentials", client_id: "cid", client_secret: "csecret" }, 400, "invalid_scope"],
    ["strict, right credentials", { clientId: "cid", clientSecret: "csecret" }, ok, 200, undefined],
    ["strict, wrong client id", { clientId: "cid", clientSecret: "csecret" }, { ...ok, client_id: "other" }, 400, "invalid_client"],
    ["strict, wrong secret", { clientId: "cid", clientSecret: "csecret" }, { ...ok, client_secret: "nope" }, 401, "invalid_client"],
  ])("%s -> %i", async (_name, options, fields, status, error) => {
    const emu = await emulator(options);
    const r = await call(`${emu.url}/ims/token/v3`, form(fields));
    expect(r.status).toBe(status);
    if (error) expect(r.body.error).toBe(error);
    else expect(r.body).toMatchObject({ token_type: "bearer", expires_in: 86399, access_token: expect.stringMatching(/^emu\./) });
  });
});
