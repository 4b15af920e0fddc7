import { describe, expect, it } from "vitest";
import type { ApiError } from "../../src/api/errors.js";
import { parseRetryAfter } from "../../src/api/http.js";
import { findSegmentDefinitionsByName, createSegmentDefinition } from "../../src/api/segments.js";
import { client, emulator, profileOnly, SEGMENTS } from "./harness.js";

const fail = (status: number, retryAfter?: string) => ({ kind: "status" as const, status, retryAfter });
const catchError = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as ApiError,
  );

describe("Retry-After parsing", () => {
  const now = Date.parse("2026-03-01T12:00:00Z");
  it.each([
    ["2", 2000],
    ["0", 0],
    ["Sun, 01 Mar 2026 12:00:05 GMT", 5000],
    ["Sun, 01 Mar 2026 11:59:00 GMT", 0], // in the past: retry now
    ["soon", undefined],
    [null, undefined],
  ])("%s -> %s ms", (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe("retries against the emulator", () => {
  it("429 with Retry-After in seconds: waits that long, then succeeds", async () => {
    const emu = await emulator();
    const { client: c, clock } = client(emu);
    emu.faults.add({ path: SEGMENTS, times: 2, fault: fail(429, "3") });
    const r = await c.request({ method: "GET", path: SEGMENTS });
    expect(r.status).toBe(200);
    expect(clock.slept).toEqual([3000, 3000]);
    expect(c.stats.retries).toBe(2);
  });

  it("429 with Retry-After as an HTTP date: waits until then", async () => {
    const emu = await emulator();
    const { client: c, clock } = client(emu);
    emu.faults.add({ path: SEGMENTS, fault: fail(429, new Date(clock.now() + 7000).toUTCString()) });
    await c.request({ method: "GET", path: SEGMENTS });
    expect(clock.slept).toEqual([7000]);
  });

  it("429 on a POST is retried: the request was refused, not applied", async () => {
    const emu = await emulator();
    const { client: c } = client(emu);
    emu.faults.add({ method: "POST", path: SEGMENTS, times: 2, fault: fail(429, "1") });
    await createSegmentDefinition(c, profileOnly("throttled"));
    expect(emu.state.data.segments).toHaveLength(1);
  });

  it("a Retry-After beyond the limit is not waited for", async () => {
    const emu = await emulator();
    const { client: c, clock } = client(emu, { retry: { maxRetryAfterMs: 10_000 } });
    emu.faults.add({ path: SEGMENTS, fault: fail(429, "3600") });
    const error = await catchError(c.request({ method: "GET", path: SEGMENTS }));
    expect(error).toMatchObject({ status: 429, attempts: 1 });
    expect(clock.slept).toEqual([]);
  });

  it("503 without Retry-After: exponential backoff, bounded by maxAttempts", async () => {
    const emu = await emulator();
    const { client: c, clock } = client(emu, { retry: { maxAttempts: 4, baseDelayMs: 10, maxDelayMs: 1000 } });
    emu.faults.add({ path: SEGMENTS, times: 10, fault: fail(503) });
    const error = await catchError(c.request({ method: "GET", path: SEGMENTS }));
    expect(error).toMatchObject({ kind: "http", status: 503, attempts: 4, code: "503000" });
    expect(clock.slept).toEqual([10, 20, 40]);
    expect(emu.faults.pending).toBe(6);
  });

  it("backoff is capped at maxDelayMs", async () => {
    const emu = await emulator();
    const { client: c, clock } = client(emu, { retry: { maxAttempts: 6, baseDelayMs: 100, maxDelayMs: 300 } });
    emu.faults.add({ path: SEGMENTS, times: 5, fault: fail(503) });
    await c.request({ method: "GET", path: SEGMENTS });
    expect(clock.slept).toEqual([100, 200, 300, 300, 300]);
  });

  it("jitter draws the delay below the exponential ceiling", async () => {
    const emu = await emulator();
    const { client: c } = client(emu, { retry: { baseDelayMs: 1000, maxDelayMs: 8000, jitter: 1 } });
    for (let n = 1; n <= 5; n++) {
      const d = c.backoff(n);
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThanOrEqual(Math.min(8000, 1000 * 2 ** (n - 1)));
    }
  });

  it("a dropped connection on a GET is retried", async () => {
    const emu = await emulator();
    const { client: c } = client(emu);
    await c.request({ method: "GET", path: SEGMENTS }); // token first, so the drop hits the GET
    emu.faults.add({ method: "GET", path: SEGMENTS, fault: { kind: "drop" } });
    const r = await c.request({ method: "GET", path: SEGMENTS });
    expect(r.status).toBe(200);
    expect(c.stats.retries).toBe(1);
    expect(emu.stats.dropped).toBe(1);
  });

  it("a 500 is not retried", async () => {
    const emu = await emulator();
    const { client: c } = client(emu);
    emu.faults.add({ path: SEGMENTS, fault: fail(500) });
    expect(await catchError(c.request({ method: "GET", path: SEGMENTS }))).toMatchObject({ status: 500, attempts: 1 });
  });
});

describe("never re-send a POST whose outcome is unknown", () => {
  it("connection dropped before the create was applied: outcomeUnknown, not retried, nothing created", async () => {
    const emu = await emulator();
    const { client: c } = client(emu);
    emu.faults.add({ method: "POST", path: SEGMENTS, fault: { kind: "drop", after: "receive" } });
    const error = await catchError(createSegmentDefinition(c, profileOnly("dropped")));
    expect(error).toMatchObject({ kind: "network", outcomeUnknown: true, attempts: 1 });
    expect(error!.message).toContain("may or may not have been applied");
    expect(emu.state.data.segments).toHaveLength(0);
    expect(await findSegmentDefinitionsByName(c, "dropped")).toEqual([]);
  });

  it("connection dropped after the create was applied: outcomeUnknown; reading back finds it, exactly once", async () => {
    const emu = await emulator();
    const { client: c } = client(emu);
    emu.faults.add({ method: "POST", path: SEGMENTS, fault: { kind: "drop", after: "apply" } });
    const error = await catchError(createSegmentDefinition(c, profileOnly("applied")));
    expect(error).toMatchObject({ outcomeUnknown: true, attempts: 1 });
    const found = await findSegmentDefinitionsByName(c, "applied");
    expect(found).toHaveLength(1);
    expect(emu.state.data.segments).toHaveLength(1);
  });

  it("a PATCH timing out is not retried", async () => {
    const emu = await emulator();
    const { client: c } = client(emu, { timeoutMs: 150 });
    const created = await createSegmentDefinition(c, profileOnly("slow"));
    emu.faults.add({ method: "PATCH", fault: { kind: "delay", ms: 400 } });
    const error = await catchError(c.request({ method: "PATCH", path: `${SEGMENTS}/${created.id}`, json: { description: "x" } }));
    expect(error).toMatchObject({ kind: "timeout", outcomeUnknown: true, attempts: 1 });
  });

  it("a GET timing out is retried", async () => {
    const emu = await emulator();
    const { client: c } = client(emu, { timeoutMs: 150 });
    await c.request({ method: "GET", path: SEGMENTS });
    emu.faults.add({ method: "GET", path: SEGMENTS, fault: { kind: "delay", ms: 400 } });
    expect((await c.request({ method: "GET", path: SEGMENTS })).status).toBe(200);
    expect(c.stats.retries).toBe(1);
  });

  it.each([502, 504])("%i on a POST: outcome unknown, not retried", async (status) => {
    const emu = await emulator();
    const { client: c } = client(emu);
    emu.faults.add({ method: "POST", path: SEGMENTS, fault: fail(status) });
    const error = await catchError(createSegmentDefinition(c, profileOnly("gateway")));
    expect(error).toMatchObject({ status, outcomeUnknown: true, attempts: 1 });
  });

  it.each([502, 504])("%i on a GET is retried", async (status) => {
    const emu = await emulator();
    const { client: c } = client(emu);
    emu.faults.add({ method: "GET", path: SEGMENTS, fault: fail(status) });
    expect((await c.request({ method: "GET", path: SEGMENTS })).status).toBe(200);
  });

  it("connection refused: nothing was sent, so even a POST is retried (and fails when nobody listens)", async () => {
    const emu = await emulator();
    const { client: c } = client(emu, { tokens: "static", retry: { maxAttempts: 3 } });
    await emu.close();
    const error = await catchError(createSegmentDefinition(c, profileOnly("nobody")));
    expect(error).toMatchObject({ kind: "network", outcomeUnknown: false, attempts: 3 });
    expect(error!.message).toContain("connection refused");
  });

  it("an aborted signal stops the request", async () => {
    const emu = await emulator();
    const { client: c } = client(emu);
    const controller = new AbortController();
    controller.abort();
    expect(await catchError(c.request({ method: "GET", path: SEGMENTS, signal: controller.signal }))).toMatchObject({ kind: "aborted" });
  });

  it("aborting during a slow request reports aborted, not a timeout", async () => {
    const emu = await emulator({ faults: { latencyMs: 300 } });
    const { client: c } = client(emu, { tokens: "static" });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await catchError(c.request({ method: "GET", path: SEGMENTS, signal: controller.signal }))).toMatchObject({
      kind: "aborted",
      attempts: 1,
    });
  });
});
