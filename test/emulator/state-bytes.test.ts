// --max-store-bytes bounds everything the emulator keeps, not only profiles: the gateway accepts
// any org, so definitions, work orders or flows from ever new orgs (each within its per-org
// count) would otherwise grow without end. Over real HTTP on loopback: past the bound a change is
// refused with 507 naming the flag, reads and deletes keep working, and a delete makes room.
import { afterEach, describe, expect, it } from "vitest";
import type { Emulator } from "../../src/emulator/server.js";
import { emulator, profileOnly, SEGMENTS } from "../api/harness.js";

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
});
