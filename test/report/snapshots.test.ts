// One fixture set through every format, stored as readable files in __snapshots__/ so a
// reviewer sees exactly what users see. Update with `npx vitest run test/report -u`.
import { describe, expect, it } from "vitest";
import { FORMAT_NAMES, githubSummary, render } from "../../src/report/index.js";
import type { ReportOptions } from "../../src/report/reporter.js";
import { cleanResult, lintResult } from "./fixtures/lint-result.js";

const options: ReportOptions = { toolVersion: "0.1.0" };

describe("every format renders the fixture set", () => {
  it.each(FORMAT_NAMES)("%s", async (name) => {
    await expect(render(lintResult, name, options)).toMatchFileSnapshot(`__snapshots__/${name}.txt`);
  });

  it("stylish with colours", async () => {
    await expect(render(lintResult, "stylish", { ...options, color: true })).toMatchFileSnapshot("__snapshots__/stylish-color.txt");
  });

  it("stylish showing suppressed diagnostics, cut to an 80-column terminal", async () => {
    await expect(render(lintResult, "stylish", { ...options, showSuppressed: true, width: 80 })).toMatchFileSnapshot(
      "__snapshots__/stylish-suppressed-width-80.txt",
    );
  });

  it("the GitHub job summary", async () => {
    await expect(githubSummary(lintResult, options)).toMatchFileSnapshot("__snapshots__/github-summary.md");
  });

  // JSON and SARIF of a clean run have the same shape as above: nothing new to see.
  it.each(FORMAT_NAMES.filter((n) => n !== "json" && n !== "sarif"))("%s of a clean run", async (name) => {
    await expect(render(cleanResult, name, options)).toMatchFileSnapshot(`__snapshots__/clean/${name}.txt`);
  });
});

describe("the colour switch", () => {
  it("puts no escape codes in any format unless asked", () => {
    for (const name of FORMAT_NAMES) expect(render(lintResult, name, options)).not.toContain("\x1b[");
  });

  it("colours stylish when asked", () => {
    expect(render(lintResult, "stylish", { ...options, color: true })).toContain("\x1b[31m");
  });
});
