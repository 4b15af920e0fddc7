// Quota over real HTTP: the emulator counts only accepted work, per org, and resets daily and
// monthly counters on the GMT boundaries of its injected clock; the client reads it without a
// sandbox header and tolerates names and fields it does not know.
import { QUOTA_TYPES } from "../../src/text/quota-names.js";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAepClient } from "../../src/api/client.js";
import { ApiError } from "../../src/api/errors.js";
import type { AepClient } from "../../src/api/http.js";
import { getQuotas } from "../../src/api/quota.js";
import { configureQuota, parseQuotaLimits } from "../../src/emulator/quota.js";
import type { Emulator } from "../../src/emulator/server.js";
import { emulatorAndClient, manualClock } from "../stream/helpers.js";

const clock = manualClock("2026-11-30T23:50:00Z");
let emulator: Emulator;
let client: AepClient;
beforeEach(async () => {
  clock.set("2026-11-30T23:50:00Z");
  ({ emulator, client } = await emulatorAndClient({ clock }));
  configureQuota(emulator.state, {
    datasetExpirationQuota: 2,
    dailyConsumerDeleteIdentitiesQuota: 5,
    monthlyConsumerDeleteIdentitiesQuota: 8,
  });
});
afterEach(() => emulator.close());

const used = async () => Object.fromEntries((await getQuotas(client)).map((q) => [q.name, `${q.consumed}/${q.quota}`]));
// createWorkOrder's body in data-hygiene.yaml: identities grouped by namespace, `IDs` per namespace.
const namespacesIdentities = (n: number) => [
  { namespace: { code: "email" }, IDs: Array.from({ length: Math.ceil(n / 2) }, (_, i) => `user${i}@example.com`) },
  ...(n > 1 ? [{ namespace: { code: "ECID" }, IDs: Array.from({ length: Math.floor(n / 2) }, (_, i) => `ecid-${i}`) }] : []),
];
const deleteRecords = (n: number, extra: object = {}) =>
  client.request({
    method: "POST",
    path: "/data/core/hygiene/workorder",
    json: { action: "delete_identity", datasetId: "ALL", displayName: "test", namespacesIdentities: namespacesIdentities(n), ...extra },
  });
const expire = (datasetId: string, expiry = "2027-06-01T00:00:00Z") =>
  client.request({ method: "POST", path: "/data/core/hygiene/ttl", json: { datasetId, expiry } });

describe("counting accepted work", () => {
  it("counts identities of accepted record deletes; rejected requests change nothing", async () => {
    const accepted = await deleteRecords(3);
    // 200 and "identity-delete", as the spec answers (the request says "delete_identity").
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ action: "identity-delete", status: "received", datasetId: "ALL", operationCount: 3 });
    // Rejected in validation, in ErrorResponse400's {error_code, message}: the older `identities` form, a missing action.
    await expect(
      deleteRecords(2, { namespacesIdentities: undefined, identities: [{ namespace: { code: "email" }, id: "x" }] }),
    ).rejects.toMatchObject({ status: 400, code: "400304", detail: "namespacesIdentities must be a non-empty array" });
    await expect(deleteRecords(1, { action: "shred" })).rejects.toMatchObject({ status: 400, code: "400302" });
    // Rejected for quota: 3 + 4 > 5 a day.
    await expect(deleteRecords(4)).rejects.toMatchObject({
      status: 400,
      code: "400320",
      detail: "Quota exceeded: dailyConsumerDeleteIdentitiesQuota: 3 of 5 used; this request needs 4 more",
    });
    expect(await used()).toMatchObject({ dailyConsumerDeleteIdentitiesQuota: "3/5", monthlyConsumerDeleteIdentitiesQuota: "3/8" });
  });

  it("counts pending dataset expirations at once; cancelling or running one frees its place", async () => {
    const first = (await expire("ds1")).body as { ttlId: string };
    await expire("ds2", "2026-12-01T00:10:00Z");
    await expect(expire("ds3")).rejects.toMatchObject({ status: 400, code: "HYGN-3200-400" });
    // The list in TTLListResponse's shape.
    expect((await client.request({ method: "GET", path: "/data/core/hygiene/ttl", query: { limit: 1 } })).body).toMatchObject({
      results: [{ datasetId: "ds1", status: "pending" }],
      current_page: 1,
      total_pages: 2,
      total_count: 2,
    });
    await expect(expire("ds1")).rejects.toMatchObject({ status: 400, code: "HYGN-3103-400" });
    expect((await used()).datasetExpirationQuota).toBe("2/2");
    await client.request({ method: "DELETE", path: `/data/core/hygiene/ttl/${first.ttlId}` });
    expect((await used()).datasetExpirationQuota).toBe("1/2");
    clock.set("2026-12-01T00:10:00Z"); // ds2's expiry passes: it runs, it is no longer pending
    expect((await used()).datasetExpirationQuota).toBe("0/2");
  });
});

