// The words every human-facing format shares, and a check that the fixture's summary is
// honest (it is written by hand, so it could drift from its files).
import { describe, expect, it } from "vitest";
import type { LintResult, LintSummary } from "../../src/lint/lint-result.js";
import { edgeSummary, problemCounts, repoPath, verdictWords } from "../../src/report/findings.js";
import { lintResult } from "./fixtures/lint-result.js";

const zero: LintSummary = {
  files: 0,
  errors: 0,
  warnings: 0,
  infos: 0,
  suppressed: 0,
  fixable: 0,
  audiences: 0,
  eligible: 0,
  notEligible: 0,
  unknown: 0,
  byType: { "single-event": 0, "profile-only": 0, "event-with-profile": 0, "segment-of-segments": 0 },
};
const withSummary = (s: Partial<LintSummary>, filesWithProblems = 0): LintResult => ({
  rules: [],
  summary: { ...zero, ...s },
  files: Array.from({ length: filesWithProblems }, (_, i) => ({
    file: `f${i}`,
    source: "",
    audiences: [],
    diagnostics: [
      {
        code: "PQL001",
        rule: "r",
        severity: "error",
        message: "m",
        file: `f${i}`,
        hints: [],
        range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
      },
    ],
  })),
});

describe("problemCounts", () => {
  it.each([
    [{ files: 12 }, 0, "no problems (12 files checked)"],
    [{ files: 1 }, 0, "no problems (1 file checked)"],
    [{ files: 12, errors: 2, warnings: 1 }, 3, "2 errors, 1 warning in 3 files (12 files checked)"],
    [{ files: 3, warnings: 2 }, 1, "0 errors, 2 warnings in 1 file (3 files checked)"],
    [{ files: 3, infos: 1 }, 1, "0 errors, 0 warnings, 1 info in 1 file (3 files checked)"],
  ])("%j -> %s", (s, withProblems, expected) => {
    expect(problemCounts(withSummary(s, withProblems))).toBe(expected);
  });
});

describe("edgeSummary", () => {
  it.each([
    [{}, "no audiences found"],
    [
      {
        audiences: 5,
        eligible: 4,
        notEligible: 1,
        byType: { "single-event": 1, "profile-only": 1, "event-with-profile": 1, "segment-of-segments": 1 },
      },
      "5 audiences: 4 edge-eligible (single-event 1, profile-only 1, event-with-profile 1, segment-of-segments 1), 1 not eligible",
    ],
    [{ audiences: 1, eligible: 1, byType: { ...zero.byType, "profile-only": 1 } }, "1 audience: 1 edge-eligible (profile-only 1)"],
    [{ audiences: 2, notEligible: 1, unknown: 1 }, "2 audiences: 0 edge-eligible, 1 not eligible, 1 unknown (unresolved segment)"],
  ])("%j -> %s", (s, expected) => {
    expect(edgeSummary({ ...zero, ...s })).toBe(expected);
  });
});

describe("verdictWords", () => {
  it.each([
    [{ eligible: true, type: "single-event" as const, reasons: [] }, "single-event"],
    [{ eligible: false, type: null, reasons: [] }, "not eligible"],
    [{ eligible: null, type: null, reasons: [] }, "unknown"],
  ])("%j -> %s", (verdict, expected) => {
    expect(verdictWords(verdict)).toBe(expected);
  });
});

describe("repoPath", () => {
  it.each([
    ["audiences/a.yaml", undefined, "audiences/a.yaml"],
    ["audiences/a.yaml", "", "audiences/a.yaml"],
    ["audiences/a.yaml", "packages/web", "packages/web/audiences/a.yaml"],
    ["./a.yaml", "packages/web/", "packages/web/a.yaml"],
    ["../shared/a.yaml", "packages/web", "packages/shared/a.yaml"],
    ["sub\\a.pql", "pkg", "pkg/sub/a.pql"],
    ["/abs/a.yaml", "pkg", "/abs/a.yaml"],
    ["C:\\x\\a.yaml", "pkg", "C:\\x\\a.yaml"],
    ["<stdin>", "pkg", "<stdin>"],
  ])("%j under %j -> %j", (path, prefix, expected) => {
    expect(repoPath(path, prefix)).toBe(expected);
  });
});

describe("the fixture", () => {
  it("has a summary that matches its files", () => {
    const all = lintResult.files.flatMap((f) => f.diagnostics);
    const active = all.filter((d) => !d.suppressed);
    const verdicts = lintResult.files.flatMap((f) => f.audiences.map((a) => a.verdict));
    const count = (pred: (x: (typeof verdicts)[number]) => boolean) => verdicts.filter(pred).length;
    expect(lintResult.summary).toEqual({
      files: lintResult.files.length,
      errors: active.filter((d) => d.severity === "error").length,
      warnings: active.filter((d) => d.severity === "warning").length,
      infos: active.filter((d) => d.severity === "info").length,
      suppressed: all.length - active.length,
      fixable: active.filter((d) => d.fix).length,
      audiences: verdicts.length,
      eligible: count((v) => v.eligible === true),
      notEligible: count((v) => v.eligible === false),
      unknown: count((v) => v.eligible === null),
      byType: {
        "single-event": count((v) => v.type === "single-event"),
        "profile-only": count((v) => v.type === "profile-only"),
        "event-with-profile": count((v) => v.type === "event-with-profile"),
        "segment-of-segments": count((v) => v.type === "segment-of-segments"),
      },
    });
  });

  it("has a verdict of every kind", () => {
    const kinds = new Set(lintResult.files.flatMap((f) => f.audiences.map((a) => verdictWords(a.verdict))));
    expect([...kinds].sort()).toEqual([
      "event-with-profile",
      "not eligible",
      "profile-only",
      "segment-of-segments",
      "single-event",
      "unknown",
    ]);
  });
});
