// Nothing in the repository cites a file that does not ship with it: the team's private notes
// (reference pages outside the repository) are never named; AEP's public pages are, by title,
// in docs/aep-docs.md.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((f) => f && !f.startsWith("dist/") && /\.(ts|mts|mjs|cjs|js|md|ya?ml|json)$/.test(f) && f !== "test/citations.test.ts");
const privateNotes =
  /shared\/reference|\baep-api\.md|\bpql-language\.md|\bedge-rules\.md|\blinter-conventions\.md|\bprior-art[\w-]*\.md|\bedge-eligibility\.md §/;

it("no tracked file cites the private reference notes", () => {
  const citing = tracked.filter((f) => privateNotes.test(readFileSync(join(root, f), "utf8")));
  expect(citing).toEqual([]);
});