describe("GMT boundaries (injected clock)", () => {
  it("the daily counter resets at 00:00 GMT, the monthly one on the 1st, and not before", async () => {
    await deleteRecords(4); // Nov 30, 23:50
    expect(await used()).toMatchObject({ dailyConsumerDeleteIdentitiesQuota: "4/5", monthlyConsumerDeleteIdentitiesQuota: "4/8" });
    clock.set("2026-11-30T23:59:59.999Z");
    expect(await used()).toMatchObject({ dailyConsumerDeleteIdentitiesQuota: "4/5", monthlyConsumerDeleteIdentitiesQuota: "4/8" });
    clock.set("2026-12-01T00:00:00.000Z"); // a new day and a new month
    expect(await used()).toMatchObject({ dailyConsumerDeleteIdentitiesQuota: "0/5", monthlyConsumerDeleteIdentitiesQuota: "0/8" });
    await deleteRecords(5);
    clock.set("2026-12-02T00:00:00Z"); // a new day, same month
    expect(await used()).toMatchObject({ dailyConsumerDeleteIdentitiesQuota: "0/5", monthlyConsumerDeleteIdentitiesQuota: "5/8" });
    await deleteRecords(3);
    // The monthly limit now binds although the day has room.
    await expect(deleteRecords(1)).rejects.toMatchObject({
      detail: "Quota exceeded: monthlyConsumerDeleteIdentitiesQuota: 8 of 8 used; this request needs 1 more",
    });
    clock.set("2027-01-01T00:00:00Z");
    expect(await used()).toMatchObject({ dailyConsumerDeleteIdentitiesQuota: "0/5", monthlyConsumerDeleteIdentitiesQuota: "0/8" });
  });
});

describe("the quota call", () => {
  it("sends no x-sandbox-name (quota is org-level) and filters by quotaType", async () => {
    const lines: string[] = [];
    const debugClient = createAepClient(
      {
        clientId: "c",
        clientSecret: "c-secret",
        scopes: "openid",
        orgId: "TESTORG@AdobeOrg",
        sandbox: "dev",
        baseUrl: emulator.url,
        imsUrl: emulator.url,
      },
      { debug: (l) => lines.push(l) },
    );
    const quotas = await getQuotas(debugClient, { quotaType: "datasetExpirationQuota" });
    expect(quotas.map((q) => q.name)).toEqual(["datasetExpirationQuota"]);
    expect(lines.join("\n")).toContain("x-gw-ims-org-id");
    expect(lines.join("\n")).not.toContain("x-sandbox-name");
  });

  it("keeps organisations apart", async () => {
    await deleteRecords(2);
    const other = createAepClient({
      clientId: "c",
      clientSecret: "c-secret",
      scopes: "openid",
      orgId: "OTHER@AdobeOrg",
      sandbox: "dev",
      baseUrl: emulator.url,
      imsUrl: emulator.url,
    });
    expect((await getQuotas(other, { quotaType: "dailyConsumerDeleteIdentitiesQuota" }))[0]!.consumed).toBe(0);
  });

  it.each(["nope", "expirationDatasetQuota", "deleteIdentityWorkOrderDatasetQuota"])(
    "quotaType %s (unknown, or a legacy name) is a 400 naming the four valid ones, as the CLI refuses it",
    async (quotaType) => {
      const request = client.request({ method: "GET", path: "/data/core/hygiene/quota", query: { quotaType }, sandbox: false });
      await expect(request).rejects.toMatchObject({
        status: 400,
        code: "400001",
        detail: expect.stringContaining(QUOTA_TYPES.join(", ")),
      });
    },
  );

  it("parses the --quota option", () => {
    expect(parseQuotaLimits("datasetExpirationQuota=100, dailyConsumerDeleteIdentitiesQuota=5000")).toEqual({
      datasetExpirationQuota: 100,
      dailyConsumerDeleteIdentitiesQuota: 5000,
    });
    expect(() => parseQuotaLimits("dailyQuota=5")).toThrow(/unknown quota "dailyQuota"/);
    expect(() => parseQuotaLimits("datasetExpirationQuota=-1")).toThrow(/whole number/);
  });
});

describe("a service answering names and fields we do not know", () => {
  it("passes unknown names through, accepts numbers as strings, keeps extra fields", async () => {
    const body = {
      quotas: [
        { name: "expirationDatasetQuota", consumed: "7", quota: "10", region: "va7" },
        { name: "brandNewQuota", consumed: 1, quota: 2 },
      ],
      extra: {},
    };
    const server = createServer((_, res) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body)));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const raw = createAepClient({
      clientId: "c",
      accessToken: "token-abcdef",
      scopes: "openid",
      orgId: "O@AdobeOrg",
      sandbox: "dev",
      baseUrl: url,
      imsUrl: url,
    });
    try {
      expect(await getQuotas(raw)).toEqual([
        { name: "expirationDatasetQuota", consumed: 7, quota: 10, region: "va7" },
        { name: "brandNewQuota", consumed: 1, quota: 2 },
      ]);
    } finally {
      server.close();
    }
  });

  it("a body without quotas is an invalid-response error, not a crash", async () => {
    const server = createServer((_, res) => res.writeHead(200, { "content-type": "application/json" }).end('{"items":[]}'));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const raw = createAepClient({
      clientId: "c",
      accessToken: "token-abcdef",
      scopes: "openid",
      orgId: "O@AdobeOrg",
      sandbox: "dev",
      baseUrl: url,
      imsUrl: url,
    });
    try {
      const error = await getQuotas(raw).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        kind: "invalid-response",
        detail: "expected {quotas:[{name, consumed, quota}]}; quotas: Invalid input: expected array, received undefined",
      });
    } finally {
      server.close();
    }
  });
});
