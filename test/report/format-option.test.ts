// `--format name[:path]`, repeatable, and the default when none is given.
import { describe, expect, it } from "vitest";
import { FORMAT_NAMES, FormatError, parseFormat, parseFormats, reporters, resolveFormats } from "../../src/report/index.js";

describe("parseFormat", () => {
  it.each([
    ["stylish", { name: "stylish" }],
    ["json", { name: "json" }],
    ["json:-", { name: "json" }],
    ["sarif:reports/pql.sarif", { name: "sarif", path: "reports/pql.sarif" }],
    ["junit:out dir/junit.xml", { name: "junit", path: "out dir/junit.xml" }],
    ["sarif:C:\\reports\\pql.sarif", { name: "sarif", path: "C:\\reports\\pql.sarif" }],
    ["json:a:b.json", { name: "json", path: "a:b.json" }],
  ])("%j -> %j", (value, expected) => {
    expect(parseFormat(value)).toEqual(expected);
  });

  it.each([
    ["xml", 'unknown format "xml"; use one of: stylish, concise, json, sarif, github, junit'],
    ["JSON", 'unknown format "JSON" (did you mean "json"?); use one of: stylish, concise, json, sarif, github, junit'],
    ["sarf:x.sarif", 'unknown format "sarf" (did you mean "sarif"?); use one of: stylish, concise, json, sarif, github, junit'],
    ["", "--format needs a format name before the path; use one of: stylish, concise, json, sarif, github, junit"],
    [":out.json", "--format needs a format name before the path; use one of: stylish, concise, json, sarif, github, junit"],
    ["json:", '--format json: the path after ":" is empty (write "json" alone for standard output)'],
    ["json:  ", '--format json: the path after ":" is empty (write "json" alone for standard output)'],
  ])("rejects %j: %s", (value, message) => {
    expect(() => parseFormat(value)).toThrow(new FormatError(message));
  });
});

describe("parseFormats", () => {
  it("keeps the order of repeated --format values", () => {
    expect(parseFormats(["stylish", "sarif:pql.sarif", "json:report.json", "github"])).toEqual([
      { name: "stylish" },
      { name: "sarif", path: "pql.sarif" },
      { name: "json", path: "report.json" },
      { name: "github" },
    ]);
  });

  it.each([
    [["json:out.txt", "sarif:out.txt"], "--format json and --format sarif both write to out.txt; give each its own file"],
    [["json", "json:-"], "--format json is given twice for standard output"],
  ])("rejects %j", (values, message) => {
    expect(() => parseFormats(values)).toThrow(message);
  });

  it("throws a typed error the CLI can map to exit code 2", () => {
    expect(() => parseFormats(["nope"])).toThrow(FormatError);
  });
});

describe("resolveFormats", () => {
  it.each([
    ["a terminal", [], { stdoutIsTTY: true, githubActions: false }, [{ name: "stylish" }]],
    ["a pipe", [], { stdoutIsTTY: false, githubActions: false }, [{ name: "concise" }]],
    ["GitHub Actions (no TTY)", [], { stdoutIsTTY: false, githubActions: true }, [{ name: "concise" }, { name: "github" }]],
    ["GitHub Actions with a TTY", [], { stdoutIsTTY: true, githubActions: true }, [{ name: "stylish" }, { name: "github" }]],
    [
      "an explicit format, even in GitHub Actions",
      [{ name: "json" as const }],
      { stdoutIsTTY: false, githubActions: true },
      [{ name: "json" }],
    ],
  ])("%s", (_, requested, context, expected) => {
    expect(resolveFormats(requested, context)).toEqual(expected);
  });
});

describe("reporters", () => {
  it("has a reporter for every format name", () => {
    expect(Object.keys(reporters).sort()).toEqual([...FORMAT_NAMES].sort());
  });
});
