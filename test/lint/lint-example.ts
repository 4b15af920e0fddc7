// Lints one documented rule example the way a user's files would be: the example as its file,
// the files it is linted together with, and its config.
import { decodeUtf8 } from "../../src/audience/encoding.js";
import { configSchema, resolveConfig } from "../../src/lint/config.js";
import { lintSources } from "../../src/lint/engine.js";
import { codesFor } from "../../src/lint/registry.js";
import { exampleBytes } from "../../src/lint/rule-fixtures.js";
import type { LintResult } from "../../src/lint/lint-result.js";
import type { RuleExample } from "../../src/lint/rule-meta.js";

export function lintExample(example: RuleExample): LintResult {
  const ext = example.file === "json" ? "audience.json" : example.file === "yaml" ? "audience.yaml" : "pql";
  const main = `example.${ext}`;
  const config = example.config ? resolveConfig(configSchema.parse(example.config), main, codesFor) : undefined;
  const text = example.savedAs ? decodeUtf8(exampleBytes(example.code)) : { text: example.code };
  const sources = [
    { file: main, ...text, ...(config ? { config } : {}) },
    ...(example.others ?? []).map((o) => ({ file: o.name, text: o.code, ...(config ? { config } : {}) })),
  ];
  return lintSources(sources);
}
