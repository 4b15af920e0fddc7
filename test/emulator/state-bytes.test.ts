// --max-store-bytes bounds everything the emulator keeps, not only profiles: the gateway accepts
// any org, so definitions, work orders or flows from ever new orgs (each within its per-org
// count) would otherwise grow without end. Over real HTTP on loopback: past the bound a change is
// refused with 507 naming the flag, reads and deletes keep working, and a delete makes room.
import { afterEach, describe, expect, it } from "vitest";
import { judgeEdge } from "../../src/analysis/judge.js";
import { interact } from "../../src/api/edge.js";
import { createSegmentDefinition } from "../../src/api/segments.js";
import type { Emulator } from "../../src/emulator/server.js";
import { client, emulator, profileOnly, SEGMENTS } from "../api/harness.js";

const BOUND = 200_000;
let emu: Emulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

function headers(e: Emulator, org: string): Record<string, string> {
  return {
    Authorization: `Bearer ${e.issueToken()}`,
    "x-api-key": "emulator",
    "x-gw-ims-org-id": org,
    "x-sandbox-name": "prod",
    "Content-Type": "application/json",
  };
}

/** A definition of about 20 kB (its description), created in its own org. */
async function create(e: Emulator, org: string) {
  const body = JSON.stringify(profileOnly(`d-${org}`, { description: "x".repeat(20_000) }));
  const r = await fetch(`${e.url}${SEGMENTS}`, { method: "POST", headers: headers(e, org), body });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

describe("--max-store-bytes over the whole state", { timeout: 60_000 }, () => {
  it("definitions from ever new orgs stop at the bound with 507; reads and deletes work, and a delete makes room", async () => {
    emu = await emulator({ maxStoreBytes: BOUND });
    const statuses: number[] = [];
    const ids: [string, string][] = [];
    for (let i = 0; i < 20; i++) {
      const r = await create(emu, `org-${i}@AdobeOrg`);
      statuses.push(r.status);
      if (r.status === 200) ids.push([`org-${i}@AdobeOrg`, String(r.body.id)]);
    }
    // About 20 kB each: nine or so fit in 200,000 bytes, then every one is refused.
    const kept = statuses.indexOf(507);
    expect(kept, statuses.join(",")).toBeGreaterThanOrEqual(7);
    expect(kept).toBeLessThanOrEqual(10);
    expect(statuses.slice(kept)).toEqual(Array(20 - kept).fill(507));
    const refused = await create(emu, "another@AdobeOrg");
    expect(refused).toMatchObject({ status: 507, body: { title: "Store full" } });
    expect(String(refused.body.detail)).toMatch(/at most 200000 bytes \(--max-store-bytes\)/);
    // Reads still answer; a delete is never refused, and frees its bytes.
    const [org, id] = ids[0]!;
    expect((await fetch(`${emu.url}${SEGMENTS}/${id}`, { headers: headers(emu, org) })).status).toBe(200);
    expect((await fetch(`${emu.url}${SEGMENTS}/${id}`, { method: "DELETE", headers: headers(emu, org) })).status).toBe(200);
    expect((await create(emu, "after-delete@AdobeOrg")).status).toBe(200);
  });

  it("hygiene work orders count too: a full store refuses them", async () => {
    emu = await emulator({ maxStoreBytes: BOUND });
    // A work order keeps its description: about 20 kB each, in its own org.
    const order = JSON.stringify({
      action: "delete_identity",
      datasetId: "ALL",
      description: "x".repeat(20_000),
      namespacesIdentities: [{ namespace: { code: "email" }, IDs: ["someone@example.com"] }],
    });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await fetch(`${emu.url}/data/core/hygiene/workorder`, {
        method: "POST",
        headers: headers(emu, `w-${i}@AdobeOrg`),
        body: order,
      });
      statuses.push(r.status);
      await r.text();
    }
    const kept = statuses.indexOf(507);
    expect(kept, statuses.join(",")).toBeGreaterThanOrEqual(7);
    expect(statuses.slice(kept)).toEqual(Array(12 - kept).fill(507));
  });

  it("what a state reloaded from --data holds counts from the start", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const dataDir = mkdtempSync(join(tmpdir(), "pql-audience-state-bytes-"));
    try {
      emu = await emulator({ dataDir, maxStoreBytes: BOUND });
      for (let i = 0; i < 6; i++) expect((await create(emu, `org-${i}@AdobeOrg`)).status).toBe(200);
      await emu.close();
      // Half the bound: what was kept (about 120 kB) leaves room for fewer than six more.
      emu = await emulator({ dataDir, maxStoreBytes: BOUND });
      const statuses: number[] = [];
      for (let i = 6; i < 12; i++) statuses.push((await create(emu, `org-${i}@AdobeOrg`)).status);
      expect(statuses).toContain(507);
    } finally {
      await emu?.close();
      emu = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("what it counts is what the state holds, and what an event adds to it (memberships and history included)", async () => {
    let t = Date.parse("2026-03-01T12:00:00Z");
    emu = await emulator({ judge: judgeEdge, clock: { now: () => t++ } });
    const { client: c } = client(emu);
    // Forty edge audiences a profile enters and leaves: its memberships and the history grow with each event.
    for (let i = 0; i < 40; i++) {
      const value = `CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "type-${i % 2}") WHEN(< 1 hours before now)])`;
      await createSegmentDefinition(c, profileOnly(`edge ${i}`, { expression: { type: "PQL", format: "pql/text", value } }));
    }
    const send = (n: number, id = `v${n % 3}`) =>
      interact(c, {
        edgeUrl: emu!.url,
        datastreamId: "ds-1",
        event: {
          xdm: {
            identityMap: { ECID: [{ id, primary: true }] },
            eventType: `type-${n % 2}`,
            timestamp: new Date(t + n * 7_200_000).toISOString(),
          },
        },
      });
    const held = () => Buffer.byteLength(JSON.stringify(emu!.state.data));
    for (let n = 0; n < 30; n++) await send(n);
    expect(Math.abs(emu.state.bytes - held()) / held(), `counted ${emu.state.bytes}, held ${held()}`).toBeLessThan(0.02);
    // One more event, to a profile of its own: what it adds (the event, 20 memberships, 20 history entries) is counted as it is held.
    const [counted, whole] = [emu.state.bytes, held()];
    await send(31, "newcomer");
    const grown = { counted: emu.state.bytes - counted, held: held() - whole };
    expect(Math.abs(grown.counted - grown.held) / grown.held, JSON.stringify(grown)).toBeLessThan(0.1);
  });

  it("tokens are issued when the state is full, and only for a client id of at most 255 characters", async () => {
    emu = await emulator({ maxStoreBytes: 30_000 });
    expect((await create(emu, "fills@AdobeOrg")).status).toBe(200);
    expect((await create(emu, "past@AdobeOrg")).status).toBe(507);
    const token = (clientId: string) =>
      fetch(`${emu!.url}/ims/token/v3`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: "s", scope: "openid" }),
      });
    expect((await token("a".repeat(255))).status).toBe(200);
    const long = await token("a".repeat(256));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: "invalid_request", error_description: expect.stringContaining("255") });
  });
});
