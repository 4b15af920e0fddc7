// The failing fixture of each rule as files: the first invalid example of its meta, with the
// files it is linted together with and its config. scripts/rule-fixtures.ts writes them under
// test/fixtures/rules/<code>-<name>/; a test checks they are current and that linting each
// directory from disk reports its rule.
import type { RuleExample, RuleMeta } from "./rule-meta.js";

export function fixtureDirectory(meta: RuleMeta): string {
  return `${meta.code}-${meta.name.replace("/", "-")}`;
}

function mainFileName(example: RuleExample): string {
  return example.file === "json" ? "example.audience.json" : example.file === "yaml" ? "example.audience.yaml" : "example.pql";
}

/** File name -> text (bytes for a file not saved as UTF-8), for one rule's failing fixture directory. */
export function fixtureFiles(meta: RuleMeta): Record<string, string | Uint8Array> {
  const example = meta.invalid[0]!;
  const code = example.code.endsWith("\n") ? example.code : `${example.code}\n`;
  const files: Record<string, string | Uint8Array> = { [mainFileName(example)]: example.savedAs ? exampleBytes(code) : code };
  for (const other of example.others ?? []) files[other.name] = other.code;
  if (example.config) files["pql-audience.config.json"] = `${JSON.stringify(example.config, null, 2)}\n`;
  return files;
}

export function mainFixtureFile(meta: RuleMeta): string {
  return mainFileName(meta.invalid[0]!);
}

/** The bytes of an example's file saved as Latin-1 (every character of the examples is below U+0100). */
export function exampleBytes(code: string): Uint8Array {
  return Uint8Array.from(code, (c) => c.charCodeAt(0));
}
