// The documented operations a team's own scripts call next to ours, served as Adobe's OpenAPI
// descriptions give them (https://github.com/AdobeDocs/experience-platform-apis,
// static/swagger-specs/): one case per operation, over loopback HTTP through the real client.
// The shapes are held field by field by the contract test (test/contract/); this checks that each
// is answered (no 404/405) and does what it says.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AepClient } from "../../src/api/http.js";
import type { Emulator } from "../../src/emulator/server.js";
import { createStream } from "../../src/stream/create.js";
import { parseStreamSpec } from "../../src/stream/spec-problems.js";
import { emulatorAndClient } from "../stream/helpers.js";
import { readFileSync } from "node:fs";

let emulator: Emulator;
let client: AepClient;
let made: Awaited<ReturnType<typeof createStream>>;
const EXAMPLE = new URL("../../examples/stream.yaml", import.meta.url).pathname;
const id = (step: string) => made.resources.find((r) => r.step === step)!.id;
const call = async (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, json?: unknown, query?: Record<string, string>) => {
  const response = await client.request({ method, path, json, query });
  return { status: response.status, body: response.body as Record<string, unknown> };
};

beforeAll(async () => {
  ({ emulator, client } = await emulatorAndClient());
  made = await createStream(parseStreamSpec(readFileSync(EXAMPLE, "utf8"), EXAMPLE), client);
});
afterAll(() => emulator.close());

describe("data-prep.yaml: mapping sets", () => {
  const base = "/data/foundation/conversion/mappingSets";
  it("retrieveMappingSet and putMappingSet (the version goes up)", async () => {
    const got = await call("GET", `${base}/${id("mappingSet")}`);
    expect(got).toMatchObject({ status: 200, body: { id: id("mappingSet"), version: 0 } });
    const mappings = [{ sourceType: "ATTRIBUTE", source: "member_id", destination: "loyalty.memberId" }];
    expect(await call("PUT", `${base}/${id("mappingSet")}`, { ...got.body, mappings })).toMatchObject({
      status: 200,
      body: { version: 1, mappings },
    });
  });
  it("validateMappingSet: a destination the schema lacks fails", async () => {
    const outputSchema = { schemaRef: { id: id("schema"), contentType: "application/vnd.adobe.xed-full+json;version=1" } };
    const mappings = [
      { source: "points", destination: "loyalty.points" },
      { source: "x", destination: "loyalty.nothing" },
    ];
    const { body } = await call("POST", `${base}/validate`, { outputSchema, mappings });
    expect((body.validationResponse as { status: string }[]).map((v) => v.status)).toEqual(["SUCCESS", "FAILED"]);
  });
  it("previewMappingSet: the record mapped, and the sources it lacks", async () => {
    const mappingSet = {
      mappings: [
        { source: "points", destination: "loyalty.points" },
        { source: "tier", destination: "loyalty.tier" },
      ],
    };
    expect(await call("POST", `${base}/preview`, { data: [{ points: 4 }], mappingSet })).toMatchObject({
      status: 200,
      body: { data: { loyalty: { points: 4 } }, errors: [{ source: "tier", destination: "loyalty.tier" }] },
    });
  });
  it("listMappingSets without limit and start is refused (both are required)", async () => {
    await expect(call("GET", base)).rejects.toMatchObject({ status: 400 });
    expect((await call("GET", base, undefined, { limit: "10", start: "0" })).body).toMatchObject({ _page: { count: 1, limit: 10 } });
  });
  it("has no DELETE, as data-prep.yaml has none", async () => {
    await expect(call("DELETE", `${base}/${id("mappingSet")}`)).rejects.toMatchObject({ status: 405 });
  });
});

describe("catalog.yaml: a dataset", () => {
  it("retrieveDataset answers {id: dataset}; patchDataset changes the name", async () => {
    const path = `/data/foundation/catalog/dataSets/${id("dataset")}`;
    expect((await call("GET", path)).body[id("dataset")]).toMatchObject({ name: "Loyalty events" });
    expect(await call("PATCH", path, { name: "Loyalty events (renamed)" })).toMatchObject({
      status: 200,
      body: [`@/dataSets/${id("dataset")}`],
    });
    expect((await call("GET", path)).body[id("dataset")]).toMatchObject({ name: "Loyalty events (renamed)" });
  });
});

describe("data-hygiene.yaml: expirations and work orders", () => {
  it("getTtl and listTtl; createWorkOrder, getWorkOrders and getWorkOrderById", async () => {
    const ttl = await call("POST", "/data/core/hygiene/ttl", { datasetId: id("dataset"), expiry: "2999-01-01", displayName: "later" });
    expect(ttl.status).toBe(201);
    expect(await call("GET", `/data/core/hygiene/ttl/${ttl.body.ttlId}`)).toMatchObject({
      body: { ttlId: ttl.body.ttlId, status: "pending" },
    });
    const order = await call("POST", "/data/core/hygiene/workorder", {
      action: "delete_identity",
      datasetId: "ALL",
      displayName: "one",
      namespacesIdentities: [{ namespace: { code: "email" }, IDs: ["a@example.com", "b@example.com"] }],
    });
    expect(order).toMatchObject({ status: 200, body: { action: "identity-delete", operationCount: 2 } });
    expect((await call("GET", "/data/core/hygiene/workorder")).body).toMatchObject({
      total: 1,
      count: 1,
      results: [{ workorderId: order.body.workorderId }],
    });
    expect((await call("GET", `/data/core/hygiene/workorder/${order.body.workorderId}`)).body).toMatchObject({ datasetId: "ALL" });
    await expect(call("GET", "/data/core/hygiene/workorder/DI-nope")).rejects.toMatchObject({ status: 404, code: "404003" });
  });
});

