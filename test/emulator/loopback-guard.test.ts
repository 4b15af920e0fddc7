// What a browser tab can do to the emulator: nothing through a DNS name that is not this machine
// (DNS rebinding), and no state-changing request from another origin. Raw node:http requests, so
// the Host and Origin headers are exactly what a browser would send.
import { request } from "node:http";
import { networkInterfaces } from "node:os";
import { describe, expect, it } from "vitest";
import type { Emulator } from "../../src/emulator/server.js";
import { emulator } from "../api/harness.js";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(emu: Emulator, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: emu.port, method, path, headers, setHost: false }, (res) => {
      let text = "";
      res.on("data", (d: Buffer) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const EVENT = JSON.stringify({
  event: { xdm: { identityMap: { ECID: [{ id: "v1", primary: true }] }, eventType: "web.webpagedetails.pageViews" } },
});
const FORM = "grant_type=client_credentials&client_id=c&client_secret=s&scope=openid";

describe("the Host header (DNS rebinding)", () => {
  it.each([
    // host (PORT = the emulator's), status
    ["127.0.0.1:PORT", 200],
    ["localhost:PORT", 200],
    ["LOCALHOST:PORT", 200],
    ["127.9.8.7:PORT", 200],
    ["[::1]:PORT", 200],
    ["evil.example:PORT", 421],
    ["localhost.evil.example:PORT", 421],
    ["127.0.0.1.nip.io:PORT", 421],
    ["localhost:1", 421],
    ["localhost", 421],
    ["user@localhost:PORT", 421],
  ])("GET /portal/session with Host %s answers %i", async (host, status) => {
    const emu = await emulator();
    const r = await send(emu, "GET", "/portal/session", { Host: host.replace("PORT", String(emu.port)) });
    expect(r.status).toBe(status);
    if (status === 421) {
      expect(JSON.parse(r.body)).toMatchObject({ error_code: "421000", message: expect.stringContaining("Misdirected request") });
      expect(r.body).not.toContain("token");
    }
  });

  it("bound to every interface, the machine's own addresses are accepted and other names are not", async () => {
    const emu = await emulator({ host: "0.0.0.0" });
    const own = Object.values(networkInterfaces())
      .flatMap((l) => l ?? [])
      .find((i) => i.family === "IPv4")!.address;
    expect((await send(emu, "GET", "/portal/session", { Host: `${own}:${emu.port}` })).status).toBe(200);
    expect((await send(emu, "GET", "/portal/session", { Host: `attacker.example:${emu.port}` })).status).toBe(421);
  });
});

describe("cross-origin requests that change state", () => {
  it.each([
    // what, method, path, headers (besides Host), body, status
    [
      "interact from another site, text/plain (a simple request)",
      "POST",
      "/ee/v2/interact?datastreamId=d",
      { Origin: "https://evil.example", "Content-Type": "text/plain" },
      EVENT,
      403,
    ],
    [
      "interact from another site, JSON",
      "POST",
      "/ee/v2/interact?datastreamId=d",
      { Origin: "https://evil.example", "Content-Type": "application/json" },
      EVENT,
      403,
    ],
    [
      "interact from a sandboxed frame (Origin: null)",
      "POST",
      "/ee/v2/interact?datastreamId=d",
      { Origin: "null", "Content-Type": "application/json" },
      EVENT,
      403,
    ],
    [
      "interact from another port of localhost",
      "POST",
      "/ee/v2/interact?datastreamId=d",
      { Origin: "http://localhost:1", "Content-Type": "application/json" },
      EVENT,
      403,
    ],
    [
      "a token from another site's form",
      "POST",
      "/ims/token/v3",
      { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      FORM,
      403,
    ],
    ["interact, text/plain without Origin (curl)", "POST", "/ee/v2/interact?datastreamId=d", { "Content-Type": "text/plain" }, EVENT, 415],
    [
      "interact from the emulator's own origin (the portal)",
      "POST",
      "/ee/v2/interact?datastreamId=d",
      { Origin: "http://127.0.0.1:PORT", "Content-Type": "application/json" },
      EVENT,
      200,
    ],
    ["interact without Origin (the CLI)", "POST", "/ee/v2/interact?datastreamId=d", { "Content-Type": "application/json" }, EVENT, 200],
    ["a token without Origin (the CLI)", "POST", "/ims/token/v3", { "Content-Type": "application/x-www-form-urlencoded" }, FORM, 200],
    [
      "a GET from another site (it cannot read the answer: no CORS headers)",
      "GET",
      "/ee/emulator/history",
      { Origin: "https://evil.example" },
      undefined,
      200,
    ],
  ] as const)("%s: %i", async (_what, method, path, headers, body, status) => {
    const emu = await emulator();
    const withPort = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace("PORT", String(emu.port))]));
    const r = await send(emu, method, path, { Host: `127.0.0.1:${emu.port}`, ...withPort }, body);
    expect(r.status, r.body).toBe(status);
    expect(r.headers["access-control-allow-origin"]).toBeUndefined();
    if (status === 403) expect(JSON.parse(r.body).message).toMatch(/^Cross-origin request refused: Origin \S+ is not this emulator/);
    if (status === 415) expect(JSON.parse(r.body)).toMatchObject({ status: 415, detail: expect.stringContaining("got text/plain") });
  });

  it("a preflight gets no permission to send anything", async () => {
    const emu = await emulator();
    const r = await send(emu, "OPTIONS", "/data/core/ups/segment/definitions", {
      Host: `127.0.0.1:${emu.port}`,
      Origin: "https://evil.example",
      "Access-Control-Request-Method": "POST",
    });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
