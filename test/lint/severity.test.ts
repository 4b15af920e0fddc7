// One default severity per rule, in its metadata: what `rules` and docs/rules.md print is what
// lint reports. For the rules the analyzer checks, every reason it gives for each of the rule's
// failing examples carries the rule's default severity.
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analysis/index.js";
import { allRules } from "../../src/lint/registry.js";
import { lintText } from "../../src/lint/engine.js";
import { parse } from "../../src/syntax/index.js";

const analyzerRules = allRules.filter((r) => r.checkFacts || r.checkEligible);

describe("default severities", () => {
  it("the analyzer's rules have failing examples to check", () => {
    expect(analyzerRules.length).toBeGreaterThan(10);
  });

  it.each(
    analyzerRules.flatMap((r) =>
      r.meta.invalid.filter((e) => !e.file || e.file === "pql").map((e) => [r.meta.name, e.code, r.meta.defaultSeverity] as const),
    ),
  )("%s: the analyzer's reason for %j is a %s", (name, code, severity) => {
    const { ast } = parse(code);
    expect(ast).not.toBeNull();
    const reasons = analyze(ast!, {}).verdict.reasons.filter((r) => r.rule === name);
    expect(reasons.length, "the example shows the rule").toBeGreaterThan(0);
    for (const r of reasons) expect(r.severity).toBe(severity);
  });

  it.each(
    allRules
      .filter((r) => r.meta.invalid.some((e) => !e.file || e.file === "pql") && !r.meta.invalid[0]?.config)
      .map((r) => [r.meta.code, r.meta.name, r.meta.defaultSeverity] as const),
  )("%s %s: lint reports it as a %s", (code, name, severity) => {
    const rule = allRules.find((r) => r.meta.code === code)!;
    const example = rule.meta.invalid.find((e) => !e.file || e.file === "pql")!;
    const found = lintText(example.code, { file: "example.pql" }).files[0]!.diagnostics.filter((d) => d.rule === name);
    for (const d of found) expect(d.severity).toBe(severity);
  });
});
