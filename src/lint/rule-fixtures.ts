// The failing fixture of each rule as files: the first invalid example of its meta, with the
// files it is linted together with and its config. scripts/rule-fixtures.ts writes them under
// test/fixtures/rules/<code>-<name>/; a test checks they are current and that linting each
// directory from disk reports its rule.
import type { RuleExample, RuleMeta } from "./types.js";

export function fixtureDirectory(meta: RuleMeta): string {
  return `${meta.code}-${meta.name.replace("/", "-")}`;
}

function mainFileName(example: RuleExample): string {
  return example.file === "json" ? "example.audience.json" : example.file === "yaml" ? "example.audience.yaml" : "example.pql";
}

/** File name -> text, for one rule's failing fixture directory. */
export function fixtureFiles(meta: RuleMeta): Record<string, string> {
  const example = meta.invalid[0]!;
  const files: Record<string, string> = { [mainFileName(example)]: example.code.endsWith("\n") ? example.code : `${example.code}\n` };
  for (const other of example.others ?? []) files[other.name] = other.code;
  if (example.config) files["pql-audience.config.json"] = `${JSON.stringify(example.config, null, 2)}\n`;
  return files;
}

export function mainFixtureFile(meta: RuleMeta): string {
  return mainFileName(meta.invalid[0]!);
}
