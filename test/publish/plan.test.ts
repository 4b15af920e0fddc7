// The publish plan, case by case: what each audience would become before anything is sent.
import { describe, expect, it } from "vitest";
import { configSchema, resolveConfig } from "../../src/lint/config.js";
import { lintSources } from "../../src/lint/engine.js";
import { codesFor } from "../../src/lint/registry.js";
import { publishCandidates } from "../../src/publish/candidates.js";
import { applyOrder, buildPlan, resolveAliases, type LiveDefinition } from "../../src/publish/plan.js";

function audience(name: string, value: string, extras = "", evaluation = "synchronous: { enabled: true }") {
  return `name: ${JSON.stringify(name)}\nexpression:\n  type: PQL\n  format: pql/text\n  value: ${JSON.stringify(value)}\nevaluationInfo:\n  ${evaluation}\nschema:\n  name: _xdm.context.profile\n${extras}`;
}

function candidates(files: Record<string, string>, config?: Record<string, unknown>) {
  const resolved = config ? resolveConfig(configSchema.parse(config), "x", codesFor) : undefined;
  return publishCandidates(
    lintSources(Object.entries(files).map(([file, text]) => ({ file, text, ...(resolved ? { config: resolved } : {}) }))),
  );
}

const streaming = "continuous: { enabled: true }";
const batchOnly = "batch: { enabled: true }";
const threeDays = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])';
/** Two events in order today: streaming-eligible (multiple-events), never edge-eligible. */
const twoEventsToday = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today), B: WHAT(eventType = "y") WHEN(today)])';

const usValue = 'homeAddress.countryCode = "US"';
const live = (over: Partial<LiveDefinition> & { id: string; name: string }): LiveDefinition => ({
  expression: { type: "PQL", format: "pql/text", value: usValue },
  evaluationInfo: { batch: { enabled: false }, continuous: { enabled: false }, synchronous: { enabled: true } },
  schema: { name: "_xdm.context.profile" },
  mergePolicyId: "default-policy",
  ...over,
});

