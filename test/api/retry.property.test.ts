// Laws of the retry loop, checked over real HTTP against one emulator with random fault scripts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError, normaliseErrorBody } from "../../src/api/errors.js";
import { parseRetryAfter } from "../../src/api/http.js";
import type { Fault } from "../../src/emulator/faults.js";
import { client, emulator, SEGMENTS } from "./harness.js";

const transient = fc.constantFrom<Fault>(
  { kind: "status", status: 429, retryAfter: "1" },
  { kind: "status", status: 503 },
  { kind: "status", status: 502 },
  { kind: "status", status: 504 },
  { kind: "drop" },
);

describe("retry laws", () => {
  it("a GET meeting k transient faults succeeds iff k < maxAttempts, after exactly min(k, maxAttempts - 1) retries", async () => {
    const emu = await emulator();
    await fc.assert(
      fc.asyncProperty(fc.array(transient, { maxLength: 6 }), fc.integer({ min: 1, max: 5 }), async (faults, maxAttempts) => {
        emu.faults.clear();
        for (const fault of faults) emu.faults.add({ method: "GET", path: SEGMENTS, fault });
        const { client: c } = client(emu, { tokens: "static", retry: { maxAttempts } });
        const outcome = await c.request({ method: "GET", path: SEGMENTS }).then(
          () => "ok",
          (e: unknown) => e,
        );
        if (faults.length < maxAttempts) expect(outcome).toBe("ok");
        else expect(outcome).toBeInstanceOf(ApiError);
        expect(c.stats.retries).toBe(Math.min(faults.length, maxAttempts - 1));
        expect(c.stats.requests).toBe(Math.min(faults.length + 1, maxAttempts));
      }),
      { numRuns: 40 },
    );
  });

  it("a POST is sent again only after 429 or 503", async () => {
    const emu = await emulator();
    await fc.assert(
      fc.asyncProperty(transient, async (fault) => {
        emu.faults.clear();
        emu.faults.add({ method: "POST", path: SEGMENTS, fault });
        const { client: c } = client(emu, { tokens: "static" });
        const body = {
          name: `p-${Math.random()}`,
          schema: { name: "_xdm.context.profile" },
          expression: { type: "PQL", format: "pql/text", value: "a = 1" },
        };
        const error = await c.request({ method: "POST", path: SEGMENTS, json: body }).then(
          () => undefined,
          (e: unknown) => e as ApiError,
        );
        const refused = fault.kind === "status" && (fault.status === 429 || fault.status === 503);
        expect(error === undefined).toBe(refused);
        if (error) expect(error.outcomeUnknown).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it("normaliseErrorBody never throws and returns only strings", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        for (const v of Object.values(normaliseErrorBody(body))) expect(typeof v).toBe("string");
      }),
    );
  });

  it("Retry-After in seconds is that many seconds", () => {
    fc.assert(fc.property(fc.nat(86_400), (n) => parseRetryAfter(String(n), 0) === n * 1000));
  });
});
