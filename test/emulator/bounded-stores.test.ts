// Nothing the emulator keeps grows without end with the requests it gets: profiles up to
// --max-profiles (a new identity past it is refused with 507 in the service's own shape), events
// per profile, the evaluation history (kept newest first and served in pages), tokens, and the
// hygiene work orders.
import { describe, expect, it } from "vitest";
import { createSegmentDefinition } from "../../src/api/segments.js";
import { MAX_PER_SANDBOX } from "../../src/emulator/flow-store.js";
import { MAX_KEPT } from "../../src/emulator/hygiene.js";
import { MAX_DEFINITIONS } from "../../src/emulator/segments.js";
import type { Emulator } from "../../src/emulator/server.js";
import { EmulatorState, MAX_TOKENS } from "../../src/emulator/state.js";
import { client, emulator, ORG, profileOnly } from "../api/harness.js";

const FS = "/data/foundation/flowservice";

async function interact(emu: Emulator, id: string) {
  const r = await fetch(`${emu.url}/ee/v2/interact?datastreamId=d`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ event: { xdm: { identityMap: { ECID: [{ id, primary: true }] }, eventType: "commerce.checkouts" } } }),
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

describe("--max-profiles", () => {
  it("a new identity past the limit is refused with 507; known identities still work", async () => {
    const emu = await emulator({ maxProfiles: 3 });
    for (const id of ["a", "b", "c"]) expect((await interact(emu, id)).status).toBe(200);
    const refused = await interact(emu, "d");
    expect(refused).toMatchObject({
      status: 507,
      body: { type: "https://ns.adobe.com/aep/errors/EXEG-0104-507", status: 507, title: "Profile store full" },
    });
    expect(refused.body.detail).toContain("at most 3 profiles (--max-profiles)");
    expect((await interact(emu, "a")).status).toBe(200);
  });

  it("the streaming inlet refuses a record for a new identity the same way, in its own shape", async () => {
    const emu = await emulator({ maxProfiles: 1 });
    const token = emu.issueToken();
    const headers = {
      Authorization: `Bearer ${token}`,
      "x-api-key": "emulator",
      "x-gw-ims-org-id": "O@AdobeOrg",
      "x-sandbox-name": "prod",
      "Content-Type": "application/json",
    };
    const base = await fetch(`${emu.url}${FS}/connections`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        name: "b",
        connectionSpec: { id: "bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb" },
        auth: { specName: "s", params: {} },
      }),
    });
    const { id } = (await base.json()) as { id: string };
    const got = (await (await fetch(`${emu.url}${FS}/connections/${id}`, { headers })).json()) as {
      items: { auth: { params: { inletUrl: string } } }[];
    };
    const inlet = got.items[0]!.auth.params.inletUrl;
    const record = (who: string) => ({
      method: "POST",
      headers: { "Content-Type": "application/json", "x-sandbox-name": "prod" },
      body: JSON.stringify({ identityMap: { ECID: [{ id: who, primary: true }] }, person: { name: who } }),
    });
    expect((await fetch(inlet, record("a"))).status).toBe(200);
    const refused = await fetch(inlet, record("b"));
    expect(refused.status).toBe(507);
    expect(await refused.json()).toMatchObject({ status: "507", title: "Profile store full" });
  });
});

describe("the evaluation history pages", () => {
  it("limit and start page it; _links.next.href leads to the next page and is empty on the last", async () => {
    const emu = await emulator();
    const segment = await createSegmentDefinition(
      client(emu).client,
      profileOnly("checkouts", {
        expression: {
          type: "PQL",
          format: "pql/text",
          value: 'select X from xEvent where X.eventType = "commerce.checkouts" and X.timestamp occurs < 8 hours before now',
        },
      }),
    );
    for (let i = 0; i < 25; i++) expect((await interact(emu, `v${i}`)).status).toBe(200);
    let path = `/ee/emulator/history?segmentId=${segment.id}&limit=10`;
    const pages: { count: number; totalCount: number }[] = [];
    const profiles: string[] = [];
    while (path) {
      const body = (await (await fetch(`${emu.url}${path}`)).json()) as {
        changes: { profile: string }[];
        page: { count: number; totalCount: number };
        _links: { next: { href: string } };
        qualified: number;
      };
      expect(body.qualified).toBe(25);
      pages.push({ count: body.page.count, totalCount: body.page.totalCount });
      profiles.push(...body.changes.map((c) => c.profile));
      path = body._links.next.href;
    }
    expect(pages).toEqual([
      { count: 10, totalCount: 25 },
      { count: 10, totalCount: 25 },
      { count: 5, totalCount: 25 },
    ]);
    expect(profiles).toEqual(Array.from({ length: 25 }, (_, i) => `ECID:v${i}`));
    expect((await fetch(`${emu.url}/ee/emulator/history?limit=0`)).status).toBe(400);
  });
});

