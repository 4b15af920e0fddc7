// Every rule's documented examples are its table test: each invalid example reports the rule,
// each valid one does not. The same examples are printed in docs/rules.md and `pql-audience rules`.
import { describe, expect, it } from "vitest";
import { decodeUtf8 } from "../../src/audience/encoding.js";
import { configSchema, resolveConfig } from "../../src/lint/config.js";
import { lintSources } from "../../src/lint/engine.js";
import { allRules, codesFor } from "../../src/lint/registry.js";
import { exampleBytes } from "../../src/lint/rule-fixtures.js";
import type { RuleExample } from "../../src/lint/types.js";

function run(example: RuleExample) {
  const ext = example.file === "json" ? "audience.json" : example.file === "yaml" ? "audience.yaml" : "pql";
  const main = `example.${ext}`;
  const config = example.config ? resolveConfig(configSchema.parse(example.config), main, codesFor) : undefined;
  const text = example.savedAs ? decodeUtf8(exampleBytes(example.code)) : { text: example.code };
  const sources = [
    { file: main, ...text, ...(config ? { config } : {}) },
    ...(example.others ?? []).map((o) => ({ file: o.name, text: o.code, ...(config ? { config } : {}) })),
  ];
  const result = lintSources(sources);
  return result.files[0]!.diagnostics.map((d) => d.code);
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
