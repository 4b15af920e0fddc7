// One hostile edge audience cannot freeze the emulator: each audience's evaluation on an interact
// call runs under EDGE_BUDGET, and one that goes over it leaves the profile's membership as it
// was while the other audiences are answered as usual. Over loopback HTTP.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { interact } from "../../src/api/edge.js";
import { createSegmentDefinition } from "../../src/api/segments.js";
import { createStream } from "../../src/stream/create.js";
import { parseStreamSpec } from "../../src/stream/spec-problems.js";
import { client, emulator, profileOnly } from "../api/harness.js";

const edge = (name: string, value: string) =>
  profileOnly(name, { expression: { type: "PQL" as const, format: "pql/text" as const, value } });

const checkoutNow = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(< 1 hours before now)])';
// An edge-eligible audience (one event plus profile attributes, evaluated on every event) whose
// profile part binds eight variables over a 10-element attribute: 100,000,000 combinations
// (minutes unbounded). The emulator refuses edge definitions that are not edge-eligible, so the
// hostile work has to hide in an eligible one.
const hostile = `${checkoutNow} and (exists ${"ABCDEFGH"
  .split("")
  .map((v) => `${v} from person.interests`)
  .join(", ")} where H.name = "never")`;

describe("edge evaluation under a budget", () => {
  it("an audience whose evaluation explodes stops at its budget; the interact call answers at once", async () => {
    let t = Date.parse("2026-03-01T12:00:00Z");
    const emu = await emulator({ clock: { now: () => t++ } });
    const { client: c } = client(emu);
    await createSegmentDefinition(c, edge("hostile", hostile));
    const checkout = (await createSegmentDefinition(c, edge("checkout", checkoutNow))).id;
    // The visitor's profile holds the 10 interests, streamed to an inlet as AEP's profile data is.
    const spec = parseStreamSpec(readFileSync(new URL("../../examples/stream.yaml", import.meta.url), "utf8"), "stream.yaml");
    const { inletUrl } = await createStream(spec, c, () => {});
    const interests = Array.from({ length: 10 }, (_, i) => ({ name: `interest ${i}` }));
    const streamed = await fetch(inletUrl!, {
      method: "POST",
      headers: { "content-type": "application/json", "x-sandbox-name": "prod" },
      body: JSON.stringify({ identityMap: { ECID: [{ id: "v1", primary: true }] }, person: { interests } }),
    });
    expect(streamed.status).toBe(200);
    const slowest: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const { segments } = await interact(c, {
        edgeUrl: emu.url,
        datastreamId: "ds-1",
        event: {
          xdm: { identityMap: { ECID: [{ id: "v1", primary: true }] }, eventType: "commerce.checkouts", timestamp: "2026-03-01T12:00:00Z" },
        },
      });
      slowest.push(performance.now() - started);
      expect(segments).toEqual([checkout]);
    }
    // Generous for a loaded 2-core machine: the budget is about a tenth of a second of work.
    expect(Math.max(...slowest)).toBeLessThan(3_000);
  });
});
