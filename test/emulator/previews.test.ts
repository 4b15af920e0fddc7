// The emulator's previews and estimates, over loopback HTTP with plain fetch (the shapes on the
// wire, not the client's reading of them): 201 with a previewId, the job RUNNING on its first
// poll and RESULT_READY after, figures that say the whole store was read (standard error 0), a
// broken expression refused in AEP's problem shape, a malformed request, another sandbox's job.
import { describe, expect, it } from "vitest";
import { interact } from "../../src/api/edge.js";
import type { AepClient } from "../../src/api/http.js";
import type { Emulator } from "../../src/emulator/server.js";
import { client, emulator, ORG } from "../api/harness.js";
import { fillStore, NOW, oracle, PEOPLE } from "../api/preview-store.js";

const US = 'homeAddress.countryCode = "US"';

async function setUp(): Promise<{
  emu: Emulator;
  c: AepClient;
  call: (method: string, path: string, body?: unknown, sandbox?: string) => Promise<Response>;
}> {
  const emu = await emulator({ clock: { now: () => NOW } });
  const { client: c } = client(emu);
  await fillStore(c, emu.url);
  const token = emu.issueToken();
  const call = (method: string, path: string, body?: unknown, sandbox = "prod") =>
    fetch(`${emu.url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        "x-api-key": "emulator",
        "x-gw-ims-org-id": ORG,
        "x-sandbox-name": sandbox,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { emu, c, call };
}

const request = (predicateExpression: string, extra: Record<string, unknown> = {}) => ({
  predicateExpression,
  predicateType: "pql/text",
  predicateModel: "_xdm.context.profile",
  graphType: "none",
  ...extra,
});

describe("the emulator's previews and estimates", () => {
  it("answers 201 NEW, then RUNNING on the first poll and RESULT_READY with the whole store's figures after", async () => {
    const { call, emu } = await setUp();
    const created = await call("POST", "/data/core/ups/preview", request(US));
    expect(created.status).toBe(201);
    const job = (await created.json()) as Record<string, unknown>;
    expect(job).toMatchObject({ state: "NEW", previewQueryStatus: "NEW", previewExecutionId: 0 });
    expect(job.previewId).toMatch(/^[\w-]+$/);
    const first = await (await call("GET", `/data/core/ups/estimate/${job.previewId}`)).json();
    expect(first).toMatchObject({ state: "RUNNING", estimatedSize: 0, profilesReadSoFar: 0, totalRows: PEOPLE.length });
    const second = await call("GET", `/data/core/ups/estimate/${job.previewId}`);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({
      estimatedSize: oracle(US).length,
      numRowsToRead: PEOPLE.length,
      estimatedNamespaceDistribution: [
        { namespaceId: "ECID", profilesMatchedSoFar: 4 },
        { namespaceId: "Email", profilesMatchedSoFar: 1 },
      ],
      state: "RESULT_READY",
      profilesReadSoFar: PEOPLE.length,
      standardError: 0,
      error: { description: "", traceback: "" },
      profilesMatchedSoFar: 5,
      totalRows: PEOPLE.length,
      confidenceInterval: "95%",
      _links: { preview: `${emu.url}/data/core/ups/preview/${job.previewId}` },
    });
  });

  it("pages the qualifying profiles with links, each with its Profile Access _href", async () => {
    const { call, emu } = await setUp();
    const { previewId } = (await (await call("POST", "/data/core/ups/preview", request(US))).json()) as { previewId: string };
    await call("GET", `/data/core/ups/estimate/${previewId}`); // the job's first poll: RUNNING
    const page = (await (await call("GET", `/data/core/ups/preview/${previewId}?limit=3`)).json()) as Record<string, unknown>;
    expect(page.state).toBe("RESULT_READY");
    expect(page.page).toEqual({ offset: 0, size: 3, totalCount: 5 });
    expect(page.results).toEqual(
      oracle(US)
        .slice(0, 3)
        .map((key) => ({ [key]: { _href: `${emu.url}/data/core/ups/models/profile/${encodeURIComponent(key)}` } })),
    );
    expect(page.links).toEqual({
      _self: `/data/core/ups/preview/${previewId}?offset=0&limit=3`,
      next: `/data/core/ups/preview/${previewId}?offset=3&limit=3`,
      prev: "",
    });
    const last = (await (await call("GET", `/data/core/ups/preview/${previewId}?offset=3&limit=3`)).json()) as Record<string, unknown>;
    expect(last.links).toMatchObject({ next: "", prev: `/data/core/ups/preview/${previewId}?offset=0&limit=3` });
    expect(Object.keys((last.results as object[])[1]!)).toEqual([oracle(US)[4]]);
  });

  it("counts what the store holds when the job is created: a profile that arrives later is in the next job only", async () => {
    const { call, c, emu } = await setUp();
    const everCheckedOut = 'select X from xEvent where X.eventType = "commerce.checkouts"';
    const size = async (previewId: string) => {
      await call("GET", `/data/core/ups/estimate/${previewId}`);
      return ((await (await call("GET", `/data/core/ups/estimate/${previewId}`)).json()) as { estimatedSize: number }).estimatedSize;
    };
    const before = (await (await call("POST", "/data/core/ups/preview", request(everCheckedOut))).json()) as { previewId: string };
    await interact(c, {
      edgeUrl: emu.url,
      datastreamId: "ds-test",
      event: {
        xdm: { identityMap: { ECID: [{ id: "late", primary: true }] }, eventType: "commerce.checkouts", timestamp: "2026-03-01T11:00:00Z" },
      },
    });
    const after = (await (await call("POST", "/data/core/ups/preview", request(everCheckedOut))).json()) as { previewId: string };
    expect(oracle(everCheckedOut)).toHaveLength(5);
    expect(await size(before.previewId)).toBe(5);
    expect(await size(after.previewId)).toBe(6);
  });

  it("refuses an expression that is not valid PQL at once, in AEP's problem shape with the reasons", async () => {
    const { call } = await setUp();
    const r = await call("POST", "/data/core/ups/preview", request("homeAddress.countryCode = "));
    expect(r.status).toBe(400);
    const body = (await r.json()) as { type: string; title: string; status: number; detail: string; report: { reasons: unknown[] } };
    expect(body).toMatchObject({ type: "https://ns.adobe.com/aep/errors/UPS-1410-400", title: "Invalid PQL expression", status: 400 });
    expect(body.detail).toMatch(/^predicateExpression is not valid PQL: 1:\d+ /);
    expect(body.report.reasons[0]).toMatchObject({ line: 1, rule: expect.stringMatching(/^syntax\//) });
  });

  it.each([
    [
      "no expression",
      { predicateType: "pql/text", predicateModel: "_xdm.context.profile" },
      "predicateExpression must be a non-empty string",
    ],
    ["another predicate type", request(US, { predicateType: "pql/json" }), 'predicateType must be "pql/text"'],
    ["no model", request(US, { predicateModel: undefined }), "predicateModel must name the XDM class"],
    ["an unknown graph", request(US, { graphType: "full" }), 'graphType must be "none" or "pdg"'],
  ])("refuses a request with %s (400 UPS-1441)", async (_, body, detail) => {
    const { call } = await setUp();
    const r = await call("POST", "/data/core/ups/preview", body);
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ type: "https://ns.adobe.com/aep/errors/UPS-1441-400", detail: expect.stringContaining(detail) });
  });

  it("a job is its sandbox's: another sandbox, or an unknown id, gets 404 UPS-1440", async () => {
    const { call } = await setUp();
    const { previewId } = (await (await call("POST", "/data/core/ups/preview", request(US))).json()) as { previewId: string };
    const other = await call("GET", `/data/core/ups/estimate/${previewId}`, undefined, "dev");
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ type: "https://ns.adobe.com/aep/errors/UPS-1440-404", title: "Preview not found" });
    expect((await call("GET", "/data/core/ups/preview/unknown")).status).toBe(404);
    // The other sandbox's look did not count as the job's first poll.
    expect(((await (await call("GET", `/data/core/ups/estimate/${previewId}`)).json()) as { state: string }).state).toBe("RUNNING");
  });

  it("the endpoints are behind the gateway: a token it did not issue gets AEP's 401", async () => {
    const { emu } = await setUp();
    const r = await fetch(`${emu.url}/data/core/ups/preview`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        Authorization: "Bearer made-up",
        "x-api-key": "emulator",
        "x-gw-ims-org-id": ORG,
        "x-sandbox-name": "prod",
      },
      body: JSON.stringify(request(US)),
    });
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ error_code: "401013", message: "Oauth token is not valid" });
  });
});
