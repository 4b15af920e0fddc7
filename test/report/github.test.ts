// Workflow-command escaping and the job summary. The escaping rules are the runner's
// (actions/toolkit command.ts): data escapes % CR LF; properties also : and ,.
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/lint/diagnostic.js";
import { annotation, escapeData, escapeProperty, github, githubCommand } from "../../src/report/github.js";
import { githubSummary, markdownCell } from "../../src/report/github-summary.js";
import { LineMap } from "../../src/syntax/positions.js";
import { lintResult } from "./fixtures/lint-result.js";

describe("escapeData (the message after ::)", () => {
  it.each([
    ["plain", "plain"],
    ["100%", "100%25"],
    ["%0A stays literal", "%250A stays literal"],
    ["two\nlines", "two%0Alines"],
    ["crlf\r\nend", "crlf%0D%0Aend"],
    ["a: b, c", "a: b, c"],
    ["::error::inject", "::error::inject"],
  ])("%j -> %j", (input, expected) => {
    expect(escapeData(input)).toBe(expected);
  });
});

describe("escapeProperty (file=, title=...)", () => {
  it.each([
    ["audiences/vip.audience.json", "audiences/vip.audience.json"],
    ["PQL204 edge/window-too-long", "PQL204 edge/window-too-long"],
    ["C:\\audiences\\a,b.pql", "C%3A\\audiences\\a%2Cb.pql"],
    ["50%: a,b\nc", "50%25%3A a%2Cb%0Ac"],
  ])("%j -> %j", (input, expected) => {
    expect(escapeProperty(input)).toBe(expected);
  });
});

describe("annotation", () => {
  const lines = new LineMap("abc\ndef ghi\n");
  const base: Diagnostic = {
    code: "PQL204",
    rule: "edge/window-too-long",
    severity: "error",
    message: "the window is 3 days, 100% too long",
    file: "a,b.yaml",
    range: lines.span(8, 11),
    hints: ["use `< 24 hours`"],
  };

  it.each([
    ["error", "error"],
    ["warning", "warning"],
    ["info", "notice"],
  ] as const)("severity %s is ::%s", (severity, command) => {
    expect(githubCommand(severity)).toBe(command);
  });

  it("writes position, title and message with hints, escaped", () => {
    expect(annotation(base, base.file)).toBe(
      "::error file=a%2Cb.yaml,line=2,col=5,endLine=2,endColumn=8,title=PQL204 edge/window-too-long::the window is 3 days, 100%25 too long%0Ahelp: use `< 24 hours`",
    );
  });

  it("leaves out endColumn when the range spans lines", () => {
    expect(annotation({ ...base, range: lines.span(1, 6), hints: [] }, "x.pql")).toBe(
      "::error file=x.pql,line=1,col=2,endLine=2,title=PQL204 edge/window-too-long::the window is 3 days, 100%25 too long",
    );
  });

  it("gives an empty range one column", () => {
    expect(annotation({ ...base, range: lines.span(4, 4), hints: [] }, "x.pql")).toContain("line=2,col=1,endLine=2,endColumn=2,");
  });

  it("puts the repository path prefix in front of file paths", () => {
    const out = github(lintResult, { toolVersion: "0.1.0", repoPathPrefix: "packages/web" });
    expect(out.split("\n")[0]).toMatch(/^::error file=packages\/web\/audiences\/cart-abandoners\.audience\.yaml,/);
  });

  it("skips suppressed diagnostics and writes one line per finding", () => {
    const out = github(lintResult, { toolVersion: "0.1.0" });
    expect(out.trimEnd().split("\n")).toHaveLength(9);
    expect(out).not.toContain("PQL301"); // the only PQL301 in the fixture is suppressed
    for (const line of out.trimEnd().split("\n"))
      expect(line).toMatch(/^::(error|warning|notice) file=[^:]+,line=\d+,col=\d+,endLine=\d+(,endColumn=\d+)?,title=PQL\d{3} [^:]+::/);
  });
});

describe("job summary", () => {
  it.each([
    ["a | b", "a \\| b"],
    ["line\nbreak", "line<br>break"],
    ["<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"],
    ["in code `a < b | c` stays", "in code `a < b \\| c` stays"],
    ["Tom & Jerry", "Tom &amp; Jerry"],
  ])("markdownCell(%j) = %j", (input, expected) => {
    expect(markdownCell(input)).toBe(expected);
  });

  it("stays within its byte budget and says what it left out", () => {
    const summary = githubSummary(lintResult, { toolVersion: "0.1.0", budgetBytes: 1500 });
    expect(new TextEncoder().encode(summary).length).toBeLessThanOrEqual(1500 + 200);
    expect(summary).toMatch(/… \d+ more findings not shown \(summary size limit\)/);
  });
});
