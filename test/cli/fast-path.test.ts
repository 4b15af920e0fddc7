// Which command lines the fast path (launch.ts -> dist/lint-fast.cjs) takes, and what it makes of
// them: exactly what yargs would, or nothing (the full argument parser then runs).
import { describe, expect, it } from "vitest";
import { fastLintArgs } from "../../src/cli/fast-path.js";

describe("fastLintArgs", () => {
  it.each([
    [["a.pql"], { paths: ["a.pql"], format: [] }],
    [["a.pql", "dir"], { paths: ["a.pql", "dir"], format: [] }],
    [["--format", "github", "dir"], { paths: ["dir"], format: ["github"] }],
    [["dir", "-f", "json", "--format=sarif"], { paths: ["dir"], format: ["json", "sarif"] }],
    [["dir", "--workers", "4"], { paths: ["dir"], format: [], workers: 4 }],
    [["a.pql", "--max-warnings", "0"], { paths: ["a.pql"], format: [], "max-warnings": 0 }],
  ])("takes %j", (args, expected) => {
    expect(fastLintArgs(args)).toEqual(expected);
  });

  it.each([
    [[]], // no paths: yargs supplies "."
    [["--format", "json"]],
    [["dir", "--format"]], // a flag without its value
    [["dir", "--format", "sarif:out.sarif"]], // a format written to a file
    [["dir", "--workers", "1e1"]], // a number only yargs reads
    [["dir", "--workers", "2", "--workers", "3"]],
    [["dir", "--max-warnings", "-1"]],
    [["dir", "--quiet"]],
    [["dir", "--fix"]],
    [["dir", "-q"]],
    [["dir", "-"]],
    [["dir", "--config", "x.json"]],
  ])("leaves %j to the full parser", (args) => {
    expect(fastLintArgs(args)).toBeUndefined();
  });
});