describe("segmentation.yaml and profile.yaml", () => {
  it("bulkGetSegmentDefinitions answers 207 with the found ones; deletePreview; merge policies' _page.count", async () => {
    const created = await call("POST", "/data/core/ups/segment/definitions", {
      name: "bulk one",
      expression: { type: "PQL", format: "pql/text", value: 'homeAddress.countryCode = "US"' },
      schema: { name: "_xdm.context.profile" },
    });
    const bulk = await call("POST", "/data/core/ups/segment/definitions/bulk-get", { ids: [{ id: created.body.id }, { id: "nope" }] });
    expect(bulk.status).toBe(207);
    expect(Object.keys(bulk.body.results as object)).toEqual([created.body.id]);
    const job = await call("POST", "/data/core/ups/preview", {
      predicateExpression: "a = 1",
      predicateType: "pql/text",
      predicateModel: "_xdm.context.profile",
    });
    expect(await call("DELETE", `/data/core/ups/preview/${job.body.previewId}`)).toMatchObject({ status: 200, body: { status: true } });
    await expect(call("GET", `/data/core/ups/preview/${job.body.previewId}`)).rejects.toMatchObject({ status: 404 });
    const policies = await call("GET", "/data/core/ups/config/mergePolicies");
    expect((policies.body._page as { count: number }).count).toBe((policies.body.children as unknown[]).length);
  });
});

describe("flow-service.yaml and IMS", () => {
  it("listConnectionSpecs and listFlowSpecs, filtered by property", async () => {
    const specs = await call("GET", "/data/foundation/flowservice/connectionSpecs", undefined, { property: "name==http-connector" });
    expect((specs.body.items as { id: string }[]).map((s) => s.id)).toEqual(["bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb"]);
    const flows = await call("GET", "/data/foundation/flowservice/flowSpecs");
    expect((flows.body.items as { id: string }[]).map((s) => s.id)).toContain("c1a19761-d2c7-4702-b9fa-fe91f0613e81");
  });
  it("retrieveConnectionSpec and retrieveFlowSpec: one spec by id in {items: [spec]}, an unknown id 404", async () => {
    const spec = await call("GET", "/data/foundation/flowservice/connectionSpecs/bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb");
    expect(spec).toMatchObject({ status: 200, body: { items: [{ id: "bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb", name: "http-connector" }] } });
    const flow = await call("GET", "/data/foundation/flowservice/flowSpecs/c1a19761-d2c7-4702-b9fa-fe91f0613e81");
    expect(flow).toMatchObject({ status: 200, body: { items: [{ id: "c1a19761-d2c7-4702-b9fa-fe91f0613e81", name: "Mapping" }] } });
    await expect(call("GET", "/data/foundation/flowservice/connectionSpecs/nope")).rejects.toMatchObject({ status: 404 });
    await expect(call("GET", "/data/foundation/flowservice/flowSpecs/nope")).rejects.toMatchObject({ status: 404 });
  });
  it("retrieveFlowRun: the run listFlowRuns lists, by its id; an unknown id 404", async () => {
    const sent = await fetch(made.inletUrl!, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-sandbox-name": "dev", "x-adobe-flow-id": made.flowId },
      body: JSON.stringify({ member_id: "m1", points: 3 }),
    });
    expect(sent.status).toBe(200);
    const listed = await call("GET", "/data/foundation/flowservice/runs", undefined, { property: `flowId==${made.flowId}` });
    const [run] = listed.body.items as { id: string }[];
    expect(await call("GET", `/data/foundation/flowservice/runs/${run!.id}`)).toMatchObject({
      status: 200,
      body: { items: [{ id: run!.id, flowId: made.flowId, metrics: { recordSummary: { inputRecordCount: 1 } } }] },
    });
    await expect(call("GET", "/data/foundation/flowservice/runs/nope")).rejects.toMatchObject({ status: 404 });
  });
  it("POST /ims/token/v2 with the fields in the query string, as Adobe's Postman collection sends them", async () => {
    const url = new URL("/ims/token/v2", emulator.url);
    for (const [k, v] of Object.entries({ grant_type: "client_credentials", client_id: "c", client_secret: "s", scope: "openid" }))
      url.searchParams.set(k, v);
    const response = await fetch(url, { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token_type: "bearer", expires_in: expect.any(Number) });
  });
});
