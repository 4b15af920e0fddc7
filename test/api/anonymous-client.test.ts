// The data plane's client (stream send to an inlet that needs no token): no credentials at all,
// and a request that would need them fails saying so instead of sending a made-up token.
import { describe, expect, it } from "vitest";
import { createAnonymousClient } from "../../src/api/client.js";
import { emulator } from "./harness.js";

describe("createAnonymousClient", () => {
  it("sends requests marked auth: false, with no Authorization header", async () => {
    const emu = await emulator();
    const r = await createAnonymousClient()
      .request({ method: "GET", path: `${emu.url}/ims/nothing-here`, auth: false })
      .catch((e: unknown) => e as { status?: number });
    // The emulator answered (404 for an unknown route): the request went out without a token.
    expect((r as { status?: number }).status).toBe(404);
  });

  it("a request that needs a token fails before anything is sent, saying why", async () => {
    const emu = await emulator();
    const before = emu.stats.requests;
    await expect(createAnonymousClient().request({ method: "GET", path: `${emu.url}/data/core/ups/segment/definitions` })).rejects.toThrow(
      "this client has no AEP credentials",
    );
    expect(emu.stats.requests).toBe(before);
  });
});
