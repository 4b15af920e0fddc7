// `pql-audience quota` as a user runs it: the table, JSON with the same facts, and --fail-above
// as a CI gate (exit 1 above the threshold, 0 at or below it, 2 for a bad threshold).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AepClient } from "../../src/api/http.js";
import { configureQuota } from "../../src/emulator/quota.js";
import type { Emulator } from "../../src/emulator/server.js";
import { cli, envFor } from "../stream/cli.js";
import { emulatorAndClient } from "../stream/helpers.js";

let emulator: Emulator;
let client: AepClient;
let env: Record<string, string>;

beforeAll(async () => {
  ({ emulator, client } = await emulatorAndClient());
  env = envFor(emulator.url);
  configureQuota(emulator.state, {
    datasetExpirationQuota: 4,
    dailyConsumerDeleteIdentitiesQuota: 10,
    monthlyConsumerDeleteIdentitiesQuota: 100,
  });
  // 3 of 4 expirations pending (75 %), 9 of 10 identities deleted today (90 %), 9 of 100 this month.
  for (const ds of ["a", "b", "c"])
    await client.request({ method: "POST", path: "/data/core/hygiene/ttl", json: { datasetId: ds, expiry: "2099-01-01T00:00:00Z" } });
  const identities = Array.from({ length: 9 }, (_, i) => ({ namespace: { code: "email" }, id: `u${i}@example.com` }));
  await client.request({
    method: "POST",
    path: "/data/core/hygiene/workorder",
    json: { action: "delete_identity", datasetId: "ALL", identities },
  });
});
afterAll(() => emulator.close());

describe("quota", () => {
  it("prints a table on stdout and a summary on stderr", async () => {
    const run = await cli(["quota"], env);
    expect(run.code).toBe(0);
    const rows = run.stdout.trimEnd().split("\n");
    expect(rows[0]).toMatch(/^QUOTA\s+CONSUMED\s+LIMIT\s+%\s+RESETS$/);
    expect(rows[1]).toMatch(/^datasetExpirationQuota\s+3\s+4\s+████████░░\s+75\.0\s+does not reset \(pending at once\)$/);
    expect(rows[2]).toMatch(/^dailyConsumerDeleteIdentitiesQuota\s+9\s+10\s+█████████░\s+90\.0\s+\d{4}-\d\d-\d\d 00:00 GMT \(in .+\)$/);
    expect(rows[3]).toMatch(/^monthlyConsumerDeleteIdentitiesQuota\s+9\s+100\s+█░░░░░░░░░\s+9\.0\s+\d{4}-\d\d-01 00:00 GMT \(in .+\)$/);
    expect(run.stdout).not.toMatch(/\u001b/); // NO_COLOR, and not a TTY
    expect(run.stderr).toBe("4 quotas; highest dailyConsumerDeleteIdentitiesQuota at 90.0 % (org TESTORG@AdobeOrg)\n");
  });

  it.each([
    ["89", 1, "; 1 above 89 %: dailyConsumerDeleteIdentitiesQuota"],
    ["90", 0, "; none above 90 %"],
    ["74.9", 1, "; 2 above 74.9 %: datasetExpirationQuota, dailyConsumerDeleteIdentitiesQuota"],
    ["100", 0, "; none above 100 %"],
  ])("--fail-above %s exits %i", async (pct, code, summary) => {
    const run = await cli(["quota", "--fail-above", pct], env);
    expect(run.code).toBe(code);
    expect(run.stderr).toBe(`4 quotas; highest dailyConsumerDeleteIdentitiesQuota at 90.0 %${summary} (org TESTORG@AdobeOrg)\n`);
  });

  it.each([["150"], ["-1"], ["ninety"]])("--fail-above %s is a usage error (exit 2)", async (pct) => {
    const run = await cli(["quota", "--fail-above", pct], env);
    expect(run.code).toBe(2);
  });

  it("--format json carries the same facts, and --fail-above still sets the exit code", async () => {
    const run = await cli(["quota", "--format", "json", "--fail-above", "80"], env);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ failAbove: 80, above: ["dailyConsumerDeleteIdentitiesQuota"] });
    expect(report.quotas[0]).toEqual({
      name: "datasetExpirationQuota",
      description: expect.any(String),
      consumed: 3,
      quota: 4,
      percentUsed: 75,
      period: "concurrent",
      resetsAt: null,
    });
    expect(report.quotas[1]).toMatchObject({
      name: "dailyConsumerDeleteIdentitiesQuota",
      percentUsed: 90,
      period: "daily",
      resetsAt: expect.stringMatching(/T00:00:00\.000Z$/),
    });
  });

  it("--type asks for one quota", async () => {
    const run = await cli(["quota", "--type", "datasetExpirationQuota", "--format", "json"], env);
    expect(JSON.parse(run.stdout).quotas.map((q: { name: string }) => q.name)).toEqual(["datasetExpirationQuota"]);
  });

  it("an unknown --type: a note, then the service's 400, exit 2", async () => {
    const run = await cli(["quota", "--type", "weeklyQuota"], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('note: "weeklyQuota" is not a quota name pql-audience knows; asking anyway');
    expect(run.stderr).toContain("could not read the quota: GET /data/core/hygiene/quota failed with HTTP 400 400001: unknown quotaType");
  });

  it("a 403 names the entitlement Data Lifecycle needs", async () => {
    emulator.faults.add({
      method: "GET",
      path: "/data/core/hygiene/quota",
      fault: { kind: "status", status: 403, body: { error_code: "403027", message: "User region is missing" } },
    });
    const run = await cli(["quota"], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("HTTP 403 403027: User region is missing");
    expect(run.stderr).toContain("Data Lifecycle quotas need Healthcare Shield or Privacy & Security Shield");
  });
});
