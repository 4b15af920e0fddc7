// Edge evaluation in the emulator, over loopback HTTP: an event sent to the interact call lands on
// the profile of its one primary identity and qualifies it at once for the sandbox's edge
// audiences; an event without exactly one primary identity is refused and changes nothing; every
// qualification and exit is in the history.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createStream } from "../../src/stream/create.js";
import { parseStreamSpec } from "../../src/stream/spec-problems.js";
import { interact } from "../../src/api/edge.js";
import type { ApiError } from "../../src/api/errors.js";
import { createSegmentDefinition } from "../../src/api/segments.js";
import { judgeEdge } from "../../src/analysis/judge.js";
import type { Emulator } from "../../src/emulator/server.js";
import { CLIENT_ID, CLIENT_SECRET, ORG, client, emulator, profileOnly } from "../api/harness.js";
import { bin } from "../cli/helpers.js";

const checkout = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(< 1 hours before now)])';
const edge = (name: string, value: string) =>
  profileOnly(name, { expression: { type: "PQL" as const, format: "pql/text" as const, value } });
const event = (identityMap: unknown, eventType = "commerce.checkouts", timestamp = "2026-03-01T12:00:00Z") => ({
  xdm: { identityMap, eventType, timestamp },
});
const visitor = (id: string) => ({ ECID: [{ id, primary: true }] });

async function setUp(): Promise<{ emu: Emulator; send: (e: ReturnType<typeof event>) => Promise<string[]>; ids: Record<string, string> }> {
  let t = Date.parse("2026-03-01T12:00:00Z");
  const emu = await emulator({ judge: judgeEdge, clock: { now: () => t++ } });
  const { client: c } = client(emu);
  const ids: Record<string, string> = {};
  for (const [name, value] of [
    ["checkout", checkout],
    ["US", 'homeAddress.countryCode = "US"'],
  ] as const)
    ids[name] = (await createSegmentDefinition(c, edge(name, value))).id;
  const send = async (e: ReturnType<typeof event>) => (await interact(c, { edgeUrl: emu.url, datastreamId: "ds-1", event: e })).segments;
  return { emu, send, ids };
}

describe("edge evaluation in the emulator", () => {
  it("an event qualifies the visitor at once; another visitor is not affected", async () => {
    const { send, ids } = await setUp();
    expect(await send(event(visitor("v1"), "web.webpagedetails.pageViews"))).toEqual([]);
    expect(await send(event(visitor("v1")))).toEqual([ids.checkout]);
    expect(await send(event(visitor("v2"), "web.webpagedetails.pageViews"))).toEqual([]);
  });

  it("an event outside the window does not qualify (evaluated at the event's time)", async () => {
    const { send } = await setUp();
    expect(await send(event(visitor("v1"), "commerce.checkouts", "2026-03-01T10:00:00Z"))).toHaveLength(1);
    expect(await send(event(visitor("v1"), "web.webpagedetails.pageViews", "2026-03-01T12:00:00Z"))).toEqual([]);
  });

  it.each([
    ["no identity marked primary", { ECID: [{ id: "v1" }] }, "no identity in the event's identityMap is marked primary"],
    [
      "two identities marked primary",
      { ECID: [{ id: "v1", primary: true }], Email: [{ id: "a@example.com", primary: true }] },
      "2 identities in the event's identityMap are marked primary (ECID, Email)",
    ],
    ["no identityMap", undefined, "the event has no identityMap"],
  ])("%s: 400 in the Edge Network's error shape, and no profile changes", async (_, identityMap, detail) => {
    const { emu, send } = await setUp();
    await send(event(visitor("v1")));
    const before = JSON.stringify(emu.state.data.buckets.profiles);
    const error = (await send(event(identityMap)).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.detail).toContain(detail);
    expect(JSON.parse(error.raw!)).toMatchObject({
      type: "https://ns.adobe.com/aep/errors/EXEG-0104-400",
      status: 400,
      title: "Invalid identity",
    });
    expect(JSON.stringify(emu.state.data.buckets.profiles)).toBe(before);
  });

  it("records every qualification and exit, readable over HTTP", async () => {
    const { emu, send, ids } = await setUp();
    await send(event(visitor("v1")));
    await send(event(visitor("v2")));
    await send(event(visitor("v1"), "web.webpagedetails.pageViews", "2026-03-01T14:00:00Z"));
    const response = await fetch(`${emu.url}/ee/emulator/history?segmentId=${ids.checkout}`);
    const body = (await response.json()) as { qualified: number; changes: { profile: string; status: string; time: string }[] };
    expect(body.qualified).toBe(1);
    expect(body.changes.map((c) => [c.profile, c.status, c.time])).toEqual([
      ["ECID:v1", "realized", "2026-03-01T12:00:00.000Z"],
      ["ECID:v2", "realized", "2026-03-01T12:00:00.000Z"],
      ["ECID:v1", "exited", "2026-03-01T14:00:00.000Z"],
    ]);
  });

  it("profile attributes streamed to an inlet count, and a profile-only audience is evaluated once per GMT day", async () => {
    const { emu, send, ids } = await setUp();
    const { client: c } = client(emu);
    const spec = parseStreamSpec(readFileSync(new URL("../../examples/stream.yaml", import.meta.url), "utf8"), "stream.yaml");
    const { inletUrl } = await createStream(spec, c, () => {});
    const stream = async (country: string) =>
      expect(
        (
          await fetch(inletUrl!, {
            method: "POST",
            headers: { "content-type": "application/json", "x-sandbox-name": "prod" },
            body: JSON.stringify({ identityMap: visitor("v3"), homeAddress: { countryCode: country } }),
          })
        ).status,
      ).toBe(200);
    await stream("US");
    expect(await send(event(visitor("v3"), "x", "2026-03-01T08:00:00Z"))).toEqual([ids.US]);
    // Moved abroad the same day: the edge evaluates profile-only audiences once a day.
    await stream("FR");
    expect(await send(event(visitor("v3"), "x", "2026-03-01T20:00:00Z"))).toEqual([ids.US]);
    expect(await send(event(visitor("v3"), "x", "2026-03-02T00:30:00Z"))).toEqual([]);
  });

  it("--datastream is required by the Edge Network: a call without it is a 400", async () => {
    const { emu } = await setUp();
    const r = await fetch(`${emu.url}/ee/v2/interact`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-sandbox-name": "prod" },
      body: JSON.stringify({ event: event(visitor("v1")) }),
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ status: 400, detail: "the query parameter datastreamId is required" });
  });
});

