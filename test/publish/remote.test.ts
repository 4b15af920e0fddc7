// lint --remote: the live org (the emulator here, over loopback) supplies edge-active merge
// policies and the segments references point at.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintFiles } from "../../src/node/lint-files.js";
import { fetchRemoteOrg } from "../../src/node/remote-org.js";
import { client, emulator } from "../api/harness.js";

const EDGE_POLICY = "a1b2c3d4-0000-4000-8000-00000000ed9e";
const BATCH_POLICY = "a1b2c3d4-0000-4000-8000-0000000ba7c4";
const ADULTS = "11111111-1111-4111-8111-111111111111";
const CLICKERS = "22222222-2222-4222-8222-222222222222";

function audience(value: string, mergePolicyId?: string): string {
  return `name: A\nexpression:\n  type: PQL\n  format: pql/text\n  value: ${JSON.stringify(value)}\nevaluationInfo:\n  synchronous: { enabled: true }\nschema:\n  name: _xdm.context.profile\n${mergePolicyId ? `mergePolicyId: ${mergePolicyId}\n` : ""}`;
}

const event = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])';

describe("lint --remote", () => {
  it.each([
    ["a profile-only live segment with an event is eligible", audience(`inSegment("${ADULTS}") and ${event}`), [], true],
    ["a live segment that is not profile-only with an event is not", audience(`inSegment("${CLICKERS}") and ${event}`), ["PQL210"], false],
    // A reference error fails lint but is not an edge reason: a segment of segments stays eligible.
    [
      "an id the org does not have is unknown",
      audience(`inSegment("33333333-3333-4333-8333-333333333333") and person.age > 1`),
      ["PQL121"],
      true,
    ],
    ["a merge policy that is not active on edge", audience("person.age > 21", BATCH_POLICY), ["PQL215"], false],
    ["an edge-active merge policy", audience("person.age > 21", EDGE_POLICY), [], true],
  ])("%s", async (_, text, codes, eligible) => {
    const emu = await emulator({
      seed: {
        segments: [
          {
            id: ADULTS,
            name: "Adults",
            expression: { type: "PQL", format: "pql/text", value: "person.age >= 18" },
            schema: { name: "_xdm.context.profile" },
          },
          {
            id: CLICKERS,
            name: "Clickers",
            expression: {
              type: "PQL",
              format: "pql/text",
              value: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "web.click") WHEN(today)])',
            },
            schema: { name: "_xdm.context.profile" },
          },
        ],
      },
    });
    const remote = await fetchRemoteOrg(client(emu).client);
    expect(remote.edgeMergePolicies).toEqual([EDGE_POLICY]);
    const dir = mkdtempSync(join(tmpdir(), "pql-remote-"));
    writeFileSync(join(dir, "a.audience.yaml"), text);
    const result = await lintFiles([dir], { remote });
    const errors = result.files[0]!.diagnostics.filter((d) => d.severity === "error" && d.code !== "PQL217").map((d) => d.code);
    expect(errors).toEqual(codes);
    expect(result.files[0]!.audiences[0]!.verdict.eligible).toBe(eligible);
  });
});
