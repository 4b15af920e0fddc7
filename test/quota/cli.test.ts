// `pql-audience quota` as a user runs it: the table, JSON with the same facts, and --fail-above
// as a CI gate (exit 1 above the threshold, 0 at or below it, 2 for a bad threshold); the
// sandbox's audience budgets under the data lifecycle quotas.
import { QUOTA_TYPES } from "../../src/text/quota-names.js";
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AepClient } from "../../src/api/http.js";
import { configureQuota } from "../../src/emulator/quota.js";
import type { Emulator } from "../../src/emulator/server.js";
import type { Json } from "../../src/emulator/state.js";
import { bin, workspace } from "../cli/helpers.js";
import { cli, envFor } from "../stream/cli.js";
import { emulatorAndClient } from "../stream/helpers.js";

let emulator: Emulator;
let client: AepClient;
let env: Record<string, string>;

/** The built command in another directory (where the nearest config is that directory's). */
function cliIn(cwd: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: { PATH: process.env.PATH ?? "", NO_COLOR: "1", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d));
    child.stderr.on("data", (d: Buffer) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Definitions of the sandbox the quota runs against ("dev"): 2 edge, 1 streaming, 3 batch. */
const definitions: Json[] = [
  ...[0, 1].map((i) => ({ name: `Edge ${i}`, evaluationInfo: { synchronous: { enabled: true } } })),
  { name: "Streaming", evaluationInfo: { continuous: { enabled: true } } },
  ...[0, 1, 2].map((i) => ({ name: `Batch ${i}`, evaluationInfo: { batch: { enabled: true } } })),
  // Another sandbox's: not counted.
  { name: "Elsewhere", sandbox: "prod", evaluationInfo: { synchronous: { enabled: true } } },
].map((d) => ({
  sandbox: "dev",
  expression: { type: "PQL", format: "pql/text", value: "person.age >= 18" },
  schema: { name: "_xdm.context.profile" },
  ...d,
}));

beforeAll(async () => {
  ({ emulator, client } = await emulatorAndClient({ seed: { segments: definitions } }));
  env = envFor(emulator.url);
  configureQuota(emulator.state, {
    datasetExpirationQuota: 4,
    dailyConsumerDeleteIdentitiesQuota: 10,
    monthlyConsumerDeleteIdentitiesQuota: 100,
  });
  // 3 of 4 expirations pending (75 %), 9 of 10 identities deleted today (90 %), 9 of 100 this month.
  for (const ds of ["a", "b", "c"])
    await client.request({ method: "POST", path: "/data/core/hygiene/ttl", json: { datasetId: ds, expiry: "2099-01-01T00:00:00Z" } });
  // createWorkOrder's body in data-hygiene.yaml: the IDs grouped by namespace.
  const namespacesIdentities = [{ namespace: { code: "email" }, IDs: Array.from({ length: 9 }, (_, i) => `u${i}@example.com`) }];
  await client.request({
    method: "POST",
    path: "/data/core/hygiene/workorder",
    json: { action: "delete_identity", datasetId: "ALL", namespacesIdentities },
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
    expect(run.stderr).toBe(
      "4 quotas; highest dailyConsumerDeleteIdentitiesQuota at 90.0 % (org TESTORG@AdobeOrg)\naudiences in sandbox dev: 2 of 150 edge, 1 of 500 streaming, 6 of 4,000 in all\n",
    );
  });

  it.each([
    ["89", 1, "; 1 above 89 %: dailyConsumerDeleteIdentitiesQuota"],
    ["90", 0, "; no quota above 90 %"],
    ["74.9", 1, "; 2 above 74.9 %: datasetExpirationQuota, dailyConsumerDeleteIdentitiesQuota"],
    ["100", 0, "; no quota above 100 %"],
  ])("--fail-above %s exits %i", async (pct, code, summary) => {
    const run = await cli(["quota", "--fail-above", pct], env);
    expect(run.code).toBe(code);
    expect(run.stderr.split("\n")[0]).toBe(
      `4 quotas; highest dailyConsumerDeleteIdentitiesQuota at 90.0 %${summary} (org TESTORG@AdobeOrg)`,
    );
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

  it.each(["weeklyQuota", "expirationDatasetQuota", "deleteIdentityWorkOrderDatasetQuota"])(
    "--type %s (unknown, or a legacy name) is refused with the four documented names, nothing sent",
    async (name) => {
      const before = emulator.stats.requests;
      const run = await cli(["quota", "--type", name], env);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        `Invalid values:\n  Argument: type, Given: "${name}", Choices: ${QUOTA_TYPES.map((t) => `"${t}"`).join(", ")}`,
      );
      expect(emulator.stats.requests).toBe(before);
    },
  );

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

  it("shows the sandbox's audience budgets under the data lifecycle quotas", async () => {
    const run = await cli(["quota"], env);
    expect(run.code).toBe(0);
    expect(run.stdout.slice(run.stdout.indexOf("\n\n") + 2)).toBe(
      [
        "AUDIENCES (sandbox dev)  USED  LIMIT                %",
        "edge audiences              2    150  ░░░░░░░░░░  1.3",
        "streaming audiences         1    500  ░░░░░░░░░░  0.2",
        "audiences                   6  4,000  ░░░░░░░░░░  0.1",
        "",
      ].join("\n"),
    );
  });

  it("the nearest config's budgets are the limits, and --fail-above gates them too", async () => {
    const dir = workspace({ "pql-audience.config.yaml": "budgets:\n  edge: 2\n  streaming: 1\n" });
    try {
      const run = await cliIn(dir, ["quota", "--fail-above", "95"]);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain("edge audiences              2      2  ██████████  100.0\n");
      expect(run.stderr).toContain(
        "audiences in sandbox dev: 2 of 2 edge, 1 of 1 streaming, 6 of 4,000 in all; above 95 %: edge audiences (2 of 2), streaming audiences (1 of 1)\n",
      );
      const json = JSON.parse((await cliIn(dir, ["quota", "--format", "json", "--fail-above", "95"])).stdout);
      expect(json.audiences).toEqual({
        sandbox: "dev",
        budgets: [
          { budget: "edge", used: 2, limit: 2, percentUsed: 100 },
          { budget: "streaming", used: 1, limit: 1, percentUsed: 100 },
          { budget: "audiences", used: 6, limit: 4000, percentUsed: 0.15 },
        ],
      });
      expect(json.above).toEqual(["budgets.edge", "budgets.streaming"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("--fail-above 1 exits 1 and names what is over: no quota, the edge budget (2 of 150, 1.3 %)", async () => {
    const run = await cli(["quota", "--fail-above", "1"], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("; 3 above 1 %: ");
    expect(run.stderr).toContain(
      "audiences in sandbox dev: 2 of 150 edge, 1 of 500 streaming, 6 of 4,000 in all; above 1 %: edge audiences (2 of 150)\n",
    );
  });

  it("over a budget, the summary says which", async () => {
    const dir = workspace({ "pql-audience.config.yaml": "budgets:\n  audiences: 5\n" });
    try {
      const run = await cliIn(dir, ["quota"]);
      expect(run.code).toBe(0);
      expect(run.stderr).toContain("6 of 5 in all; over budget: audiences\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
