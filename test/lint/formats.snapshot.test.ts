// One fixture set, linted for real, rendered through every format: the snapshots show exactly
// what users see. Regenerate with `npx vitest run test/lint/formats.snapshot.test.ts -u` and read
// the diff.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintSources } from "../../src/lint/engine.js";
import { FORMAT_NAMES, render } from "../../src/report/index.js";

const dir = join(import.meta.dirname, "../fixtures/report-set");
const result = lintSources(
  readdirSync(dir)
    .sort()
    .map((name) => ({ file: `report-set/${name}`, text: readFileSync(join(dir, name), "utf8") })),
);

describe("one fixture set through every format", () => {
  it.each(FORMAT_NAMES.map((f) => [f]))("%s", async (format) => {
    const text = render(result, format, { toolVersion: "1.2.3", color: false, width: 100 });
    await expect(text).toMatchFileSnapshot(`__snapshots__/report-set.${format}.txt`);
  });

  it("stylish with colours", async () => {
    await expect(render(result, "stylish", { toolVersion: "1.2.3", color: true, width: 100 })).toMatchFileSnapshot(
      "__snapshots__/report-set.stylish-color.txt",
    );
  });

  it("covers errors, warnings, infos, a suppression and every verdict kind", () => {
    const all = result.files.flatMap((f) => f.diagnostics);
    expect(new Set(all.map((d) => d.severity))).toEqual(new Set(["error", "warning", "info"]));
    expect(all.some((d) => d.suppressed)).toBe(true);
    const verdicts = result.files.flatMap((f) => f.audiences.map((a) => a.verdict.eligible));
    expect(new Set(verdicts)).toEqual(new Set([true, false]));
  });
});
