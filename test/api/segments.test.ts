import { describe, expect, it } from "vitest";
import {
  createSegmentDefinition,
  deleteSegmentDefinition,
  evaluationOf,
  getSegmentDefinition,
  listAllSegmentDefinitions,
  listSegmentDefinitionsPage,
  updateSegmentDefinition,
} from "../../src/api/segments.js";
import type { ApiError } from "../../src/api/errors.js";
import type { StoredSegment } from "../../src/emulator/state.js";
import { client, emulator, ORG, profileOnly, SEGMENTS } from "./harness.js";

const batch = (name: string) => ({ ...profileOnly(name), evaluationInfo: { batch: { enabled: true } } });

function seeded(n: number, edgeEvery = 2): StoredSegment[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `seg-${String(i).padStart(4, "0")}`,
    name: `seeded ${i}`,
    imsOrgId: ORG,
    sandbox: { sandboxId: "s", sandboxName: "prod", type: "production" as const, default: true },
    creationTime: 1_700_000_000_000 + i,
    expression: { type: "PQL", format: "pql/text", value: "a = 1" },
    schema: { name: "_xdm.context.profile" },
    evaluationInfo: {
      batch: { enabled: i % edgeEvery !== 0 },
      continuous: { enabled: false },
      synchronous: { enabled: i % edgeEvery === 0 },
    },
  }));
}

