import { describe, expect, it } from "vitest";
import { createSegmentDefinition, createSegmentDefinitionOnce, listAllSegmentDefinitions } from "../../src/api/segments.js";
import { FaultInjector, seededRandom } from "../../src/emulator/faults.js";
import { client, emulator, profileOnly, SEGMENTS } from "../api/harness.js";

describe("fault injection", () => {
  it("scripted faults apply to matching requests, in order, the given number of times", () => {
    const f = new FaultInjector({
      script: [
        { method: "POST", path: SEGMENTS, fault: { kind: "status", status: 429, retryAfter: "2" }, times: 2 },
        { path: "/data/core/ups/*", fault: { kind: "drop" } },
      ],
    });
    expect(f.next("GET", "/ims/token/v3")).toBeUndefined();
    expect(f.next("POST", SEGMENTS)).toMatchObject({ status: 429 });
    expect(f.next("GET", `${SEGMENTS}/x`)).toMatchObject({ kind: "drop" });
    expect(f.next("POST", SEGMENTS)).toMatchObject({ status: 429 });
    expect(f.next("POST", SEGMENTS)).toBeUndefined();
    expect(f.stats).toEqual({ injected: 3, byKind: { "429": 2, "drop-receive": 1 } });
  });

  it("a fail rate gives about that share of 503s, reproducibly with a seed", () => {
    const run = () => {
      const f = new FaultInjector({ failRate: 0.3, random: seededRandom(7) });
      return Array.from({ length: 1000 }, () => f.next("GET", "/x")?.kind ?? "-");
    };
    const a = run();
    expect(a).toEqual(run());
    const share = a.filter((k) => k === "status").length / 1000;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
  });

  it("rates outside 0..1 are refused", () => {
    expect(() => new FaultInjector({ failRate: 1.5 })).toThrow("failRate must be between 0 and 1");
  });

  it("latency delays every answer", async () => {
    const emu = await emulator({ faults: { latencyMs: 60 } });
    const started = Date.now();
    await fetch(`${emu.url}/nowhere`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it("a flaky emulator (30% 503, 10% 429, 10% drops after apply): the client lists correctly and POSTs never duplicate", async () => {
    const emu = await emulator({
      faults: {
        failRate: 0.3,
        throttleRate: 0.1,
        retryAfterSeconds: 1,
        dropRate: 0.1,
        dropAfter: "apply",
        random: seededRandom(42),
        spare: ["/ims/"],
      },
    });
    const { client: c } = client(emu, { retry: { maxAttempts: 8 } });
    let unknown = 0;
    for (let i = 0; i < 20; i++) {
      const name = `flaky ${i}`;
      try {
        await createSegmentDefinition(c, profileOnly(name));
      } catch (e) {
        // The read-back rule: only an outcome-unknown create is resolved by looking for it.
        if (!(e as { outcomeUnknown?: boolean }).outcomeUnknown) throw e;
        unknown++;
      }
    }
    const all = await listAllSegmentDefinitions(c);
    const names = all.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length); // no duplicates
    expect(names.length).toBe(20); // drops happen after apply, so every create landed
    expect(unknown).toBe(emu.faults.stats.byKind["drop-apply"] ?? 0);
    expect(c.stats.retries).toBeGreaterThan(0);
  });
});

describe("createSegmentDefinitionOnce under faults", () => {
  it("20 creates, with drops before and after applying, 503s and 429 bursts: exactly 20 definitions", async () => {
    const emu = await emulator({
      faults: { failRate: 0.3, throttleRate: 0.1, retryAfterSeconds: 1, dropRate: 0.1, dropAfter: "apply", random: seededRandom(5) },
    });
    // Drops before the create was applied too, scripted so both kinds surely happen.
    emu.faults.add({ method: "POST", path: SEGMENTS, fault: { kind: "drop", after: "receive" }, times: 3 });
    const { client: c } = client(emu, { retry: { maxAttempts: 8 } });
    let readBacks = 0;
    for (let i = 0; i < 20; i++)
      readBacks += (await createSegmentDefinitionOnce(c, profileOnly(`safe ${i}`), { maxAttempts: 5 })).readBacks;
    const names = (await listAllSegmentDefinitions(c)).map((s) => s.name).sort();
    expect(names).toEqual(Array.from({ length: 20 }, (_, i) => `safe ${i}`).sort());
    expect(readBacks).toBeGreaterThanOrEqual(3); // every dropped create was settled by reading back
    expect(emu.faults.stats.byKind["drop-receive"]).toBe(3);
  });

  it("gives up after maxAttempts creates that all vanished", async () => {
    const emu = await emulator();
    emu.faults.add({ method: "POST", path: SEGMENTS, fault: { kind: "drop", after: "receive" }, times: 3 });
    const { client: c } = client(emu);
    await expect(createSegmentDefinitionOnce(c, profileOnly("unlucky"))).rejects.toMatchObject({ outcomeUnknown: true });
    expect(emu.faults.pending).toBe(0);
  });

  it("a real duplicate (not ours) is still an error", async () => {
    const emu = await emulator();
    const { client: c } = client(emu);
    await createSegmentDefinitionOnce(c, profileOnly("taken"));
    await expect(createSegmentDefinitionOnce(c, profileOnly("taken"))).rejects.toMatchObject({ status: 422 });
  });
});
