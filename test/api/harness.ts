// Shared by the client and emulator tests: an emulator on an ephemeral loopback port, and a
// client pointed at it with a virtual clock, so retries and backoff take no real time.
import { afterEach } from "vitest";
import { AepClient, type Clock, type RetryPolicy } from "../../src/api/http.js";
import { ImsToken, StaticToken, type TokenProvider } from "../../src/api/auth.js";
import { Redactor } from "../../src/api/redact.js";
import { startEmulator, type Emulator, type EmulatorOptions } from "../../src/emulator/server.js";

export const ORG = "C0FFEE00000000000A495E@AdobeOrg";
export const CLIENT_ID = "test-client-id";
export const CLIENT_SECRET = "p8e-canary-client-secret-4f1d";

const running: Emulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((e) => e.close()));
});

/** Starts an emulator closed automatically after the test. */
export async function emulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const e = await startEmulator(options);
  running.push(e);
  return e;
}

/** A clock whose sleeps only advance time, recording each delay. */
export class VirtualClock implements Clock {
  readonly slept: number[] = [];
  constructor(public t = Date.parse("2026-03-01T12:00:00Z")) {}
  now = (): number => this.t;
  sleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) throw signal.reason;
    this.slept.push(ms);
    this.t += ms;
  };
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface TestClientOptions {
  tokens?: TokenProvider | "ims" | "static";
  clock?: VirtualClock;
  retry?: Partial<RetryPolicy>;
  sandbox?: string;
  timeoutMs?: number;
  debug?: (line: string) => void;
  clientSecret?: string;
  refreshMarginMs?: number;
}

export function client(emu: Emulator, options: TestClientOptions = {}): { client: AepClient; clock: VirtualClock; tokens: TokenProvider } {
  const clock = options.clock ?? new VirtualClock();
  const tokens =
    options.tokens === "static"
      ? new StaticToken(emu.issueToken(CLIENT_ID)) // a ready token, as AEP_ACCESS_TOKEN would give
      : options.tokens === undefined || options.tokens === "ims"
        ? new ImsToken({
            imsUrl: emu.url,
            clientId: CLIENT_ID,
            clientSecret: options.clientSecret ?? CLIENT_SECRET,
            scopes: "openid,AdobeID",
            clock,
            refreshMarginMs: options.refreshMarginMs,
          })
        : options.tokens;
  const c = new AepClient({
    baseUrl: emu.url,
    orgId: ORG,
    sandbox: options.sandbox ?? "prod",
    clientId: CLIENT_ID,
    tokens,
    clock,
    random: () => 0.5,
    retry: { baseDelayMs: 10, maxDelayMs: 200, jitter: 0, ...options.retry },
    timeoutMs: options.timeoutMs ?? 5_000,
    debug: options.debug,
    redactor: new Redactor([options.clientSecret ?? CLIENT_SECRET]),
  });
  return { client: c, clock, tokens };
}

export const profileOnly = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  expression: { type: "PQL" as const, format: "pql/text" as const, value: 'homeAddress.countryCode = "US"' },
  schema: { name: "_xdm.context.profile" },
  evaluationInfo: { batch: { enabled: false }, continuous: { enabled: false }, synchronous: { enabled: true } },
  ...extra,
});

export const SEGMENTS = "/data/core/ups/segment/definitions";
