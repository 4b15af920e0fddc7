// Every rule's documented examples are its table test: each invalid example reports the rule,
// each valid one does not. The same examples are printed in docs/rules.md and `pql-audience rules`.
import { describe, expect, it } from "vitest";
import { allRules } from "../../src/lint/registry.js";
import type { RuleExample } from "../../src/lint/rule-meta.js";
import { lintExample } from "./lint-example.js";

function run(example: RuleExample) {
  return lintExample(example).files[0]!.diagnostics.map((d) => d.code);
}

describe.each(allRules.map((r) => [`${r.meta.code} ${r.meta.name}`, r] as const))("%s", (_, rule) => {
  it("documents at least one failing and one passing example", () => {
    expect(rule.meta.invalid.length).toBeGreaterThan(0);
    expect(rule.meta.valid.length).toBeGreaterThan(0);
  });
  it.each(rule.meta.invalid.map((e, i) => [i, e] as const))("invalid example %i reports the rule", (_, example) => {
    expect(run(example)).toContain(rule.meta.code);
  });
  it.each(rule.meta.valid.map((e, i) => [i, e] as const))("valid example %i does not", (_, example) => {
    expect(run(example)).not.toContain(rule.meta.code);
  });
});
