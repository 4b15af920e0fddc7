import { describe, expect, it } from "vitest";
import { findEdgeMergePolicy, listAllMergePolicies, nextQuery } from "../../src/api/merge-policies.js";
import type { MergePolicy } from "../../src/emulator/state.js";
import { client, emulator } from "./harness.js";

const policies = (n: number, edgeAt = -1): MergePolicy[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `mp-${i}`,
    name: `policy ${String(i).padStart(2, "0")}`,
    isActiveOnEdge: i === edgeAt,
    default: i === 0,
  }));

describe("merge policies", () => {
  it("the seeded emulator has one policy active on edge and one not", async () => {
    const emu = await emulator();
    const { client: c } = client(emu, { tokens: "static" });
    const all = await listAllMergePolicies(c);
    expect(all.map((p) => p.isActiveOnEdge)).toEqual([true, false]);
    expect((await findEdgeMergePolicy(c))?.name).toBe("Default timebased (edge)");
  });

  it("follows next links: 45 policies, 10 a page, 5 requests", async () => {
    const emu = await emulator({ seed: { mergePolicies: policies(45, 44) } });
    const { client: c } = client(emu, { tokens: "static" });
    const all = await listAllMergePolicies(c, { limit: 10 });
    expect(all.map((p) => p.id)).toEqual(policies(45).map((p) => p.id));
    expect(c.stats.requests).toBe(5);
    expect((await findEdgeMergePolicy(c))?.id).toBe("mp-44");
  });

  it("filters on isActiveOnEdge server-side", async () => {
    const emu = await emulator({ seed: { mergePolicies: policies(5, 3) } });
    const { client: c } = client(emu, { tokens: "static" });
    expect((await listAllMergePolicies(c, { isActiveOnEdge: true })).map((p) => p.id)).toEqual(["mp-3"]);
  });

  it("no policy on edge: findEdgeMergePolicy says so", async () => {
    const emu = await emulator({ seed: { mergePolicies: policies(3) } });
    expect(await findEdgeMergePolicy(client(emu, { tokens: "static" }).client)).toBeUndefined();
  });

  it('reads isActiveOnEdge sent as the string "true" or "false"', async () => {
    const odd = [{ id: "s1", name: "string flags", isActiveOnEdge: "true", default: "false" }] as unknown as MergePolicy[];
    const emu = await emulator({ seed: { mergePolicies: odd } });
    const [p] = await listAllMergePolicies(client(emu, { tokens: "static" }).client);
    expect(p).toMatchObject({ isActiveOnEdge: true, default: false });
  });

  it.each([
    ["", undefined],
    ["@/mergePolicies?start=&orderBy=&limit=2", "limit=2"],
    ["@/mergePolicies?start=MTA%3D&orderBy=&limit=10", "start=MTA%3D&limit=10"],
    ["@/mergePolicies?start=abc==&limit=2", "start=abc%3D%3D&limit=2"],
    ["no-query", undefined],
  ])("next link %j -> %j", (href, expected) => {
    expect(nextQuery(href)?.toString()).toBe(expected);
  });
});
