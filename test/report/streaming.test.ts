// The streaming reporters write, file by file, exactly what the whole-result reporters write.
import { describe, expect, it } from "vitest";
import { render, streamingReporter } from "../../src/report/index.js";
import type { ReportOptions } from "../../src/report/reporter.js";
import { filesWithProblems } from "../../src/report/findings.js";
import { cleanResult, lintResult } from "./fixtures/lint-result.js";

describe("streaming reporters", () => {
  const cases = [
    ["concise", "the fixture set", lintResult, {}],
    ["concise", "the fixture set, suppressed shown", lintResult, { showSuppressed: true }],
    ["concise", "a clean run", cleanResult, {}],
    ["github", "the fixture set, in a subdirectory", lintResult, { repoPathPrefix: "packages/audiences" }],
    ["github", "a clean run", cleanResult, {}],
  ] as const;
  it.each(cases)("%s streamed is the whole report: %s", (name, _label, result, extra) => {
    const options: ReportOptions = { toolVersion: "0.1.0", ...extra };
    const reporter = streamingReporter(name, options)!;
    const streamed =
      result.files.map((f) => reporter.file(f)).join("") +
      reporter.end({ summary: result.summary, filesWithProblems: filesWithProblems(result) });
    expect(streamed).toBe(render(result, name, options));
    if (result === lintResult) expect(streamed.split("\n").length).toBeGreaterThan(3);
  });

  it("exists only for line-based formats", () => {
    for (const name of ["stylish", "json", "sarif", "junit"] as const)
      expect(streamingReporter(name, { toolVersion: "0" })).toBeUndefined();
  });
});
