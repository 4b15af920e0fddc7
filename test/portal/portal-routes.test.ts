// What the emulator serves for the portal: the page, its bundle, a session whose token the
// gateway accepts, and the local audiences; nothing for a strict emulator's session.
import { afterEach, describe, expect, it } from "vitest";
import { type Emulator, startEmulator } from "../../src/emulator/server.js";

const running: Emulator[] = [];
afterEach(async () => {
  for (const e of running.splice(0)) await e.close();
});
async function emulator(options: Parameters<typeof startEmulator>[0] = {}): Promise<Emulator> {
  const e = await startEmulator(options);
  running.push(e);
  return e;
}

describe("the portal's routes", () => {
  it.each([
    ["/portal", 200, "text/html; charset=utf-8"],
    ["/portal/", 200, "text/html; charset=utf-8"],
    ["/portal/app.js", 200, "text/javascript; charset=utf-8"],
    ["/portal/app.css", 200, "text/css; charset=utf-8"],
    ["/portal/other.js", 404, "application/json;charset=utf-8"],
  ])("GET %s: %i %s", async (path, status, type) => {
    const e = await emulator();
    const response = await fetch(`${e.url}${path}`);
    expect([response.status, response.headers.get("content-type")]).toEqual([status, type]);
  });

  it("the page allows only its own origin", async () => {
    const e = await emulator();
    expect((await fetch(`${e.url}/portal`)).headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("a session's token and headers are accepted by the Segmentation API", async () => {
    const e = await emulator();
    const session = (await (await fetch(`${e.url}/portal/session`)).json()) as Record<string, string>;
    const response = await fetch(`${e.url}/data/core/ups/segment/definitions`, {
      headers: {
        Authorization: `Bearer ${session.token}`,
        "x-api-key": session.apiKey!,
        "x-gw-ims-org-id": session.orgId!,
        "x-sandbox-name": session.sandbox!,
      },
    });
    expect(response.status).toBe(200);
  });

  it("a strict emulator (--client-id) gives the page no token", async () => {
    const e = await emulator({ clientId: "ci", clientSecret: "not-a-real-secret" });
    const response = await fetch(`${e.url}/portal/session`);
    expect(response.status).toBe(403);
    expect(JSON.stringify(await response.json())).not.toMatch(/emu\.|not-a-real-secret/);
  });

  it.each([
    ["none", undefined, []],
    ["the portal command's", [{ file: "a.pql", name: "A", pql: "x = 1" }], [{ file: "a.pql", name: "A", pql: "x = 1" }]],
  ])("local audiences: %s", async (_, localAudiences, expected) => {
    const e = await emulator(localAudiences ? { localAudiences } : {});
    expect(await (await fetch(`${e.url}/portal/local`)).json()).toEqual({ audiences: expected });
  });
});