describe("buildPlan", () => {
  it.each([
    ["a new audience is created", audience("US", usValue), [], "create"],
    [
      "the same definition live is unchanged (a server-filled merge policy is not a change)",
      audience("US", usValue),
      [live({ id: "s1", name: "US" })],
      "unchanged",
    ],
    ["a changed expression is an update", audience("US", 'homeAddress.countryCode = "CA"'), [live({ id: "s1", name: "US" })], "update"],
    [
      "a recorded id wins over the name",
      audience("Renamed", usValue, "x-pql-audience:\n  id: s1\n"),
      [live({ id: "s1", name: "US" })],
      "update",
    ],
    ["a file with errors is refused", audience("Bad", "person.age >"), [], "refused"],
    ["a batch audience is created", audience("Batch", usValue, "", batchOnly), [], "create"],
    ["a streaming audience is created", audience("Streaming", usValue, "", streaming), [], "create"],
    ["a streaming audience is not refused for being ineligible on the edge", audience("Two", twoEventsToday, "", streaming), [], "create"],
    ["a streaming audience its expression does not allow is refused (PQL410)", audience("Long", threeDays, "", streaming), [], "refused"],
    [
      "a file without evaluationInfo is unchanged against the batch definition AEP stores for it",
      audience("Batch", usValue, "", "").replace("evaluationInfo:\n  \n", ""),
      [
        live({
          id: "s1",
          name: "Batch",
          evaluationInfo: { batch: { enabled: true }, continuous: { enabled: false }, synchronous: { enabled: false } },
        }),
      ],
      "unchanged",
    ],
    ["a method change is an update", audience("US", usValue, "", streaming), [live({ id: "s1", name: "US" })], "update"],
    [
      "an ineligible edge audience is refused",
      audience("Long", 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])'),
      [],
      "refused",
    ],
  ] as const)("%s", (_, text, liveDefs, action) => {
    const plan = buildPlan(candidates({ "a.audience.yaml": text }), liveDefs);
    expect(plan.steps.map((s) => s.action)).toEqual([action]);
  });

  it("lists the reasons of a refusal", () => {
    const plan = buildPlan(
      candidates({ "a.audience.yaml": audience("Long", 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])') }),
      [],
    );
    expect(plan.steps[0]!.reasons.join("\n")).toContain("PQL204");
  });

  it("each step carries the method its file states, and the body its evaluationInfo as written", () => {
    const plan = buildPlan(
      candidates({
        "a.audience.yaml": audience("Edge", usValue),
        "b.audience.yaml": audience("Streaming", usValue, "", streaming),
        "c.audience.yaml": audience("Batch", usValue, "", batchOnly),
      }),
      [],
    );
    expect(plan.steps.map((s) => [s.name, s.method, s.body?.evaluationInfo])).toEqual([
      ["Edge", "edge", { synchronous: { enabled: true } }],
      ["Streaming", "streaming", { continuous: { enabled: true } }],
      ["Batch", "batch", { batch: { enabled: true } }],
    ]);
  });

  it("a method change lists evaluationInfo as the change", () => {
    const plan = buildPlan(candidates({ "a.audience.yaml": audience("US", usValue, "", streaming) }), [live({ id: "s1", name: "US" })]);
    expect(plan.steps[0]).toMatchObject({ action: "update", method: "streaming", remoteId: "s1", changes: ["evaluationInfo"] });
  });

  // The path by which publish refuses a stated method the expression does not allow: the rules
  // that judge the method report errors, and any error of lint refuses the audience, whatever its
  // method. Shown with a rule of today made an error by the config, and with today's edge rule.
  it.each([
    [
      "a streaming audience with any lint error",
      audience("Streaming", "person.age > 18 AND person.age < 65", "", streaming),
      { rules: { "style/uppercase-keyword": "error" } },
      "PQL302",
    ],
    [
      "a batch audience with any lint error",
      audience("Batch", "person.age > 18 AND person.age < 65", "", batchOnly),
      { rules: { "style/uppercase-keyword": "error" } },
      "PQL302",
    ],
    ["an edge audience whose expression the edge rules refuse", audience("Long", threeDays), {}, "PQL204"],
  ])("%s is refused with the error's code", (_, text, config, code) => {
    const step = buildPlan(candidates({ "a.audience.yaml": text }, config), []).steps[0]!;
    expect(step.action).toBe("refused");
    expect(step.reasons.join("\n")).toContain(code);
  });

  it("the same edge audience is published once lint no longer calls it an error: publish follows lint", () => {
    const step = buildPlan(
      candidates({ "a.audience.yaml": audience("Long", threeDays) }, { rules: { "edge/window-too-long": "warn" } }),
      [],
    ).steps[0]!;
    expect(step.action).toBe("create");
  });

  it("refuses what references a refused audience, and orders creates after what they reference", () => {
    const files = {
      "a.audience.yaml": audience("Both", 'inSegment("alias:us") and inSegment("alias:adults")'),
      "b.audience.yaml": audience("US", usValue, "x-pql-audience:\n  alias: us\n"),
      "c.audience.yaml": audience("Adults", "person.age >= 18", "x-pql-audience:\n  alias: adults\n"),
      "d.audience.yaml": audience("Refers to broken", 'inSegment("alias:broken")'),
      "e.audience.yaml": audience("Broken", "person.age >", "x-pql-audience:\n  alias: broken\n"),
    };
    const plan = buildPlan(candidates(files), []);
    expect(Object.fromEntries(plan.steps.map((s) => [s.name, s.action]))).toEqual({
      Both: "create",
      US: "create",
      Adults: "create",
      "Refers to broken": "refused",
      Broken: "refused",
    });
    expect(applyOrder(plan).map((s) => s.name)).toEqual(["US", "Adults", "Both"]);
  });
});

