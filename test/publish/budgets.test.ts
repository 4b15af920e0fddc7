// Publishing every evaluation method, and the sandbox's audience budgets, as a user runs
// `pql-audience publish` (a child process) against the emulator over loopback HTTP: streaming and
// batch audiences are created with the evaluationInfo their files state; a plan that would take
// the sandbox past a budget (AEP's, or the config's) is refused before anything is sent, with
// the numbers.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { judgeEdge } from "../../src/analysis/judge.js";
import type { Emulator } from "../../src/emulator/server.js";
import type { Json } from "../../src/emulator/state.js";
import { lintSources } from "../../src/lint/engine.js";
import { AEP_AUDIENCE_BUDGETS } from "../../src/lint/budgets.js";
import { checkBudgets } from "../../src/publish/budgets.js";
import { publishCandidates } from "../../src/publish/candidates.js";
import { buildPlan, type LiveDefinition } from "../../src/publish/plan.js";
import { emulator } from "../api/harness.js";
import { workspace } from "../cli/helpers.js";
import { publish } from "./run-publish.js";

type Method = "edge" | "streaming" | "batch";
const evaluationInfo: Record<Method, string> = {
  edge: "synchronous: { enabled: true }",
  streaming: "continuous: { enabled: true }",
  batch: "batch: { enabled: true }",
};
const stored: Record<Method, Json> = {
  edge: { batch: { enabled: false }, continuous: { enabled: false }, synchronous: { enabled: true } },
  streaming: { batch: { enabled: false }, continuous: { enabled: true }, synchronous: { enabled: false } },
  batch: { batch: { enabled: true }, continuous: { enabled: false }, synchronous: { enabled: false } },
};

const audience = (name: string, method: Method, value = "person.age >= 18") =>
  `name: ${name}\nexpression:\n  type: PQL\n  format: pql/text\n  value: ${JSON.stringify(value)}\nevaluationInfo:\n  ${evaluationInfo[method]}\nschema:\n  name: _xdm.context.profile\n`;

