// JUnit XML: escaping that survives any message, and counts that add up.
import { describe, expect, it } from "vitest";
import type { LintResult } from "../../src/lint/lint-result.js";
import { junit } from "../../src/report/junit.js";
import { escapeXmlAttribute, escapeXmlText } from "../../src/report/xml.js";
import { LineMap } from "../../src/syntax/positions.js";
import { lintResult } from "./fixtures/lint-result.js";

describe("XML escaping", () => {
  it.each([
    ["a < b && c > d", "a &lt; b &amp;&amp; c &gt; d"],
    ['say "hi"', 'say "hi"'],
    ["bell\u0007 and esc\u001b", "bell\ufffd and esc\ufffd"],
    ["lone \ud800 surrogate", "lone \ufffd surrogate"],
    ["emoji 🎉 and 東京", "emoji 🎉 and 東京"],
    ["tab\tand\nnewline", "tab\tand\nnewline"],
  ])("text %j -> %j", (input, expected) => {
    expect(escapeXmlText(input)).toBe(expected);
  });

  it.each([
    [`"quoted" & 'single'`, "&quot;quoted&quot; &amp; &apos;single&apos;"],
    ["two\nlines\r\tx", "two&#10;lines&#13;&#9;x"],
    ["<tag>", "&lt;tag&gt;"],
  ])("attribute %j -> %j", (input, expected) => {
    expect(escapeXmlAttribute(input)).toBe(expected);
  });
});

describe("junit report", () => {
  const xml = junit(lintResult, { toolVersion: "0.1.0" });

  it("has one suite per file and totals that add up", () => {
    expect(xml.match(/<testsuite /g)).toHaveLength(lintResult.files.length);
    const suites = [...xml.matchAll(/<testsuite [^>]*tests="(\d+)" failures="(\d+)" errors="0" skipped="(\d+)"/g)];
    const sum = (i: number) => suites.reduce((n, m) => n + Number(m[i]), 0);
    expect(xml).toContain(`<testsuites name="pql-audience 0.1.0" tests="${sum(1)}" failures="${sum(2)}" errors="0" skipped="${sum(3)}">`);
    // failures = errors only (the run exits 0 on warnings); skipped = suppressed; tests = audiences + every finding
    expect([sum(1), sum(2), sum(3)]).toEqual([6 + 10, 4, 1]);
  });

  it.each([
    // severity, warningsFail (set by the CLI when --max-warnings is exceeded), what the finding's testcase holds
    ["error", false, "<failure "],
    ["warning", false, "<system-out>"],
    ["warning", true, "<failure "],
    ["info", false, "<system-out>"],
    ["info", true, "<system-out>"],
  ] as const)("a %s finding (warningsFail %s) holds %s, with its severity as a property", (severity, warningsFail, body) => {
    const source = "a = 1\n";
    const lines = new LineMap(source);
    const one: LintResult = {
      ...lintResult,
      files: [
        {
          file: "one.pql",
          source,
          audiences: [],
          diagnostics: [
            {
              code: "PQL302",
              rule: "style/uppercase-keyword",
              severity,
              message: "m",
              file: "one.pql",
              range: lines.span(0, 1),
              hints: [],
            },
          ],
        },
      ],
    };
    const out = junit(one, { toolVersion: "0.1.0", warningsFail });
    const fails = body === "<failure ";
    expect(out).toContain(`tests="1" failures="${fails ? 1 : 0}" errors="0"`);
    expect(out).toContain(body);
    expect(out).not.toContain(fails ? "<system-out>" : "<failure ");
    expect(out).toContain(`<property name="severity" value="${severity}"/>`);
  });

  it("escapes a hostile message everywhere it appears", () => {
    const source = 'a = "<x>"\n';
    const lines = new LineMap(source);
    const hostile: LintResult = {
      ...lintResult,
      files: [
        {
          file: 'we"ird&<file>.pql',
          source,
          audiences: [{ name: "</testcase><x>", verdict: { eligible: true, type: "profile-only", reasons: [] } }],
          diagnostics: [
            {
              code: "PQL204",
              rule: "edge/window-too-long",
              severity: "error",
              message: 'bad "<x>" & ]]> \u001b[31m',
              file: 'we"ird&<file>.pql',
              range: lines.span(4, 9),
              hints: [],
            },
          ],
        },
      ],
    };
    const out = junit(hostile, { toolVersion: "0.1.0" });
    expect(out).not.toMatch(/<x>|<file>|\u001b/);
    expect(out).toContain('message="bad &quot;&lt;x&gt;&quot; &amp; ]]&gt; \ufffd[31m" type="PQL204"');
    expect(out).toContain('name="audience: &lt;/testcase&gt;&lt;x&gt;"');
    // Every tag that opens is one of ours.
    for (const tag of out.match(/<[a-z?/][^>]*>/g) ?? [])
      expect(tag).toMatch(/^<\/?(\?xml|testsuites|testsuite|testcase|properties|property|failure|skipped|system-out)\b/);
  });
});
