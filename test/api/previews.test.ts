// The client's preview and estimate calls against the emulator over loopback HTTP: it polls a
// RUNNING job until RESULT_READY (on the client's clock, so no real waiting), pages the qualifying
// profiles, retries what the gateway throttles, turns a broken expression, an unknown job and a
// job that never settles into typed errors, and never prints a secret on its --debug lines.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/api/errors.js";
import {
  createPreview,
  EstimateJobError,
  estimateAudience,
  getEstimate,
  getPreviewPage,
  intervalOf,
  waitForEstimate,
} from "../../src/api/previews.js";
import { createStream } from "../../src/stream/create.js";
import { parseStreamSpec } from "../../src/stream/spec-problems.js";
import { CLIENT_SECRET, client, emulator } from "./harness.js";
import { fillStore, NOW, oracle, PEOPLE } from "./preview-store.js";

const US = 'homeAddress.countryCode = "US"';
const RECENT_CHECKOUT = 'select X from xEvent where X.eventType = "commerce.checkouts" and X.timestamp occurs < 8 hours before now';

async function setUp() {
  const emu = await emulator({ clock: { now: () => NOW } });
  const { client: c, clock } = client(emu);
  await fillStore(c, emu.url);
  return { emu, c, clock };
}

describe("previews and estimates through the client", () => {
  it("estimates an audience by polling its job: RUNNING once, then RESULT_READY with the exact count", async () => {
    const { c, clock } = await setUp();
    const states: string[] = [];
    const slept = clock.slept.length;
    const result = await estimateAudience(c, { expression: US }, { onPoll: (e) => states.push(e.state) });
    expect(states).toEqual(["RUNNING", "RESULT_READY"]);
    // One wait between the two polls, of the first interval.
    expect(clock.slept.slice(slept)).toEqual([1000]);
    expect(oracle(US)).toHaveLength(5);
    expect(result.estimate.estimatedSize).toBe(5);
    expect(result.estimate).toMatchObject({
      profilesMatchedSoFar: 5,
      profilesReadSoFar: PEOPLE.length,
      totalRows: PEOPLE.length,
      standardError: 0,
      confidenceInterval: "95%",
    });
    expect(result.interval).toEqual({ level: 0.95, low: 5, high: 5 });
    // ECID people 0, 3, 6, 9 and Email person 12 live in the US.
    expect(result.estimate.estimatedNamespaceDistribution).toEqual([
      { namespaceId: "ECID", profilesMatchedSoFar: 4 },
      { namespaceId: "Email", profilesMatchedSoFar: 1 },
    ]);
  });

  it.each([
    ["a profile attribute", US],
    ["an event in a window", RECENT_CHECKOUT],
    ["both, or'ed", `${US} or (${RECENT_CHECKOUT})`],
    ["a number", "loyalty.points >= 70"],
    ["no one", 'homeAddress.countryCode = "JP"'],
  ])("the estimate of %s is the number of profiles the evaluator qualifies, and the preview lists them", async (_, pql) => {
    const { c } = await setUp();
    const expected = oracle(pql);
    const { previewId, estimate } = await estimateAudience(c, { expression: pql }, { intervalMs: 10 });
    expect(estimate.estimatedSize).toBe(expected.length);
    // Two profiles a page, followed to the end.
    const listed: string[] = [];
    let offset = 0;
    for (;;) {
      const page = await getPreviewPage(c, previewId, { offset, limit: 2 });
      expect(page.state).toBe("RESULT_READY");
      listed.push(...page.profiles);
      if (!page.next) break;
      offset += 2;
    }
    expect(listed.sort()).toEqual([...expected].sort());
  });

  it("a recent checkout counts; one a month old does not", async () => {
    const { c } = await setUp();
    expect((await estimateAudience(c, { expression: RECENT_CHECKOUT }, { intervalMs: 10 })).estimate.estimatedSize).toBe(4);
  });

  it("a preview read while the job runs is empty and says RUNNING", async () => {
    const { c } = await setUp();
    const job = await createPreview(c, { expression: US });
    expect(await getPreviewPage(c, job.previewId)).toEqual({ state: "RUNNING", profiles: [], next: undefined });
    expect((await getPreviewPage(c, job.previewId)).profiles).toHaveLength(5);
  });

  it("a throttled or unavailable poll is retried, and the estimate still arrives", async () => {
    const { emu, c } = await setUp();
    const job = await createPreview(c, { expression: US });
    emu.faults.add({ method: "GET", path: "/data/core/ups/estimate/*", fault: { kind: "status", status: 429, retryAfter: "1" }, times: 1 });
    emu.faults.add({ method: "GET", path: "/data/core/ups/estimate/*", fault: { kind: "status", status: 503 }, times: 1 });
    const estimate = await waitForEstimate(c, job.previewId, { intervalMs: 10 });
    expect(estimate.estimatedSize).toBe(5);
    expect(c.stats.retries).toBeGreaterThanOrEqual(2);
  });

  it("a broken expression is an ApiError with AEP's problem shape, the position and the rule", async () => {
    const { c } = await setUp();
    const error = await createPreview(c, { expression: 'homeAddress.countryCode = "US' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.status).toBe(400);
    expect(e.code).toBe("UPS-1410-400");
    expect(e.title).toBe("Invalid PQL expression");
    expect(e.detail).toMatch(/^predicateExpression is not valid PQL: 1:\d+ .*\[PQL\d+ syntax\//);
  });

  it("an unknown job is a 404 ApiError; one that stays RUNNING past the timeout is an EstimateJobError", async () => {
    const { c } = await setUp();
    const missing = await getEstimate(c, "bm8tc3VjaC1qb2I").catch((e: unknown) => e);
    expect(missing).toMatchObject({ name: "ApiError", status: 404, code: "UPS-1440-404" });
    const job = await createPreview(c, { expression: US });
    const late = await waitForEstimate(c, job.previewId, { intervalMs: 1000, timeoutMs: 500 }).catch((e: unknown) => e);
    expect(late).toBeInstanceOf(EstimateJobError);
    expect(late).toMatchObject({ reason: "timeout", previewId: job.previewId, last: { state: "RUNNING" } });
  });

  it("a job that fails (an evaluation over the emulator's budget) is an EstimateJobError with AEP's description", async () => {
    const { c } = await setUp();
    // Eight variables over ten interests: 100,000,000 combinations for the one profile that has them.
    const interests = Array.from({ length: 10 }, (_, i) => ({ name: `interest ${i}` }));
    const spec = parseStreamSpec(readFileSync(new URL("../../examples/stream.yaml", import.meta.url), "utf8"), "stream.yaml");
    const { inletUrl } = await createStream({ ...spec, name: "Interests" }, c, () => {});
    const streamed = await fetch(inletUrl!, {
      method: "POST",
      headers: { "content-type": "application/json", "x-sandbox-name": "prod" },
      body: JSON.stringify({ identityMap: { ECID: [{ id: "visitor-0", primary: true }] }, person: { interests } }),
    });
    expect(streamed.status).toBe(200);
    const hostile = `exists ${"ABCDEFGH"
      .split("")
      .map((v) => `${v} from person.interests`)
      .join(", ")} where H.name = "never"`;
    const error = await estimateAudience(c, { expression: hostile }, { intervalMs: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EstimateJobError);
    expect(error).toMatchObject({ reason: "failed", last: { state: "FAILED", estimatedSize: 0 } });
    expect((error as Error).message).toMatch(/failed: the evaluation of profile ECID:visitor-0 went over the emulator's budget/);
  });

  it("the --debug lines name the calls and never the secret or the token", async () => {
    const lines: string[] = [];
    const emu = await emulator({ clock: { now: () => NOW } });
    const { client: c, tokens } = client(emu, { debug: (line) => lines.push(line) });
    await fillStore(c, emu.url);
    await estimateAudience(c, { expression: US }, { intervalMs: 10 });
    const text = lines.join("\n");
    expect(text).toContain("POST /data/core/ups/preview");
    expect(text).toContain("GET /data/core/ups/estimate/");
    expect(text).not.toContain(CLIENT_SECRET);
    expect(text).not.toContain(await tokens.getToken());
  });

  it("intervalOf reads AEP's level and widens by its standard error", () => {
    const base = {
      state: "RESULT_READY",
      estimatedSize: 1000,
      profilesReadSoFar: 0,
      profilesMatchedSoFar: 0,
      totalRows: 0,
      standardError: 10,
      estimatedNamespaceDistribution: [],
    };
    expect(intervalOf({ ...base, confidenceInterval: "95%" })).toEqual({ level: 0.95, low: 980, high: 1020 });
    expect(intervalOf({ ...base, confidenceInterval: "99%" })).toEqual({ level: 0.99, low: 974, high: 1026 });
    expect(intervalOf({ ...base, estimatedSize: 5, confidenceInterval: "95%" })).toEqual({ level: 0.95, low: 0, high: 25 });
  });
});
