// Monitoring a dataflow: the emulator's runs (listFlowRuns, flow-service.yaml) count what the inlet
// received for the dataflow and what the record check refused, per hour of its clock; the client
// reads them, and `stream runs` / `stream get` show them.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listFlowRuns, runSummary } from "../../src/api/flow-runs.js";
import type { AepClient } from "../../src/api/http.js";
import type { Emulator } from "../../src/emulator/server.js";
import { createStream } from "../../src/stream/create.js";
import { parseStreamSpec } from "../../src/stream/spec-problems.js";
import { cli, envFor } from "./cli.js";
import { emulatorAndClient, manualClock } from "./helpers.js";

const EXAMPLE = new URL("../../examples/stream.yaml", import.meta.url).pathname;
const clock = manualClock("2026-12-01T10:15:00Z");
let emulator: Emulator;
let client: AepClient;
let flowId = "";
let inlet = "";

const send = (record: unknown) =>
  fetch(inlet, {
    method: "POST",
    headers: { "content-type": "application/json", "x-sandbox-name": "dev", "x-adobe-flow-id": flowId },
    body: JSON.stringify(record),
  });

beforeAll(async () => {
  ({ emulator, client } = await emulatorAndClient({ clock }));
  const made = await createStream(parseStreamSpec(readFileSync(EXAMPLE, "utf8"), EXAMPLE), client);
  flowId = made.flowId;
  inlet = made.inletUrl!;
});
afterAll(() => emulator.close());

describe("listFlowRuns", () => {
  it("no records, no runs", async () => {
    expect(await listFlowRuns(client, flowId)).toEqual([]);
  });

  it("one run per hour: records in, out and failed (the record check's refusals, with their errors), status and duration", async () => {
    expect((await send({ member_id: "m1", points: 3 })).status).toBe(200);
    clock.set("2026-12-01T10:20:00Z");
    expect((await send({ member_id: "m2", points: "ten" })).status).toBe(200); // accepted at the inlet, failed in the run
    expect((await send({ member_id: "m3", points: 4 })).status).toBe(200);
    clock.set("2026-12-01T11:05:00Z");
    expect((await send({ member_id: 7 })).status).toBe(200);

    const runs = (await listFlowRuns(client, flowId)).map((r) => runSummary(r, clock.now()));
    expect(runs).toEqual([
      {
        id: expect.any(String),
        status: "inProgress",
        startedAt: Date.parse("2026-12-01T11:05:00Z"),
        completedAt: undefined,
        durationMs: 0,
        input: 1,
        output: 0,
        failed: 1,
        errors: [{ code: "EMULATOR-RECORD-TYPE", message: "member_id (mapped to loyalty.memberId): expected string, got integer 7" }],
      },
      {
        id: expect.any(String),
        status: "partialSuccess",
        startedAt: Date.parse("2026-12-01T10:15:00Z"),
        completedAt: Date.parse("2026-12-01T11:00:00Z"),
        durationMs: 45 * 60_000,
        input: 3,
        output: 2,
        failed: 1,
        errors: [{ code: "EMULATOR-RECORD-TYPE", message: 'points (mapped to loyalty.points): expected integer, got string "ten"' }],
      },
    ]);
    clock.set("2026-12-01T12:00:00Z");
    expect((await listFlowRuns(client, flowId)).map((r) => r.metrics?.statusSummary?.status)).toEqual(["failed", "partialSuccess"]);
  });

  it("another dataflow's runs are not listed", async () => {
    expect(await listFlowRuns(client, "no-such-flow")).toEqual([]);
  });
});

describe("stream runs and stream get", () => {
  it("stream runs: a table, the errors, a summary; --format json; stream get shows the run summary", async () => {
    const env = envFor(emulator.url);
    const text = await cli(["stream", "runs", flowId], env);
    expect(text.code).toBe(0);
    expect(text.stdout.split("\n").slice(0, 3)).toEqual([
      "STARTED               STATUS          IN  OUT  FAILED  DURATION    RUN",
      expect.stringMatching(/^2026-12-01 11:05 GMT {2}failed {11}1 {4}0 {7}1 {2}55 min 0 s {2}\S+$/),
      expect.stringMatching(/^2026-12-01 10:15 GMT {2}partialSuccess {3}3 {4}2 {7}1 {2}45 min 0 s {2}\S+$/),
    ]);
    expect(text.stdout).toContain('EMULATOR-RECORD-TYPE points (mapped to loyalty.points): expected integer, got string "ten"');
    expect(text.stderr).toBe(`2 runs, latest failed (1 in, 0 out, 1 failed); in all 4 in, 2 out, 2 failed (dataflow ${flowId})\n`);
    const json = JSON.parse((await cli(["stream", "runs", flowId, "--format", "json"], env)).stdout);
    expect(json.runs.map((r: { input: number; failed: number }) => [r.input, r.failed])).toEqual([
      [1, 1],
      [3, 1],
    ]);
    const get = await cli(["stream", "get", flowId], env);
    expect(get.stdout).toContain("  runs            2 runs, latest failed (1 in, 0 out, 1 failed); in all 4 in, 2 out, 2 failed\n");
  }, 90_000);
});
