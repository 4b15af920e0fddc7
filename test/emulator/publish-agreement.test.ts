// `pql-audience publish` and the emulator give one verdict: a file publish sends is one the
// emulator accepts, and a file lint refuses (invalid PQL, or not edge-eligible) is never sent,
// which is exactly what the emulator refuses when the same definition is created directly.
import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createSegmentDefinition } from "../../src/api/segments.js";
import { client, emulator, profileOnly } from "../api/harness.js";
import { workspace } from "../cli/helpers.js";
import { publish } from "../publish/run-publish.js";

const edgeFile = (name: string, value: string) =>
  `name: ${name}\nexpression:\n  type: PQL\n  format: pql/text\n  value: ${JSON.stringify(value)}\nevaluationInfo:\n  synchronous: { enabled: true }\nschema:\n  name: _xdm.context.profile\n`;

describe("publish agrees with the emulator's refusal", () => {
  it.each([
    // expression, accepted by both
    ['homeAddress.countryCode = "US"', true],
    ['select X from xEvent where X.eventType = "commerce.checkouts" and X.timestamp occurs < 8 hours before now', true],
    ["person.age.fooBar(3)", false],
    ["person.age >", false],
    ['CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])', false],
  ])("%s: accepted %s", async (pql, accepted) => {
    const direct = await emulator();
    const created = await createSegmentDefinition(
      client(direct).client,
      profileOnly("direct", { expression: { type: "PQL", format: "pql/text", value: pql } }),
    ).then(
      () => true,
      () => false,
    );
    const emu = await emulator();
    const dir = workspace({ "a.audience.yaml": edgeFile("Published", pql) });
    try {
      const r = await publish([".", "--yes"], emu, dir);
      const sent = emu.state.data.segments.map((s) => s.name);
      expect({ created, published: sent.includes("Published") }).toEqual({ created: accepted, published: accepted });
      expect(r.status, r.err).toBe(accepted ? 0 : 1);
      // Nothing was refused by the emulator itself: publish never sent what it would refuse.
      expect(emu.stats.byStatus[400] ?? 0).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
