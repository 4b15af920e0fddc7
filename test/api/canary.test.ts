// A canary secret and token pushed through every path: success, each error, --debug. Neither may
// appear in anything a user or a log could see: debug lines, error messages, stacks, raw bodies.
import { describe, expect, it } from "vitest";
import { StaticToken } from "../../src/api/auth.js";
import { ApiError } from "../../src/api/errors.js";
import { createSegmentDefinition, getSegmentDefinition, listAllSegmentDefinitions } from "../../src/api/segments.js";
import { CLIENT_ID, CLIENT_SECRET, client, emulator, profileOnly, SEGMENTS } from "./harness.js";

function visible(error: unknown): string {
  if (!(error instanceof ApiError)) return String(error);
  return [error.message, error.stack, error.raw, error.detail, error.title, JSON.stringify(error)].join("\n");
}

// Long enough for a loaded CI machine to answer the ordinary requests in time; the "slow" fault
// waits twice as long, so that one request still times out.
const TIMEOUT_MS = 2_000;

describe("canary: secrets never leak", () => {
  it("client secret and issued token: success, renewal, every error, --debug", async () => {
    const emu = await emulator({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, log: (l) => seen.push(l) });
    const seen: string[] = [];
    const { client: c, tokens } = client(emu, { debug: (l) => seen.push(l), timeoutMs: TIMEOUT_MS, retry: { maxAttempts: 2 } });
    const capture = async (p: Promise<unknown>) =>
      seen.push(
        visible(
          await p.then(
            () => undefined,
            (e: unknown) => e,
          ),
        ),
      );

    await createSegmentDefinition(c, profileOnly("canary"));
    const token = await tokens.getToken();
    emu.state.revokeTokens(); // forces a 401 and a renewal
    await listAllSegmentDefinitions(c);
    const renewed = await tokens.getToken();
    expect(renewed).not.toBe(token);

    const echo = {
      message: `rejected Bearer ${renewed} for client_secret=${CLIENT_SECRET}`,
      client_secret: CLIENT_SECRET,
      access_token: renewed,
    };
    const faults: [number | "drop" | "slow", unknown?][] = [
      [400, echo],
      [403, { error_code: "403025", message: `Profile is not valid for ${renewed}` }],
      [404],
      [409, echo],
      [422, echo],
      [429],
      [500, echo],
      [502],
      [503],
      [504],
      ["drop"],
      ["slow"],
    ];
    for (const [status, body] of faults) {
      const fault =
        status === "drop"
          ? { kind: "drop" as const }
          : status === "slow"
            ? { kind: "delay" as const, ms: 2 * TIMEOUT_MS }
            : { kind: "status" as const, status, body, retryAfter: status === 429 ? "0" : undefined };
      emu.faults.add({ path: `${SEGMENTS}/x`, fault, times: 2 });
      await capture(getSegmentDefinition(c, "x"));
      emu.faults.clear();
    }
    emu.faults.add({ path: `${SEGMENTS}/x`, fault: { kind: "status", status: 200, body: { echo: renewed } } });
    await capture(getSegmentDefinition(c, "x")); // invalid-response
    await capture(createSegmentDefinition(c, profileOnly("canary"))); // 422 duplicate

    const all = seen.join("\n");
    expect(seen.length).toBeGreaterThan(50);
    expect(all).toContain("[REDACTED]");
    for (const secret of [CLIENT_SECRET, token, renewed, encodeURIComponent(CLIENT_SECRET)]) expect(all).not.toContain(secret);
  });

  it("a wrong secret refused by IMS does not leak the secret either", async () => {
    const wrong = "wrong-canary-secret-31f0";
    const emu = await emulator({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    const seen: string[] = [];
    const { client: c } = client(emu, { clientSecret: wrong, debug: (l) => seen.push(l) });
    seen.push(visible(await c.request({ method: "GET", path: SEGMENTS }).catch((e: unknown) => e)));
    const all = seen.join("\n");
    expect(all).toContain("invalid_client");
    expect(all).not.toContain(wrong);
  });

  it("a given access token stays hidden, including when the server echoes it", async () => {
    const emu = await emulator();
    const CANARY_TOKEN = emu.issueToken(CLIENT_ID);
    const seen: string[] = [];
    const { client: c } = client(emu, { tokens: new StaticToken(CANARY_TOKEN), debug: (l) => seen.push(l) });
    await listAllSegmentDefinitions(c);
    emu.faults.add({
      path: SEGMENTS,
      fault: { kind: "status", status: 401, body: { error_code: "401013", message: `token ${CANARY_TOKEN} is not valid` } },
    });
    seen.push(visible(await c.request({ method: "GET", path: SEGMENTS }).catch((e: unknown) => e)));
    const all = seen.join("\n");
    expect(all).toContain("token [REDACTED] is not valid");
    expect(all).not.toContain(CANARY_TOKEN);
  });
});

describe("canary: a secret with characters that change when encoded", () => {
  const SECRET = 'Qx"7\\p/+&% é-Z';
  const forms = [
    SECRET,
    JSON.stringify(SECRET).slice(1, -1),
    encodeURIComponent(SECRET),
    new URLSearchParams({ v: SECRET }).toString().slice(2),
    SECRET.toUpperCase(),
    SECRET.toLowerCase(),
  ];

  it("is hidden in --debug lines and errors when the server echoes it JSON-escaped, URL-encoded or upper-cased", async () => {
    const emu = await emulator({ clientId: CLIENT_ID, clientSecret: SECRET });
    const seen: string[] = [];
    const { client: c } = client(emu, { clientSecret: SECRET, debug: (l) => seen.push(l) });
    await listAllSegmentDefinitions(c);
    for (const body of [
      { message: `client ${SECRET} is not allowed`, detail: `echo=${encodeURIComponent(SECRET)}` },
      { message: `CLIENT ${SECRET.toUpperCase()}`, detail: new URLSearchParams({ secret_echo: SECRET }).toString() },
      `plain text: ${JSON.stringify(SECRET)}`,
    ]) {
      emu.faults.add({ path: SEGMENTS, fault: { kind: "status", status: 400, body } });
      seen.push(visible(await c.request({ method: "GET", path: SEGMENTS }).catch((e: unknown) => e)));
    }
    const all = seen.join("\n");
    expect(all).toContain("client [REDACTED] is not allowed");
    for (const form of forms) expect(all).not.toContain(form);
  });
});
