// If-Match on Flow Service PATCH: the etag goes back exactly as returned; a missing one is a 400,
// a stale one a 412; two writers racing produce exactly one 412 and a correct retry; a second
// 412 is a conflict error, not a loop.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../src/api/errors.js";
import { EtagConflictError, updateWithEtag } from "../../src/api/etag-update.js";
import { getConnection, getFlow, updateConnection, updateFlow } from "../../src/api/flows.js";
import type { AepClient } from "../../src/api/http.js";
import type { Emulator } from "../../src/emulator/server.js";
import { createStream } from "../../src/stream/create.js";
import { parseStreamSpec } from "../../src/stream/spec-problems.js";
import { emulatorAndClient } from "./helpers.js";

const SPEC = `name: Orders
source:
  connectionSpec: bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb
  baseConnection: {}
target:
  schema: { title: Orders, class: experienceevent, fields: [{ path: order.id, type: string }] }
  dataset: { name: Orders }
mappings: [{ source: id, destination: order.id }]
`;

let emulator: Emulator;
let client: AepClient;
let flowId: string;
let baseId: string;
beforeEach(async () => {
  ({ emulator, client } = await emulatorAndClient());
  const created = await createStream(parseStreamSpec(SPEC, "s.yaml"), client);
  flowId = created.flowId;
  baseId = created.resources[0]!.id;
});
afterEach(() => emulator.close());

const PATH = () => `/data/foundation/flowservice/flows/${flowId}`;
const rename = (name: string) => [{ op: "replace" as const, path: "/name", value: name }];

describe("etags as the emulator gives them", () => {
  it("are quoted, equal to version, and change on every write", async () => {
    const before = await getFlow(client, flowId);
    expect(before.etag).toMatch(/^"[0-9a-f-]{36}"$/);
    expect((before as Record<string, unknown>).version).toBe(before.etag);
    const { etag } = await updateFlow(client, flowId, rename("Orders v2"));
    expect(etag).not.toBe(before.etag);
    expect((await getFlow(client, flowId)).etag).toBe(etag);
  });

  it.each([
    ["no If-Match", {}, 400, "FLOW-1403-400"],
    ["a stale etag", { "If-Match": '"00000000-0000-0000-0000-000000000000"' }, 412, "FLOW-1404-412"],
  ])("%s -> %s %s", async (_, headers, status, code) => {
    const error = await client.request({ method: "PATCH", path: PATH(), json: rename("x"), headers }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code });
    expect((await getFlow(client, flowId)).name).toBe("Orders");
  });
});

describe("two writers at once", () => {
  it("one gets a 412, reads again and retries once; both changes end up applied in order", async () => {
    // Both read before either writes: a barrier holds each read until both have one.
    let arrived = 0;
    let release!: () => void;
    const barrier = new Promise<void>((r) => (release = r));
    const writer = (ops: { op: "replace" | "add"; path: string; value: string }[]) =>
      updateWithEtag({
        what: `dataflow ${flowId}`,
        read: async () => {
          const item = await getFlow(client, flowId);
          if (++arrived === 2) release();
          await barrier;
          return { etag: item.etag, item };
        },
        patch: async (etag) =>
          (await client.request({ method: "PATCH", path: PATH(), json: ops, headers: { "If-Match": etag } })).body as { etag: string },
      });
    const before412 = emulator.stats.byStatus[412] ?? 0;
    const [a, b] = await Promise.all([writer(rename("Orders A")), writer([{ op: "add", path: "/description", value: "from B" }])]);
    expect((emulator.stats.byStatus[412] ?? 0) - before412).toBe(1);
    expect([a.attempts, b.attempts].sort()).toEqual([1, 2]);
    const flow = await getFlow(client, flowId);
    expect(flow).toMatchObject({ name: "Orders A", description: "from B" });
  });

  it("updateFlow and updateConnection race safely through the real client", async () => {
    const results = await Promise.all([
      updateFlow(client, flowId, rename("one")),
      updateFlow(client, flowId, rename("two")),
      updateConnection(client, baseId, rename("account")),
    ]);
    expect(results.every((r) => r.attempts <= 2)).toBe(true);
    expect(["one", "two"]).toContain((await getFlow(client, flowId)).name);
    expect((await getConnection(client, baseId)).name).toBe("account");
  });

  it("a second 412 is an EtagConflictError that says nothing was changed", async () => {
    emulator.faults.add({
      method: "PATCH",
      path: PATH(),
      times: 2,
      fault: {
        kind: "status",
        status: 412,
        body: { type: "https://ns.adobe.com/aep/errors/FLOW-1404-412", title: "Version not matching", status: 412 },
      },
    });
    const error = await updateFlow(client, flowId, rename("never")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EtagConflictError);
    expect((error as Error).message).toMatch(/changed by someone else .* nothing was changed/);
    expect((await getFlow(client, flowId)).name).toBe("Orders");
  });
});