describe("segment definitions", () => {
  it("create returns the definition with the server's fields", async () => {
    const emu = await emulator();
    const { client: c } = client(emu);
    const created = await createSegmentDefinition(c, profileOnly("US profiles"));
    expect(created).toMatchObject({
      name: "US profiles",
      imsOrgId: ORG,
      profileInstanceId: "ups",
      sandbox: { sandboxName: "prod", type: "production", default: true },
      dataGovernancePolicy: { excludeOptOut: true },
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof created.creationTime).toBe("number");
    expect(created.updateEpoch).toBe(Math.floor(created.updateTime! / 1000));
    expect(evaluationOf(created)).toBe("edge");
  });

  it("get, update (PATCH) and delete", async () => {
    const emu = await emulator();
    const { client: c } = client(emu);
    const created = await createSegmentDefinition(c, profileOnly("to change"));
    expect((await getSegmentDefinition(c, created.id)).name).toBe("to change");
    const updated = await updateSegmentDefinition(c, created.id, { ...profileOnly("changed"), description: "now with a description" });
    expect(updated).toMatchObject({
      id: created.id,
      name: "changed",
      description: "now with a description",
      creationTime: created.creationTime,
    });
    await deleteSegmentDefinition(c, created.id);
    const error = (await getSegmentDefinition(c, created.id).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 404, code: "UPS-1404-404" });
  });

  it("a duplicate name is refused with 422", async () => {
    const emu = await emulator();
    const { client: c } = client(emu);
    await createSegmentDefinition(c, profileOnly("twin"));
    const error = (await createSegmentDefinition(c, profileOnly("twin")).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 422, code: "UPS-1422-422", outcomeUnknown: false });
    expect(error.detail).toContain("already exists");
  });

  it("sandboxes are separate", async () => {
    const emu = await emulator();
    await createSegmentDefinition(client(emu).client, profileOnly("only in prod"));
    expect(await listAllSegmentDefinitions(client(emu, { sandbox: "dev" }).client)).toEqual([]);
  });

  it("list --edge asks the server for synchronous definitions only", async () => {
    const emu = await emulator();
    const { client: c } = client(emu);
    await createSegmentDefinition(c, profileOnly("edge one"));
    await createSegmentDefinition(c, batch("batch one"));
    expect((await listAllSegmentDefinitions(c, { edge: true })).map((s) => s.name)).toEqual(["edge one"]);
    expect((await listAllSegmentDefinitions(c, { edge: false })).map((s) => s.name)).toEqual(["batch one"]);
    expect(await listAllSegmentDefinitions(c)).toHaveLength(2);
  });

  it("the iterator walks every page: 250 definitions, 100 a page, 3 requests", async () => {
    const emu = await emulator({ seed: { segments: seeded(250) } });
    const { client: c } = client(emu, { tokens: "static" });
    const all = await listAllSegmentDefinitions(c);
    expect(all).toHaveLength(250);
    expect(new Set(all.map((s) => s.id)).size).toBe(250);
    expect(c.stats.requests).toBe(3);
  });

  it("the iterator with a small page size and a filter: 125 edge definitions, 7 a page", async () => {
    const emu = await emulator({ seed: { segments: seeded(250) } });
    const { client: c } = client(emu, { tokens: "static" });
    const edge = await listAllSegmentDefinitions(c, { edge: true, limit: 7 });
    expect(edge).toHaveLength(125);
    expect(edge.every((s) => evaluationOf(s) === "edge")).toBe(true);
    expect(c.stats.requests).toBe(Math.ceil(125 / 7));
  });

  it("onPage reports progress after each page", async () => {
    const emu = await emulator({ seed: { segments: seeded(25) } });
    const seen: [number, number | undefined][] = [];
    await listAllSegmentDefinitions(client(emu, { tokens: "static" }).client, { limit: 10, onPage: (n, total) => seen.push([n, total]) });
    expect(seen).toEqual([
      [10, 25],
      [20, 25],
      [25, 25],
    ]);
  });

  it("a page size above the server's cap still gets everything", async () => {
    const emu = await emulator({ seed: { segments: seeded(230) } });
    const { client: c } = client(emu, { tokens: "static" });
    expect(await listAllSegmentDefinitions(c, { limit: 500 })).toHaveLength(230);
  });

  it("the paging envelope", async () => {
    const emu = await emulator({ seed: { segments: seeded(12) } });
    const { client: c } = client(emu, { tokens: "static" });
    const page = await listSegmentDefinitionsPage(c, 1, { limit: 5 });
    expect(page.page).toEqual({ totalCount: 12, totalPages: 3, sortField: "creationTime", sort: "desc", pageSize: 5, limit: 5 });
    expect(page.link?.next).toBe(`${SEGMENTS}?page=2&limit=5`);
    expect(page.segments.map((s) => s.name)).toEqual(["seeded 6", "seeded 5", "seeded 4", "seeded 3", "seeded 2"]);
    expect((await listSegmentDefinitionsPage(c, 2, { limit: 5 })).link).toEqual({});
  });

  it("zod keeps fields it does not know about", async () => {
    const extra = {
      ...seeded(1)[0]!,
      futureField: { nested: [1, 2] },
      labels: ["C1"],
      expression: { type: "PQL", format: "pql/text", value: "a = 1", meta: "x" },
    };
    const emu = await emulator({ seed: { segments: [extra] } });
    const { client: c } = client(emu, { tokens: "static" });
    const got = await getSegmentDefinition(c, extra.id);
    expect(got.futureField).toEqual({ nested: [1, 2] });
    expect(got.labels).toEqual(["C1"]);
    expect(got.expression.meta).toBe("x");
  });

  it("a 200 whose body is not a definition is an invalid-response error naming the field", async () => {
    const emu = await emulator();
    const { client: c } = client(emu, { tokens: "static" });
    emu.faults.add({ path: `${SEGMENTS}/x`, fault: { kind: "status", status: 200, body: { id: "x", name: 42 } } });
    const error = (await getSegmentDefinition(c, "x").catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: "invalid-response", status: 200 });
    expect(error.message).toContain("name:");
  });
});

describe("a hand-written seed", () => {
  it("fills id, org, sandbox and timestamps, and is visible to whatever org calls", async () => {
    const emu = await emulator({
      seed: {
        segments: [
          {
            name: "seeded by hand",
            expression: { type: "PQL", format: "pql/text", value: "a = 1" },
            schema: { name: "_xdm.context.profile" },
          },
        ],
      },
    });
    const [s] = await listAllSegmentDefinitions(client(emu, { tokens: "static" }).client);
    expect(s).toMatchObject({ name: "seeded by hand", imsOrgId: ORG, sandbox: { sandboxName: "prod" }, profileInstanceId: "ups" });
    expect(s!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await listAllSegmentDefinitions(client(emu, { tokens: "static", sandbox: "dev" }).client)).toEqual([]);
  });
});
