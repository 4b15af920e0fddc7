// Shared set-up: an emulator on an ephemeral loopback port and a client pointed at it, which gets
// its token from the emulator's IMS (and a new one when a test moves the clock past its expiry).
import { createAepClient } from "../../src/api/client.js";
import type { AepClient } from "../../src/api/http.js";
import { startEmulator, type Emulator, type EmulatorOptions } from "../../src/emulator/server.js";

export const ORG = "TESTORG@AdobeOrg";

export async function emulatorAndClient(options: EmulatorOptions = {}): Promise<{ emulator: Emulator; client: AepClient }> {
  const emulator = await startEmulator(options);
  const client = createAepClient(
    {
      clientId: "test-client",
      clientSecret: "test-client-secret",
      scopes: "openid",
      orgId: ORG,
      sandbox: "dev",
      baseUrl: emulator.url,
      imsUrl: emulator.url,
    },
    { retry: { maxAttempts: 1 } },
  );
  return { emulator, client };
}

/** A clock the test moves by hand. */
export function manualClock(start: string | number) {
  let now = typeof start === "number" ? start : Date.parse(start);
  return {
    now: () => now,
    set: (t: string | number) => {
      now = typeof t === "number" ? t : Date.parse(t);
    },
  };
}
