// The emulated Flow Service, Schema Registry, Catalog and Data Prep answer with the statuses and
// shapes the reference gives ("Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md): one row per request.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AepClient, ApiResponse } from "../../src/api/http.js";
import type { Emulator } from "../../src/emulator/server.js";
import { emulatorAndClient } from "./helpers.js";

let emulator: Emulator;
let client: AepClient;
beforeEach(async () => ({ emulator, client } = await emulatorAndClient()));
afterEach(() => emulator.close());

const FS = "/data/foundation/flowservice";
const send = (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, json?: unknown, headers?: Record<string, string>) =>
  client
    .request({ method, path, json, headers })
    .catch((e: { status: number; code?: string }) => ({ status: e.status, code: e.code }) as unknown as ApiResponse & { code?: string });

async function dataset() {
  const schema = (
    await send("POST", "/data/foundation/schemaregistry/tenant/schemas", {
      title: "T",
      type: "object",
      allOf: [{ $ref: "https://ns.adobe.com/xdm/context/experienceevent" }],
    })
  ).body as { $id: string; "meta:altId": string };
  const ds = (
    await send("POST", "/data/foundation/catalog/dataSets?requestDataSource=true", {
      name: "D",
      schemaRef: { id: schema.$id, contentType: "application/vnd.adobe.xed+json;version=1" },
    })
  ).body as string[];
  return { schema, datasetId: ds[0]!.slice("@/dataSets/".length) };
}