describe("pql-audience edge send", () => {
  function edgeSend(args: string[], emu: Emulator, input = ""): Promise<{ status: number | null; out: string; err: string }> {
    return new Promise((done) => {
      const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: "1" };
      for (const k of Object.keys(env)) if (k.startsWith("AEP_")) delete env[k];
      Object.assign(env, {
        AEP_BASE_URL: emu.url,
        AEP_IMS_URL: emu.url,
        AEP_CLIENT_ID: CLIENT_ID,
        AEP_CLIENT_SECRET: CLIENT_SECRET,
        AEP_ORG_ID: ORG,
        AEP_SANDBOX: "prod",
      });
      const child = spawn(process.execPath, [bin, "edge", "send", ...args], { env, stdio: ["pipe", "pipe", "pipe"] });
      let out = "";
      let err = "";
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (err += d));
      child.on("close", (status) => done({ status, out, err }));
      child.stdin.end(input);
    });
  }

  it("sends an event (the interact call's event member, or the bare XDM) and prints the audiences", async () => {
    const { emu, ids } = await setUp();
    const member = JSON.stringify(event(visitor("cli-1")));
    const r = await edgeSend(["--datastream", "ds-1"], emu, member);
    expect(r.err).toBe("");
    // Names next to ids: the id stays the first column.
    expect(r.out).toBe(`the profile is in 1 edge audience:\n  ${ids.checkout}  checkout\n`);
    expect(r.status).toBe(0);
    const bare = await edgeSend(
      ["--datastream", "ds-1", "--format", "json", "--event", "-"],
      emu,
      JSON.stringify(event(visitor("cli-2")).xdm),
    );
    expect(JSON.parse(bare.out)).toMatchObject({ segments: [ids.checkout] });
  });

  it("a refused event exits 1 with the edge's message", async () => {
    const { emu } = await setUp();
    const r = await edgeSend(["--datastream", "ds-1"], emu, JSON.stringify(event({ ECID: [{ id: "x" }] })));
    expect(r.err).toContain("no identity in the event's identityMap is marked primary");
    expect(r.status).toBe(1);
  });

  it("without a datastream: a usage error", async () => {
    const { emu } = await setUp();
    const r = await edgeSend([], emu, "{}");
    expect(r.err).toBe("pql-audience: give the datastream: --datastream ID, or AEP_DATASTREAM_ID\n");
    expect(r.status).toBe(2);
  });
});
