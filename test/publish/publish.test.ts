// Publishing over real HTTP on loopback against the emulator (which runs our analyzer): create,
// idempotent re-run, partial failure and re-run, and a faulty network that must still end with
// exactly one definition per audience.
import { describe, expect, it } from "vitest";
import { judgeEdge } from "../../src/analysis/judge.js";
import { createSegmentDefinition, listAllSegmentDefinitions } from "../../src/api/segments.js";
import { lintSources } from "../../src/lint/engine.js";
import { applyPlan } from "../../src/publish/apply.js";
import { publishCandidates } from "../../src/publish/candidates.js";
import { buildPlan } from "../../src/publish/plan.js";
import { client, emulator, profileOnly } from "../api/harness.js";

function audience(name: string, value: string, extras = "") {
  return `name: ${JSON.stringify(name)}\nexpression:\n  type: PQL\n  format: pql/text\n  value: ${JSON.stringify(value)}\nevaluationInfo:\n  batch: { enabled: false }\n  continuous: { enabled: false }\n  synchronous: { enabled: true }\nschema:\n  name: _xdm.context.profile\n${extras}`;
}

function files(n: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    const value =
      i % 2 === 0
        ? `homeAddress.countryCode = "C${i}"`
        : `CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "event.${i}") WHEN(< ${i} hours before now)])`;
    out[`a${String(i).padStart(2, "0")}.audience.yaml`] = audience(`Audience ${i}`, value);
  }
  return out;
}

async function publish(sources: Record<string, string>, c: Awaited<ReturnType<typeof client>>["client"]) {
  const candidates = publishCandidates(lintSources(Object.entries(sources).map(([file, text]) => ({ file, text }))));
  const plan = buildPlan(candidates, await listAllSegmentDefinitions(c));
  return { plan, report: await applyPlan(plan, candidates, c) };
}

describe("publish against the emulator", () => {
  it("creates, then a second run is all unchanged", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const { client: c } = client(emu);
    const first = await publish(files(4), c);
    expect(first.report.counts).toMatchObject({ created: 4, failed: 0 });
    const second = await publish(files(4), c);
    expect(second.plan.steps.map((s) => s.action)).toEqual(["unchanged", "unchanged", "unchanged", "unchanged"]);
    expect(await listAllSegmentDefinitions(c)).toHaveLength(4);
  });

  it("resolves local aliases to the ids of what it just created", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const { client: c } = client(emu);
    const sources = {
      "both.audience.yaml": audience("Both", 'inSegment("alias:us") and inSegment("alias:adults")'),
      "us.audience.yaml": audience("US", 'homeAddress.countryCode = "US"', "x-pql-audience:\n  alias: us\n"),
      "adults.audience.yaml": audience("Adults", "person.age >= 18", "x-pql-audience:\n  alias: adults\n"),
    };
    const { report } = await publish(sources, c);
    expect(report.counts.created).toBe(3);
    const live = await listAllSegmentDefinitions(c);
    const both = live.find((d) => d.name === "Both")!;
    const ids = Object.fromEntries(live.map((d) => [d.name, d.id]));
    expect(both.expression.value).toBe(`inSegment("${ids.US}") and inSegment("${ids.Adults}")`);
    expect((await publish(sources, c)).plan.steps.every((s) => s.action === "unchanged")).toBe(true);
  });

  it("a failure mid-way is reported, and a re-run finishes with no duplicates", async () => {
    const emu = await emulator({
      judge: judgeEdge,
      faults: {
        script: [{ fault: { kind: "status", status: 500 }, method: "POST", path: "/data/core/ups/segment/definitions", times: 2 }],
      },
    });
    const { client: c } = client(emu, { retry: { maxAttempts: 1 } });
    const first = await publish(files(5), c);
    expect(first.report.counts.failed).toBe(2);
    expect(first.report.counts.created).toBe(3);
    const second = await publish(files(5), c);
    expect(second.report.counts).toMatchObject({ created: 2, unchanged: 3, failed: 0 });
    const names = (await listAllSegmentDefinitions(c)).map((d) => d.name);
    expect(new Set(names).size).toBe(5);
    expect(names).toHaveLength(5);
  });

  it("under 30 % 503s, 429 bursts with Retry-After and dropped connections, 20 audiences end as exactly 20 definitions", async () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const emu = await emulator({
      judge: judgeEdge,
      faults: {
        failRate: 0.3,
        dropRate: 0.1,
        dropAfter: "apply",
        random,
        spare: ["/ims"],
        script: [{ fault: { kind: "status", status: 429, retryAfter: "2" }, times: 5 }],
      },
    });
    const { client: c } = client(emu, { retry: { maxAttempts: 8 } });
    const sources = files(20);
    let report = (await publish(sources, c)).report;
    for (let run = 0; run < 3 && report.counts.failed > 0; run++) report = (await publish(sources, c)).report;
    expect(report.counts.failed).toBe(0);
    const live = emu.state.data.segments.map((s) => s.name);
    expect(live).toHaveLength(20);
    expect(new Set(live).size).toBe(20);
    console.log(
      `fault run: ${c.stats.requests} requests, ${c.stats.retries} retries, faults injected ${JSON.stringify(emu.faults.stats.byKind)}, ${live.length} definitions`,
    );
  });

  it("prune deletes only after every create and update went through; a missing definition counts as deleted", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const { client: c } = client(emu, { retry: { maxAttempts: 1 } });
    const orphan = await createSegmentDefinition(c, profileOnly("Orphan"));
    const candidates = publishCandidates(lintSources([{ file: "a.audience.yaml", text: audience("New", "person.age >= 18") }]));
    emu.faults.add({ fault: { kind: "status", status: 500 }, method: "POST", path: "/data/core/ups/segment/definitions", times: 1 });
    let plan = buildPlan(candidates, await listAllSegmentDefinitions(c));
    expect(plan.orphans).toEqual([{ id: orphan.id, name: "Orphan" }]);
    const blocked = await applyPlan(plan, candidates, c, { prune: plan.orphans });
    expect(blocked.pruned).toMatchObject([{ id: orphan.id, status: "blocked" }]);
    expect(blocked.counts).toMatchObject({ failed: 1, blocked: 1, deleted: 0 });
    plan = buildPlan(candidates, await listAllSegmentDefinitions(c));
    const done = await applyPlan(plan, candidates, c, { prune: [...plan.orphans, { id: "already-gone", name: "Gone" }] });
    expect(done.pruned.map((p) => p.status)).toEqual(["deleted", "deleted"]);
    expect((await listAllSegmentDefinitions(c)).map((d) => d.name)).toEqual(["New"]);
  });

  it("the emulator refuses an ineligible edge definition with the analyzer's reasons", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const { client: c } = client(emu);
    const candidates = publishCandidates(
      lintSources([
        {
          file: "a.audience.yaml",
          text: audience("Long", 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])'),
        },
      ]),
    );
    // Force the step past the plan's own refusal to see the server's answer.
    const plan = {
      steps: [
        {
          action: "create" as const,
          file: "a.audience.yaml",
          name: "Long",
          method: "edge" as const,
          reasons: [],
          changes: [],
          dependsOn: [],
          body: { ...candidates[0]!.definition } as never,
        },
      ],
      orphans: [],
      errors: [],
    };
    const report = await applyPlan(plan, candidates, c);
    expect(report.counts.failed).toBe(1);
    expect(report.outcomes[0]!.detail).toContain("window");
  });
});
