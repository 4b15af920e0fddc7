// The per-file temporary folder (test/setup.ts): what a test writes under tmpdir() is inside it.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { expect, it } from "vitest";

it("tmpdir() is this file's own folder, so it is removed with everything in it after the file", () => {
  expect(basename(tmpdir())).toMatch(/^pql-test-/);
  const made = mkdtempSync(join(tmpdir(), "pql-cli-"));
  expect(dirname(made)).toBe(tmpdir());
});
