// PQL501 project/sandbox-budget, case by case: which budget, with which counts, on which
// audience (the first one past the budget in file order), at which range, and never a fix.
import { describe, expect, it } from "vitest";
import { yamlAudience } from "../../src/audience/rules/examples.js";
import { configSchema, resolveConfig } from "../../src/lint/config.js";
import { lintSources } from "../../src/lint/engine.js";
import { codesFor } from "../../src/lint/registry.js";

type Method = "edge" | "streaming" | "batch" | "pql";
const evaluation = { edge: [false, false, true], streaming: [false, true, false], batch: [true, false, false] } as const;

/** `n` audience files of a method, named `<prefix>-000.audience.yaml`, ... so their file order is plain. */
function files(method: Method, n: number, prefix = method): { file: string; text: string }[] {
  return Array.from({ length: n }, (_, i) => {
    const name = `${prefix}-${String(i).padStart(3, "0")}`;
    if (method === "pql") return { file: `${name}.pql`, text: 'homeAddress.countryCode = "US"\n' };
    return { file: `${name}.audience.yaml`, text: yamlAudience({ name, evaluation: [...evaluation[method]] }) };
  });
}

function budgetFindings(sources: { file: string; text: string }[], budgets?: Record<string, number>) {
  const config = budgets ? resolveConfig(configSchema.parse({ budgets }), "x", codesFor) : undefined;
  const result = lintSources(sources.map((s) => ({ ...s, ...(config ? { config } : {}) })));
  return result.files.flatMap((f) =>
    f.diagnostics
      .filter((d) => d.code === "PQL501")
      .map((d) => ({
        file: f.file,
        at: `${d.range.start.line}:${d.range.start.column}-${d.range.end.line}:${d.range.end.column}`,
        message: d.message,
        severity: d.severity,
        fix: d.fix,
      })),
  );
}

describe("project/sandbox-budget", () => {
  it.each([
    [
      "edge over its budget: on the first edge audience past it, at synchronous.enabled",
      [...files("edge", 3), ...files("batch", 1)],
      { edge: 2 },
      [
        {
          file: "edge-002.audience.yaml",
          at: "9:27-9:31",
          message: "this project has 3 edge audiences, over a sandbox's budget of 2 (`budgets.edge`); this is the 3rd in file order",
        },
      ],
    ],
    [
      "streaming over its budget: at the evaluationInfo key",
      files("streaming", 3),
      { streaming: 1 },
      [
        {
          file: "streaming-001.audience.yaml",
          at: "6:1-6:15",
          message:
            "this project has 3 streaming audiences, over a sandbox's budget of 1 (`budgets.streaming`); this is the 2nd in file order",
        },
      ],
    ],
    [
      "every method counts against the whole budget; bare .pql files are not published, so do not count",
      [...files("edge", 1), ...files("pql", 5), ...files("streaming", 1), ...files("batch", 1)],
      { audiences: 2 },
      [
        {
          file: "streaming-000.audience.yaml",
          at: "6:1-6:15",
          message: "this project has 3 audiences, over a sandbox's budget of 2 (`budgets.audiences`); this is the 3rd in file order",
        },
      ],
    ],
    [
      "two budgets passed: one finding each",
      files("edge", 3),
      { edge: 1, audiences: 2 },
      [
        {
          file: "edge-001.audience.yaml",
          at: "9:27-9:31",
          message: "this project has 3 edge audiences, over a sandbox's budget of 1 (`budgets.edge`); this is the 2nd in file order",
        },
        {
          file: "edge-002.audience.yaml",
          at: "9:27-9:31",
          message: "this project has 3 audiences, over a sandbox's budget of 2 (`budgets.audiences`); this is the 3rd in file order",
        },
      ],
    ],
    ["exactly at the budget: silent", files("edge", 2), { edge: 2 }, []],
    ["streaming audiences do not count against the edge budget", files("streaming", 3), { edge: 1 }, []],
  ] as const)("%s", (_, sources, budgets, expected) => {
    expect(budgetFindings([...sources], budgets)).toEqual(expected.map((e) => ({ ...e, severity: "warning", fix: undefined })));
  });

  it("without a config, AEP's guardrail: 151 edge audiences are one over 150", () => {
    expect(budgetFindings(files("edge", 150))).toEqual([]);
    expect(budgetFindings(files("edge", 151))).toEqual([
      {
        file: "edge-150.audience.yaml",
        at: "9:27-9:31",
        message: "this project has 151 edge audiences, over a sandbox's budget of 150 (AEP's guardrail); this is the 151st in file order",
        severity: "warning",
        fix: undefined,
      },
    ]);
  });

  it("the finding does not depend on the order the files were given in", () => {
    const sources = files("edge", 3);
    expect(budgetFindings([...sources].reverse(), { edge: 2 })).toEqual(budgetFindings(sources, { edge: 2 }));
  });
});
