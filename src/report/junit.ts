// JUnit XML for CI systems that only understand test reports (Jenkins, Azure DevOps, GitLab).
// One <testsuite> per file; one passing <testcase> per audience (its edge verdict as a
// property); one <testcase> per finding, its severity as a property: errors fail with the code
// frame as text, warnings and infos pass with the frame in <system-out>, suppressed ones are
// <skipped> with their reason. The failures are what the exit code counts: a run that exits 0
// has none (warnings fail only when they exceed --max-warnings, as the exit code says). ESLint's
// formatter makes every warning a failure and Ruff's knows no warnings; neither then agrees
// with a green run.
import type { Diagnostic } from "../lint/diagnostic.js";
import type { FileResult, LintResult } from "../lint/lint-result.js";
import { LineMap } from "../syntax/positions.js";
import { renderFrame } from "./code-frame.js";
import { byPosition, verdictWords } from "./findings.js";
import { TOOL_NAME, type ReportOptions } from "./reporter.js";
import { frameOf } from "./stylish.js";
import { escapeXmlAttribute as attr, escapeXmlText as text } from "./xml.js";

interface Suite {
  xml: string;
  tests: number;
  failures: number;
  skipped: number;
}

export function junit(result: LintResult, options: ReportOptions): string {
  const sources = new Map(result.files.map((f) => [f.file, f.source]));
  const failing = options.warningsFail ? new Set(["error", "warning"]) : new Set(["error"]);
  const suites = result.files.map((f) => suite(f, (file) => sources.get(file), failing));
  const total = (key: "tests" | "failures" | "skipped") => suites.reduce((n, s) => n + s[key], 0);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="${attr(`${TOOL_NAME} ${options.toolVersion}`)}" tests="${total("tests")}" failures="${total("failures")}" errors="0" skipped="${total("skipped")}">`,
    ...suites.map((s) => s.xml),
    `</testsuites>`,
    "",
  ].join("\n");
}

function suite(file: FileResult, sourceOf: (file: string) => string | undefined, failing: ReadonlySet<string>): Suite {
  const lines = new LineMap(file.source);
  const cases: string[] = [];
  let failures = 0;
  let skipped = 0;
  for (const audience of file.audiences) {
    cases.push(
      [
        `    <testcase name="${attr(`audience: ${audience.name}`)}" classname="${attr(file.file)}">`,
        `      <properties><property name="edge" value="${attr(verdictWords(audience.verdict))}"/></properties>`,
        `    </testcase>`,
      ].join("\n"),
    );
  }
  for (const d of [...file.diagnostics].sort(byPosition)) {
    const frame = renderFrame(frameOf(d, file), lines, { sourceOf });
    const open = `    <testcase name="${attr(caseName(d))}" classname="${attr(file.file)}" file="${attr(d.file || file.file)}" line="${d.range.start.line}">`;
    const severity = `      <properties><property name="severity" value="${d.severity}"/></properties>`;
    let body: string;
    if (d.suppressed) {
      skipped++;
      body = `      <skipped message="${attr(`suppressed (${d.suppressed.kind}): ${d.suppressed.reason}`)}"/>`;
    } else if (failing.has(d.severity)) {
      failures++;
      body = `      <failure message="${attr(d.message)}" type="${attr(d.code)}">${text(frame)}</failure>`;
    } else {
      body = `      <system-out>${text(frame)}</system-out>`;
    }
    cases.push([open, severity, body, `    </testcase>`].join("\n"));
  }
  const tests = cases.length;
  const xml = [
    `  <testsuite name="${attr(file.file)}" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}">`,
    ...cases,
    `  </testsuite>`,
  ].join("\n");
  return { xml, tests, failures, skipped };
}

/** Stable across runs that only move lines, so CI history links the same finding. */
function caseName(d: Diagnostic): string {
  return `${d.code} ${d.rule}: ${d.message}`;
}