describe("buildPlan: which file declares which definition", () => {
  const batch = (id: string, name: string) =>
    live({ id, name, evaluationInfo: { batch: { enabled: true }, synchronous: { enabled: false } } });
  it.each([
    [
      "a definition no file names is an orphan",
      { "a.audience.yaml": audience("US", usValue) },
      [live({ id: "s1", name: "US" }), live({ id: "s2", name: "Gone" })],
      ["s2"],
    ],
    [
      "one a file records by id is not, whatever its name",
      { "a.audience.yaml": audience("Renamed", usValue, "x-pql-audience:\n  id: s2\n") },
      [live({ id: "s2", name: "Gone" })],
      [],
    ],
    [
      "a batch or a refused file still declares its definition",
      { "a.audience.yaml": audience("Batch", usValue, "", batchOnly), "b.audience.yaml": audience("Bad", "person.age >") },
      [live({ id: "s1", name: "Batch" }), live({ id: "s2", name: "Bad" })],
      [],
    ],
    [
      "definitions of every method are orphans: publish manages them all",
      {},
      [batch("b1", "From the UI"), live({ id: "s1", name: "Edge" })],
      ["s1", "b1"],
    ],
  ] as const)("%s", (_, files, liveDefs, orphans) => {
    expect(buildPlan(candidates(files), liveDefs).orphans.map((o) => o.id)).toEqual(orphans);
  });

  it("a recorded id that is not in the sandbox falls back to the name, and the plan says so", () => {
    const plan = buildPlan(candidates({ "a.audience.yaml": audience("US", usValue, "x-pql-audience:\n  id: deleted-in-ui\n") }), [
      live({ id: "s1", name: "US" }),
    ]);
    expect(plan.steps[0]).toMatchObject({
      action: "unchanged",
      remoteId: "s1",
      notes: ["x-pql-audience.id deleted-in-ui is not in this sandbox; matched by name instead"],
    });
  });

  it("a file without an id does not take by name a definition another file records by id", () => {
    const files = {
      "renamed.audience.yaml": audience("New name", usValue, "x-pql-audience:\n  id: s1\n"),
      "reused.audience.yaml": audience("Old name", 'homeAddress.countryCode = "CA"'),
    };
    const plan = buildPlan(candidates(files), [live({ id: "s1", name: "Old name" })]);
    expect(plan.steps.map((s) => [s.name, s.action, s.remoteId])).toEqual([
      ["New name", "update", "s1"],
      ["Old name", "create", undefined],
    ]);
  });
});

describe("resolveAliases", () => {
  it("swaps local aliases for published ids, keeping everything else", () => {
    const value = 'inSegment("alias:us") and inSegment("abc")';
    const refs = [
      { id: "alias:us", start: 10, end: 20 },
      { id: "abc", start: 37, end: 42 },
    ];
    expect(resolveAliases(value, refs, new Map([["us", "s-1"]]))).toEqual({ value: 'inSegment("s-1") and inSegment("abc")', missing: [] });
    expect(resolveAliases(value, refs, new Map()).missing).toEqual(["us"]);
  });
});

describe("buildPlan: a multi-document YAML file", () => {
  const file = [
    audience("Good", usValue),
    audience("Broken syntax", "person.age >"),
    audience("Broken window", 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])'),
    audience("Broken too", 'homeAddress.countryCode = "US" and'),
  ].join("---\n");
  const plan = buildPlan(candidates({ "many.audience.yaml": file }), []);
  const step = (name: string) => plan.steps.find((s) => s.name === name)!;

  it("each refused audience lists only the errors of its own document", () => {
    expect(plan.steps.map((s) => [s.name, s.action])).toEqual([
      ["Good", "create"],
      ["Broken syntax", "refused"],
      ["Broken window", "refused"],
      ["Broken too", "refused"],
    ]);
    // Each document is 9 lines and a `---`: document 2 is lines 11-19, 3 is 21-29, 4 is 31-39.
    const lines = (name: string) => step(name).reasons.map((r) => Number(/ at line (\d+):/.exec(r)?.[1]));
    expect(lines("Broken syntax")).toEqual([15, 17]);
    expect(lines("Broken window")).toEqual([25, 27]);
    expect(lines("Broken too")).toEqual([35, 37]);
    expect(step("Broken window").reasons.join("\n")).toContain("PQL204");
  });
});