describe("lists that grow per request are bounded", () => {
  it(`tokens: the newest ${MAX_TOKENS} are kept`, () => {
    const state = new EmulatorState();
    const later = Date.now() + 3_600_000;
    for (let i = 0; i < MAX_TOKENS + 5; i++) state.issueToken(`token-${i}`, "c", later);
    expect(state.data.tokens).toHaveLength(MAX_TOKENS);
    expect(state.findToken("token-0")).toBeUndefined();
    expect(state.findToken(`token-${MAX_TOKENS + 4}`)).toBeDefined();
  });

  it(`hygiene work orders: the newest ${MAX_KEPT} per org`, async () => {
    const emu = await emulator();
    const headers = {
      Authorization: `Bearer ${emu.issueToken()}`,
      "x-api-key": "emulator",
      "x-gw-ims-org-id": "O@AdobeOrg",
      "x-sandbox-name": "prod",
      "Content-Type": "application/json",
    };
    const order = JSON.stringify({
      action: "delete_identity",
      datasetId: "ALL",
      namespacesIdentities: [{ namespace: { code: "email" }, IDs: ["a"] }],
    });
    const first = await fetch(`${emu.url}/data/core/hygiene/workorder`, { method: "POST", headers, body: order });
    expect(first.status, await first.text()).toBe(200);
    const quota = emu.state.bucket<{ orgs: Record<string, { workOrders: unknown[] }> }>("quota", () => ({ orgs: {} }));
    const orders = quota.orgs["O@AdobeOrg"]!.workOrders;
    orders.push(...Array.from({ length: MAX_KEPT }, (_, i) => ({ workorderId: `old-${i}` })));
    expect((await fetch(`${emu.url}/data/core/hygiene/workorder`, { method: "POST", headers, body: order })).status).toBe(200);
    expect(quota.orgs["O@AdobeOrg"]!.workOrders).toHaveLength(MAX_KEPT);
  });

  it(`segment definitions: at most ${MAX_DEFINITIONS} per sandbox, then 422 UPS-1424`, async () => {
    const emu = await emulator();
    const c = client(emu).client;
    await createSegmentDefinition(c, profileOnly("first"));
    const [stored] = emu.state.data.segments;
    for (let i = 1; i < MAX_DEFINITIONS; i++) emu.state.data.segments.push({ ...stored!, id: `id-${i}`, name: `n${i}` });
    const error = await createSegmentDefinition(c, profileOnly("one too many")).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, code: "UPS-1424-422", detail: expect.stringContaining(`at most ${MAX_DEFINITIONS}`) });
  });

  it(`flow service connections: at most ${MAX_PER_SANDBOX} per sandbox`, async () => {
    const emu = await emulator();
    const headers = {
      Authorization: `Bearer ${emu.issueToken()}`,
      "x-api-key": "emulator",
      "x-gw-ims-org-id": ORG,
      "x-sandbox-name": "prod",
      "Content-Type": "application/json",
    };
    const body = JSON.stringify({
      name: "b",
      connectionSpec: { id: "bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb" },
      auth: { specName: "s", params: {} },
    });
    expect((await fetch(`${emu.url}${FS}/connections`, { method: "POST", headers, body })).status).toBe(201);
    const store = emu.state.bucket<{ connections: Record<string, unknown>[] }>("stream", () => ({ connections: [] }));
    const [first] = store.connections;
    for (let i = 1; i < MAX_PER_SANDBOX; i++) store.connections.push({ ...first, id: `c${i}` });
    const refused = await fetch(`${emu.url}${FS}/connections`, { method: "POST", headers, body });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { detail: string }).detail).toContain(`at most ${MAX_PER_SANDBOX} connections per sandbox`);
  });
});
