// Writes test/fixtures/rules/<code>-<name>/ from each rule's first invalid example
// (npx tsx scripts/rule-fixtures.ts). test/lint/rule-fixtures.test.ts keeps them current.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { allRules } from "../src/lint/registry.js";
import { fixtureDirectory, fixtureFiles } from "../src/lint/rule-fixtures.js";

const root = new URL("../test/fixtures/rules/", import.meta.url);
rmSync(root, { recursive: true, force: true });
for (const rule of allRules) {
  const dir = new URL(`${fixtureDirectory(rule.meta)}/`, root);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(fixtureFiles(rule.meta))) writeFileSync(new URL(name, dir), text);
}
console.log(`test/fixtures/rules: ${allRules.length} rules`);