/** Definitions made elsewhere (the UI), already in the sandbox. */
const seeded = (method: Method, n: number, prefix = `UI ${method}`): Json[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${method}-${i}`,
    name: `${prefix} ${i}`,
    expression: { type: "PQL", format: "pql/text", value: "person.age >= 18" },
    evaluationInfo: stored[method],
    schema: { name: "_xdm.context.profile" },
  }));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function files(contents: Record<string, string>): string {
  const dir = workspace(contents);
  dirs.push(dir);
  return dir;
}
const byName = (emu: Emulator) => Object.fromEntries(emu.state.data.segments.map((s) => [s.name, s]));

describe("publish: every evaluation method", () => {
  it("creates streaming and batch audiences with the evaluationInfo their files state, records their ids, then has nothing to do", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const dir = files({
      "edge.audience.yaml": audience("Edge", "edge"),
      "streaming.audience.yaml": audience("Streaming", "streaming", 'homeAddress.countryCode = "US"'),
      // Not edge-eligible (three days): no matter for a batch audience.
      "batch.audience.yaml": audience(
        "Batch",
        "batch",
        'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.purchases") WHEN(< 3 days before now)])',
      ),
    });
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/^\+ create +Streaming +streaming\.audience\.yaml {2}\(streaming\)$/m);
    expect(r.out).toMatch(/^\+ create +Batch +batch\.audience\.yaml {2}\(batch\)$/m);
    expect(r.out).toMatch(/^\+ create +Edge +edge\.audience\.yaml$/m);
    expect(r.out).toContain("Published: 3 created, 0 updated, 0 unchanged; 0 refused, 0 failed, 0 blocked.\n");
    const live = byName(emu);
    expect(Object.fromEntries(Object.entries(live).map(([name, s]) => [name, s.evaluationInfo]))).toEqual({
      Edge: stored.edge,
      Streaming: stored.streaming,
      Batch: stored.batch,
    });
    expect(readFileSync(join(dir, "streaming.audience.yaml"), "utf8")).toContain(`x-pql-audience:\n  id: "${live.Streaming!.id}"\n`);
    const again = await publish([".", "--yes"], emu, dir);
    expect(again.status).toBe(0);
    expect(again.out).toContain("Plan: 0 to create, 0 to update, 3 unchanged, 0 refused.\n");
  });

  it("a file that changes its method updates the same definition", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const dir = files({ "a.audience.yaml": audience("Adults", "batch") });
    expect((await publish([".", "--yes"], emu, dir)).status).toBe(0);
    const id = byName(emu).Adults!.id;
    const text = readFileSync(join(dir, "a.audience.yaml"), "utf8").replace(evaluationInfo.batch, evaluationInfo.streaming);
    const changed = files({ "a.audience.yaml": text });
    const r = await publish([".", "--yes"], emu, changed);
    expect(r.status).toBe(0);
    expect(r.out).toContain("~ update    Adults  a.audience.yaml  (streaming)\n    changes: evaluationInfo\n");
    expect(emu.state.data.segments.map((s) => [s.id, s.evaluationInfo])).toEqual([[id, stored.streaming]]);
  });
});

describe("publish: the sandbox's audience budgets", () => {
  const config = (budgets: Record<string, number>) =>
    `budgets:\n${Object.entries(budgets)
      .map(([k, v]) => `  ${k}: ${v}\n`)
      .join("")}`;

  it("refuses a plan over the config's edge budget before sending anything, with the numbers, and exits 1", async () => {
    const emu = await emulator({ judge: judgeEdge, seed: { segments: seeded("edge", 1) } });
    const dir = files({
      "pql-audience.config.yaml": config({ edge: 2 }),
      "a.audience.yaml": audience("A", "edge"),
      "b.audience.yaml": audience("B", "edge"),
    });
    const requests = emu.stats.requests;
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.status).toBe(1);
    expect(r.out).toContain(
      [
        "Plan: 2 to create, 0 to update, 0 unchanged, 0 refused.",
        "1 definition in the sandbox is declared by no audience file here; `publish --prune` lists it and deletes it when asked.",
        "",
        "Audience budgets of sandbox prod, now and after this publish:",
        "  BUDGET               NOW  AFTER  LIMIT",
        "  edge audiences         1      3      2  over by 1",
        "  streaming audiences    0      0    500",
        "  audiences              1      3  4,000",
        "",
        "error: this publish would leave 3 edge audiences in sandbox prod, over its budget of 2",
        "  = help: evaluate some of them by streaming or batch instead (evaluationInfo), or delete some (`publish --prune` deletes those no file declares)",
        "  = note: 2 is the config's; `budgets.edge` in pql-audience.config.yaml sets an org's own limit",
        "",
        "The plan goes over 1 budget: nothing will be applied.",
        "",
      ].join("\n"),
    );
    expect(r.err).toBe("pql-audience: nothing applied: the plan goes over the sandbox's audience budgets (edge 3 of 2); see above\n");
    // The token and the list of definitions, and nothing else: no create was sent.
    expect(emu.state.data.segments.map((s) => s.name)).toEqual(["UI edge 0"]);
    expect(emu.stats.requests - requests).toBeLessThanOrEqual(2);
    expect(readFileSync(join(dir, "a.audience.yaml"), "utf8")).not.toContain("x-pql-audience");
  });

  it("--dry-run shows the same and exits 1; --format json lists every budget", async () => {
    const emu = await emulator({ judge: judgeEdge, seed: { segments: seeded("edge", 1) } });
    const dir = files({
      "pql-audience.config.yaml": config({ edge: 2 }),
      "a.audience.yaml": audience("A", "edge"),
      "b.audience.yaml": audience("B", "edge"),
    });
    const dry = await publish([".", "--dry-run"], emu, dir);
    expect(dry.status).toBe(1);
    expect(dry.out).toContain("  edge audiences         1      3      2  over by 1\n");
    const json = await publish([".", "--yes", "--format", "json"], emu, dir);
    expect(json.status).toBe(1);
    expect(JSON.parse(json.out).budgets).toEqual([
      { budget: "edge", now: 1, after: 3, limit: 2, exceeded: true },
      { budget: "streaming", now: 0, after: 0, limit: 500, exceeded: false },
      { budget: "audiences", now: 1, after: 3, limit: 4000, exceeded: false },
    ]);
    expect(emu.state.data.segments).toHaveLength(1);
  });

  it("with --prune, the deletions count: the same plan fits and is applied", async () => {
    const emu = await emulator({ judge: judgeEdge, seed: { segments: seeded("edge", 1) } });
    const dir = files({
      "pql-audience.config.yaml": config({ edge: 2 }),
      "a.audience.yaml": audience("A", "edge"),
      "b.audience.yaml": audience("B", "edge"),
    });
    const r = await publish([".", "--prune", "--yes"], emu, dir);
    expect(r.status).toBe(0);
    expect(emu.state.data.segments.map((s) => s.name).sort()).toEqual(["A", "B"]);
  });

  it("AEP's guardrail without a config: 150 edge definitions in the sandbox and one more edge file is refused", async () => {
    const emu = await emulator({ judge: judgeEdge, seed: { segments: seeded("edge", AEP_AUDIENCE_BUDGETS.edge) } });
    // Files of other methods do not count against the edge budget.
    const dir = files({ "a.audience.yaml": audience("A", "edge"), "s.audience.yaml": audience("S", "streaming") });
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.status).toBe(1);
    expect(r.out).toContain("  edge audiences       150    151    150  over by 1\n");
    expect(r.out).toContain("  = note: 150 is AEP's guardrail; `budgets.edge` in pql-audience.config.yaml sets an org's own limit\n");
    expect(r.err).toContain("(edge 151 of 150)");
    expect(emu.state.data.segments).toHaveLength(150);
  });

  it("a streaming file alone fits where an edge one does not", async () => {
    const emu = await emulator({ judge: judgeEdge, seed: { segments: seeded("edge", AEP_AUDIENCE_BUDGETS.edge) } });
    const dir = files({ "s.audience.yaml": audience("S", "streaming") });
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.status).toBe(0);
    expect(r.out).not.toContain("budget");
    expect(emu.state.data.segments).toHaveLength(151);
  });
});

describe("checkBudgets: what a plan does to each budget", () => {
  const live = (id: string, name: string, method: Method): LiveDefinition => ({
    id,
    name,
    expression: { type: "PQL", format: "pql/text", value: "person.age >= 18" },
    evaluationInfo: stored[method] as LiveDefinition["evaluationInfo"],
    schema: { name: "_xdm.context.profile" },
  });
  const plan = (fileMethods: Record<string, Method>, liveDefs: LiveDefinition[]) =>
    buildPlan(
      publishCandidates(
        lintSources(Object.entries(fileMethods).map(([name, m]) => ({ file: `${name}.audience.yaml`, text: audience(name, m) }))),
      ),
      liveDefs,
    );
  const limits = { audiences: 4000, streaming: 1, edge: 1 };

  it.each([
    ["a create adds to its method", { A: "streaming" }, [], false, { streaming: [0, 1], audiences: [0, 1] }, []],
    [
      "a method change moves one audience from a budget to another",
      { A: "streaming" },
      [live("a", "A", "edge")],
      false,
      { edge: [1, 0], streaming: [0, 1], audiences: [1, 1] },
      [],
    ],
    [
      "a create past the limit is exceeded",
      { A: "streaming", B: "streaming" },
      [],
      false,
      { streaming: [0, 2], audiences: [0, 2] },
      ["streaming"],
    ],
    [
      "a sandbox already over a budget the plan does not add to is not held back",
      { A: "batch" },
      [live("e1", "E1", "edge"), live("e2", "E2", "edge")],
      false,
      { edge: [2, 2], audiences: [2, 3] },
      [],
    ],
    ["prune's deletions count when it prunes", { A: "edge" }, [live("e1", "E1", "edge")], true, { edge: [1, 1], audiences: [1, 1] }, []],
    ["and do not when it does not", { A: "edge" }, [live("e1", "E1", "edge")], false, { edge: [1, 2], audiences: [1, 2] }, ["edge"]],
  ] as const)("%s", (_, fileMethods, liveDefs, prune, expected, exceeded) => {
    const p = plan({ ...fileMethods }, [...liveDefs]);
    const check = checkBudgets(p, liveDefs, limits, prune ? p.orphans : []);
    for (const [budget, [now, after]] of Object.entries(expected))
      expect(
        check.uses.find((u) => u.budget === budget),
        budget,
      ).toMatchObject({ now, after });
    expect(check.exceeded.map((u) => u.budget)).toEqual(exceeded);
  });
});