describe("status codes and shapes", () => {
  it("creates answer 201 {id, etag} with a Location; GET by id answers {items:[one]}; DELETE 204", async () => {
    const created = await send("POST", `${FS}/connections`, {
      name: "b",
      connectionSpec: { id: "bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb", version: "1.0" },
      auth: { specName: "Streaming Connection", params: { dataType: "raw" } },
    });
    const { id, etag } = created.body as { id: string; etag: string };
    expect(created.status).toBe(201);
    expect(created.headers.get("location")).toBe(`${FS}/connections/${id}`);
    expect(etag).toMatch(/^"[0-9a-f-]{36}"$/);
    const got = await send("GET", `${FS}/connections/${id}`);
    expect(got.status).toBe(200);
    const items = (got.body as { items: Record<string, unknown>[] }).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id,
      etag,
      version: etag,
      state: "enabled",
      auth: { params: { inletUrl: expect.stringMatching(new RegExp(`^${emulator.url}/collection/[0-9a-f]{32}$`)) } },
    });
    expect((await send("DELETE", `${FS}/connections/${id}`)).status).toBe(204);
    expect(await send("GET", `${FS}/connections/${id}`)).toMatchObject({ status: 404, code: "FLOW-1439-404" });
  });

  it('schema 201 with $id and meta:altId; dataset 201 ["@/dataSets/<id>"]; mapping set 200 {id, version: 0}', async () => {
    const { schema, datasetId } = await dataset();
    expect(schema.$id).toMatch(/^https:\/\/ns\.adobe\.com\/_emulator\/schemas\/[0-9a-f]{32}$/);
    expect(datasetId).toMatch(/^[0-9a-f]{24}$/);
    const mapping = await send("POST", "/data/foundation/conversion/mappingSets", {
      outputSchema: { schemaRef: { id: schema.$id } },
      mappings: [{ source: "a", destination: "b" }],
    });
    expect(mapping.status).toBe(200);
    expect(mapping.body).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{32}$/), version: 0 });
    // A schema a dataset uses cannot go; the dataset first, then the schema by meta:altId.
    expect(await send("DELETE", `/data/foundation/schemaregistry/tenant/schemas/${encodeURIComponent(schema.$id)}`)).toMatchObject({
      status: 409,
      code: "XDM-1017-409",
    });
    expect((await send("DELETE", `/data/foundation/catalog/dataSets/${datasetId}`)).status).toBe(200);
    expect((await send("DELETE", `/data/foundation/schemaregistry/tenant/schemas/${schema["meta:altId"]}`)).status).toBe(204);
  });

  it.each([
    [
      "a flow with state in the body",
      "flows",
      { name: "f", flowSpec: { id: "x" }, state: "enabled", sourceConnectionIds: ["s"], targetConnectionIds: ["t"] },
      "FLOW-1410-400",
    ],
    [
      "a flow with unknown connections",
      "flows",
      { name: "f", flowSpec: { id: "x" }, sourceConnectionIds: ["s"], targetConnectionIds: ["t"] },
      "FLOW-1400-400",
    ],
    [
      "a target connection to a missing dataset",
      "targetConnections",
      {
        name: "t",
        connectionSpec: { id: "c604ff05-7f1a-43c0-8e18-33bf874cb11c" },
        data: { schema: { id: "s" } },
        params: { dataSetId: "nope" },
      },
      "FLOW-1400-400",
    ],
    ["a source connection without a name", "sourceConnections", { connectionSpec: { id: "x" } }, "FLOW-1400-400"],
  ])("%s is a 400 %s", async (_, resource, body, code) => {
    expect(await send("POST", `${FS}/${resource}`, body)).toMatchObject({ status: 400, code });
  });

  it("lists filter with property=field==value and field[]==value, and page with continuationToken", async () => {
    for (const name of ["a", "b", "c"])
      await send("POST", `${FS}/sourceConnections`, {
        name,
        connectionSpec: { id: "96479064-7b8a-4d69-b9ed-21c5683837ea" },
        data: { format: "json" },
      });
    const page = (await send("GET", `${FS}/sourceConnections?limit=2`)).body as { items: unknown[]; _links: { next?: { href: string } } };
    expect(page.items).toHaveLength(2);
    expect(page._links.next?.href).toBe("/sourceConnections?continuationToken=2&limit=2");
    const named = (await send("GET", `${FS}/sourceConnections?property=name==b,c`)).body as { items: { name: string }[] };
    expect(named.items.map((i) => i.name)).toEqual(["b", "c"]);
    expect(await send("GET", `${FS}/flows?property=name~x`)).toMatchObject({ status: 400, code: "FLOW-1440-400" });
  });

  it("PATCH cannot change the connection spec or read-only fields", async () => {
    const { id } = (
      await send("POST", `${FS}/sourceConnections`, { name: "s", connectionSpec: { id: "96479064-7b8a-4d69-b9ed-21c5683837ea" } })
    ).body as { id: string };
    const etag = ((await send("GET", `${FS}/sourceConnections/${id}`)).body as { items: { etag: string }[] }).items[0]!.etag;
    expect(
      await send("PATCH", `${FS}/sourceConnections/${id}`, [{ op: "replace", path: "/connectionSpec/id", value: "x" }], {
        "If-Match": etag,
      }),
    ).toMatchObject({ status: 400, code: "FLOW-1414-400" });
    expect(
      await send("PATCH", `${FS}/sourceConnections/${id}`, [{ op: "replace", path: "/id", value: "x" }], { "If-Match": etag }),
    ).toMatchObject({ status: 400 });
    expect(
      await send("PATCH", `${FS}/sourceConnections/${id}`, { op: "replace", path: "/name", value: "x" }, { "If-Match": etag }),
    ).toMatchObject({ status: 400 });
  });
});

describe("the inlet", () => {
  it("asks for a token when its base connection requires authentication (401, status as a string)", async () => {
    const { id } = (
      await send("POST", `${FS}/connections`, {
        name: "b",
        connectionSpec: { id: "bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb" },
        auth: { specName: "Streaming Connection", params: { authenticationRequired: true } },
      })
    ).body as { id: string };
    const inlet = ((await send("GET", `${FS}/connections/${id}`)).body as { items: { auth: { params: { inletUrl: string } } }[] }).items[0]!
      .auth.params.inletUrl;
    const json = { method: "POST", headers: { "content-type": "application/json", "x-sandbox-name": "prod" }, body: "{}" };
    const refused = await fetch(inlet, json);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ status: "401", title: "Authorization" });
    const accepted = await fetch(inlet, { ...json, headers: { ...json.headers, authorization: "Bearer t" } });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      inletId: expect.any(String),
      xactionId: expect.any(String),
      receivedTimeMs: expect.any(Number),
    });
  });

  it("an unknown inlet is a 404", async () => {
    expect(
      (await fetch(`${emulator.url}/collection/nope`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }))
        .status,
    ).toBe(404);
  });
});
