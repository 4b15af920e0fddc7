// Data nested past the evaluator's limit (100 levels) in the emulator (its bodies may nest 200: the
// JSON reader refuses more): a preview job over a
// profile streamed so fails with a description of the data (which profile, where), never counts
// it as not qualified; the edge refuses an event nested so with a 400 that says where, and leaves
// a stored profile's memberships as they were. Over loopback HTTP.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { interact } from "../../src/api/edge.js";
import { EstimateJobError, estimateAudience } from "../../src/api/previews.js";
import { createSegmentDefinition } from "../../src/api/segments.js";
import { createStream } from "../../src/stream/create.js";
import { parseStreamSpec } from "../../src/stream/spec-problems.js";
import { client, emulator, profileOnly } from "../api/harness.js";

/** `{a: {a: ... 1}}`, `levels` objects deep, built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

const NOW = Date.parse("2026-03-01T12:00:00Z");

const spec = () => parseStreamSpec(readFileSync(new URL("../../examples/stream.yaml", import.meta.url), "utf8"), "stream.yaml");

/** An emulator whose store holds one profile, ECID v1, with `person` as streamed to an inlet; `stream` sends another. */
async function streamed(person: unknown) {
  const emu = await emulator({ clock: { now: () => NOW } });
  const { client: c } = client(emu);
  const { inletUrl } = await createStream(spec(), c, () => {});
  const stream = async (p: unknown) => {
    const response = await fetch(inletUrl!, {
      method: "POST",
      headers: { "content-type": "application/json", "x-sandbox-name": "prod" },
      body: JSON.stringify({ identityMap: { ECID: [{ id: "v1", primary: true }] }, person: p }),
    });
    expect(response.status).toBe(200);
  };
  await stream(person);
  return { emu, c, stream };
}

describe("previews on data nested too deeply", () => {
  it("the job fails with the profile and the path, not a count that leaves it out", async () => {
    const { c } = await streamed({ name: "Ada", deep: nested(150) });
    const error = await estimateAudience(c, { expression: 'person.name = "Ada"' }, { intervalMs: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EstimateJobError);
    expect(error).toMatchObject({ reason: "failed", last: { state: "FAILED" } });
    expect((error as Error).message).toContain(
      "profile ECID:v1 was not evaluated: data nested past 100 levels at profile.person.deep.a.a… (depth 101)",
    );
  });

  it("data at the limit is counted", async () => {
    const { c } = await streamed({ name: "Ada", deep: nested(98) });
    const result = await estimateAudience(c, { expression: 'person.name = "Ada"' }, { intervalMs: 10 });
    expect(result.estimate.estimatedSize).toBe(1);
  });
});

describe("edge on data nested too deeply", () => {
  const event = (extra: object) => ({
    xdm: {
      identityMap: { ECID: [{ id: "v1", primary: true }] },
      eventType: "commerce.checkouts",
      timestamp: "2026-03-01T12:00:00Z",
      ...extra,
    },
  });

  it("an event nested too deeply is refused with a 400 that says where", async () => {
    const emu = await emulator({ clock: { now: () => NOW } });
    const { client: c } = client(emu);
    const error = await interact(c, { edgeUrl: emu.url, datastreamId: "ds-1", event: event({ x: nested(500) }) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect((error as Error).message).toContain("the event is not evaluated: data nested past 100 levels at event.xdm.x.a.a.a… (depth 101)");
  });

  it("a stored profile nested too deeply keeps its memberships: no audience answers for it", async () => {
    const { emu, c, stream } = await streamed({ name: "Ada" });
    const adas = await createSegmentDefinition(
      c,
      profileOnly("adas", { expression: { type: "PQL", format: "pql/text", value: 'person.name = "Ada"' } }),
    );
    const first = await interact(c, { edgeUrl: emu.url, datastreamId: "ds-1", event: event({}) });
    expect(first.segments).toEqual([adas.id]);
    // The next day (a profile-only audience is evaluated once a day), with data too deep to read.
    await stream({ name: "Ada", deep: nested(150) });
    const next = event({});
    next.xdm.timestamp = "2026-03-02T12:00:00Z";
    const second = await interact(c, { edgeUrl: emu.url, datastreamId: "ds-1", event: next });
    expect(second.segments).toEqual([adas.id]);
  });
});
