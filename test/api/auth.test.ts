import { describe, expect, it } from "vitest";
import { type ImsToken, StaticToken } from "../../src/api/auth.js";
import { ApiError } from "../../src/api/errors.js";
import { CLIENT_ID, CLIENT_SECRET, client, emulator, SEGMENTS } from "./harness.js";

const imsCalls = (emu: { stats: { requests: number } }, before: number) => emu.stats.requests - before;

describe("auth: OAuth server-to-server against the emulator's IMS", () => {
  it("fetches one token and reuses it for later requests", async () => {
    const emu = await emulator();
    const { client: c, tokens } = client(emu);
    for (let i = 0; i < 3; i++) await c.request({ method: "GET", path: SEGMENTS });
    expect((tokens as ImsToken).fetched).toBe(1);
    expect(c.stats.requests).toBe(4); // 1 token + 3 API calls
  });

  it("renews early: before expiry minus the margin, not after expiry", async () => {
    const emu = await emulator({ tokenTtlSeconds: 3600 });
    const { client: c, tokens, clock } = client(emu, { refreshMarginMs: 5 * 60_000 });
    await c.request({ method: "GET", path: SEGMENTS });
    clock.advance(54 * 60_000); // 54 min: still 6 min left, more than the 5 min margin
    await c.request({ method: "GET", path: SEGMENTS });
    expect((tokens as ImsToken).fetched).toBe(1);
    clock.advance(2 * 60_000); // 56 min: inside the margin, renew although the token still works
    await c.request({ method: "GET", path: SEGMENTS });
    expect((tokens as ImsToken).fetched).toBe(2);
  });

  it("a short-lived token is renewed at half its lifetime at the latest", async () => {
    const emu = await emulator({ tokenTtlSeconds: 60 });
    const { client: c, tokens, clock } = client(emu);
    await c.request({ method: "GET", path: SEGMENTS });
    clock.advance(29_000);
    await c.request({ method: "GET", path: SEGMENTS });
    expect((tokens as ImsToken).fetched).toBe(1);
    clock.advance(2_000);
    await c.request({ method: "GET", path: SEGMENTS });
    expect((tokens as ImsToken).fetched).toBe(2);
  });

  it("single flight: 20 concurrent requests share one IMS call", async () => {
    const emu = await emulator({ faults: { latencyMs: 20 } });
    const { client: c, tokens } = client(emu);
    const before = emu.stats.requests;
    await Promise.all(Array.from({ length: 20 }, () => c.request({ method: "GET", path: SEGMENTS })));
    expect((tokens as ImsToken).fetched).toBe(1);
    expect(imsCalls(emu, before)).toBe(21);
  });

  it("on 401 drops the token, fetches a new one and retries once", async () => {
    const emu = await emulator();
    const { client: c, tokens } = client(emu);
    await c.request({ method: "GET", path: SEGMENTS });
    emu.state.revokeTokens();
    const r = await c.request({ method: "GET", path: SEGMENTS });
    expect(r.status).toBe(200);
    expect((tokens as ImsToken).fetched).toBe(2);
    expect(c.stats.renewals).toBe(1);
  });

  it("a POST rejected with 401 is renewed and sent again: the gateway applied nothing", async () => {
    const emu = await emulator();
    const { client: c } = client(emu);
    await c.request({ method: "GET", path: SEGMENTS });
    emu.state.revokeTokens();
    const body = {
      name: "after-401",
      schema: { name: "_xdm.context.profile" },
      expression: { type: "PQL", format: "pql/text", value: "a = 1" },
    };
    await c.request({ method: "POST", path: SEGMENTS, json: body });
    expect(emu.state.data.segments.map((s) => s.name)).toEqual(["after-401"]);
  });

  it("renews only once: a second 401 is returned as an ApiError", async () => {
    const emu = await emulator();
    const { client: c, tokens } = client(emu);
    emu.faults.add({
      path: SEGMENTS,
      times: 2,
      fault: { kind: "status", status: 401, body: { error_code: "401013", message: "Oauth token is not valid" } },
    });
    const error = await c.request({ method: "GET", path: SEGMENTS }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "401013" });
    expect((tokens as ImsToken).fetched).toBe(2);
    expect(c.stats.renewals).toBe(1);
  });

  it("a given access token is not renewed: 401 is final", async () => {
    const emu = await emulator({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    const { client: c } = client(emu, { tokens: new StaticToken("not-issued-token-123456") });
    const error = await c.request({ method: "GET", path: SEGMENTS }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "http", status: 401, code: "401013" });
    expect(c.stats.renewals).toBe(0);
    expect(c.stats.requests).toBe(1);
  });

  it("strict emulator: the wrong secret is refused by IMS with an OAuth error", async () => {
    const emu = await emulator({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    const { client: c } = client(emu, { clientSecret: "wrong-secret-value" });
    const error = (await c.request({ method: "GET", path: SEGMENTS }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 401, code: "invalid_client", path: "/ims/token/v3" });
    expect(error.message).not.toContain("wrong-secret-value");
  });

  it("strict emulator: the right secret works end to end", async () => {
    const emu = await emulator({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    const { client: c } = client(emu);
    expect((await c.request({ method: "GET", path: SEGMENTS })).status).toBe(200);
  });
});
