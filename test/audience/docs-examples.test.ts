// The audience files shown in docs/audience-files.md are real: each one loads without
// problems and is already formatted, so the docs cannot teach a file the tool rejects.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { formatAudienceFile } from "../../src/audience/format-audience-file.js";
import { loadAudienceFile } from "../../src/audience/load.js";
import { parseSuppressions } from "../../src/audience/suppressions.js";

const page = readFileSync(new URL("../../docs/audience-files.md", import.meta.url), "utf8");
const blocks = [...page.matchAll(/```(json|yaml)\n([\s\S]*?)```/g)]
  .map((m) => ({ kind: m[1]!, text: m[2]! }))
  // Whole audience files, not fragments or editor settings.
  .filter((b) => (b.kind === "json" ? b.text.startsWith('{\n  "$schema"') : /^name: /m.test(b.text)));

it("the page shows whole audience files in both formats", () => {
  expect(blocks.map((b) => b.kind).sort()).toEqual(["json", "yaml", "yaml"]);
});

it.each(blocks.map((b, i) => [i, b.kind, b.text] as const))("example %i (%s) loads cleanly and is formatted", (_i, kind, text) => {
  const name = `example.audience.${kind}`;
  const loaded = loadAudienceFile(name, text);
  expect(loaded.problems).toEqual([]);
  expect(parseSuppressions(loaded, text).problems).toEqual([]);
  expect(formatAudienceFile(name, text)).toMatchObject({ ok: true, changed: false });
});
