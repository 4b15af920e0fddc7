// The emulator runs the edge judge on definitions asking for edge evaluation.
import { describe, expect, it } from "vitest";
import type { ApiError } from "../../src/api/errors.js";
import { createSegmentDefinition, evaluationOf, updateSegmentDefinition } from "../../src/api/segments.js";
import type { EdgeJudge } from "../../src/emulator/options.js";
import { client, emulator, profileOnly } from "../api/harness.js";

// A stand-in judge with the analyzer's signature: windows of days are not edge-eligible.
const judge: EdgeJudge = (pql) =>
  /days/.test(pql)
    ? {
        eligible: false,
        reasons: [{ rule: "edge/window-too-long", message: "the event window is 3 days; edge audiences need less than 24 hours" }],
      }
    : { eligible: true, reasons: [] };
const tooLong = (name: string) =>
  profileOnly(name, {
    expression: { type: "PQL", format: "pql/text", value: "select X from xEvent where X.timestamp occurs < 3 days before now" },
  });

describe("edge eligibility in the emulator", () => {
  it("rejects an ineligible edge definition with 400 and the reasons", async () => {
    const emu = await emulator({ judge });
    const error = (await createSegmentDefinition(client(emu).client, tooLong("cart")).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 400, code: "UPS-1423-400", title: "Segment definition is not edge-eligible" });
    expect(error.detail).toBe(
      '"cart" cannot be evaluated on edge: the event window is 3 days; edge audiences need less than 24 hours [edge/window-too-long]',
    );
    expect(JSON.parse(error.raw!).report.reasons).toEqual([
      { rule: "edge/window-too-long", message: "the event window is 3 days; edge audiences need less than 24 hours" },
    ]);
    expect(emu.state.data.segments).toHaveLength(0);
  });

  it("the same definition as batch is accepted: only edge requests are judged", async () => {
    const emu = await emulator({ judge });
    const created = await createSegmentDefinition(client(emu).client, { ...tooLong("cart"), evaluationInfo: { batch: { enabled: true } } });
    expect(evaluationOf(created)).toBe("batch");
  });

  it("an update turning edge on is judged too", async () => {
    const emu = await emulator({ judge });
    const { client: c } = client(emu);
    const created = await createSegmentDefinition(c, { ...tooLong("cart"), evaluationInfo: { batch: { enabled: true } } });
    const error = (await updateSegmentDefinition(c, created.id, tooLong("cart")).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
  });

  it("downgrade mode accepts it as streaming instead", async () => {
    const emu = await emulator({ judge, ineligibleEdge: "downgrade" });
    expect(evaluationOf(await createSegmentDefinition(client(emu).client, tooLong("cart")))).toBe("streaming");
  });

  it("eligible: null (an unresolved reference) is accepted", async () => {
    const emu = await emulator({ judge: () => ({ eligible: null, reasons: [{ rule: "edge/unresolved-reference", message: "?" }] }) });
    expect(evaluationOf(await createSegmentDefinition(client(emu).client, profileOnly("refs")))).toBe("edge");
  });

  it("a merge policy not active on edge makes an edge definition ineligible", async () => {
    const emu = await emulator();
    const batchPolicy = emu.state.data.mergePolicies.find((p) => !p.isActiveOnEdge)!;
    const error = (await createSegmentDefinition(client(emu).client, profileOnly("wrong policy", { mergePolicyId: batchPolicy.id })).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toMatchObject({ status: 400 });
    expect(error.detail).toContain(`merge policy "${batchPolicy.name}" (${batchPolicy.id}) is not active on edge`);
  });

  it("without a mergePolicyId the default policy is used and echoed", async () => {
    const emu = await emulator();
    const created = await createSegmentDefinition(client(emu).client, profileOnly("default policy"));
    expect(created.mergePolicyId).toBe(emu.state.data.mergePolicies.find((p) => p.default)!.id);
  });
});
