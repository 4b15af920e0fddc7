// `pql-audience test` reports: text like vitest's (a line per case, the trace of a failure, a
// summary), JSON, and JUnit XML for CI systems that read test reports.
import type { OutlineLine } from "../run/trace-outline.js";
import { ansi, painter } from "./code-frame.js";
import { traceLines } from "./evaluation-text.js";
import { plural } from "../text/plural.js";
import { escapeXmlAttribute as attr, escapeXmlText as text } from "./xml.js";

export interface CaseResult {
  file: string;
  audience: string;
  name: string;
  expected: boolean;
  qualifies: boolean;
  ms: number;
  /** The decisive parts (boolean sub-expressions with their values) and their source text. */
  trace: OutlineLine[];
  problems: string[];
  /** Why the case has no answer (its evaluation went over its budget): an error, not a pass or a failure. */
  error?: string | undefined;
}

export interface FileProblem {
  file: string;
  /** `file:line:col: message` lines, or code frames. */
  messages: string[];
}

export interface TestRun {
  cases: CaseResult[];
  problems: FileProblem[];
  files: number;
  ms: number;
}

const passed = (c: CaseResult) => c.error === undefined && c.expected === c.qualifies;
const answer = (q: boolean) => (q ? "qualifies" : "does not qualify");

export function testText(run: TestRun, options: { color?: boolean } = {}): string {
  const paint = painter(options.color);
  const out: string[] = [];
  for (const c of run.cases) {
    const ok = passed(c);
    out.push(
      ` ${ok ? paint(ansi.green, "✓") : paint(ansi.red, "✗")} ${c.file} > ${c.audience} > ${c.name} ${paint(ansi.dim, `${Math.round(c.ms)} ms`)}`,
    );
    if (ok) continue;
    if (c.error !== undefined) {
      out.push(`     ${paint(ansi.red, "error")}: ${c.error}`);
      continue;
    }
    out.push(`     expected: ${answer(c.expected)}; it ${c.qualifies ? "qualifies" : "does not"}`);
    out.push(...traceLines(c.trace, paint, "       "));
    for (const p of c.problems) out.push(`       ${paint(ansi.yellow, "note")}    ${p}`);
  }
  for (const p of run.problems) out.push(...p.messages.map((m) => ` ${paint(ansi.red, "✗")} ${m}`));
  const errored = run.cases.filter((c) => c.error !== undefined).length;
  const failed = run.cases.filter((c) => !passed(c)).length - errored;
  const ok = run.cases.length - failed - errored;
  const counts = [
    ok > 0 ? paint(ansi.green, `${ok} passed`) : "",
    failed > 0 ? paint(ansi.red, `${failed} failed`) : "",
    errored > 0 ? paint(ansi.red, `${errored} errored`) : "",
  ]
    .filter(Boolean)
    .join(", ");
  const broken = run.problems.length > 0 ? paint(ansi.red, `, ${plural(run.problems.length, "file")} with errors`) : "";
  out.push(
    "",
    ` Tests  ${counts || "none"} (${run.cases.length})${broken}`,
    ` Files  ${run.files}`,
    ` Time   ${Math.round(run.ms)} ms`,
    "",
  );
  return out.join("\n");
}

export function testJson(run: TestRun): string {
  const errored = run.cases.filter((c) => c.error !== undefined).length;
  const failed = run.cases.filter((c) => !passed(c)).length - errored;
  return `${JSON.stringify(
    {
      summary: {
        cases: run.cases.length,
        passed: run.cases.length - failed - errored,
        failed,
        ...(errored > 0 ? { errored } : {}),
        files: run.files,
        filesWithErrors: run.problems.length,
      },
      cases: run.cases.map((c) => ({
        file: c.file,
        audience: c.audience,
        name: c.name,
        passed: passed(c),
        expected: c.expected,
        qualifies: c.qualifies,
        ...(c.error === undefined ? {} : { error: c.error }),
        ms: c.ms,
        ...(passed(c) ? {} : { trace: c.trace, problems: c.problems }),
      })),
      problems: run.problems,
    },
    null,
    2,
  )}\n`;
}

export function testJunit(run: TestRun, toolVersion: string): string {
  const byFile = new Map<string, CaseResult[]>();
  for (const c of run.cases) byFile.set(c.file, [...(byFile.get(c.file) ?? []), c]);
  const suites: string[] = [];
  for (const [file, cases] of byFile) {
    const errors = cases.filter((c) => c.error !== undefined).length;
    const failures = cases.filter((c) => !passed(c)).length - errors;
    suites.push(`  <testsuite name="${attr(file)}" tests="${cases.length}" failures="${failures}" errors="${errors}" skipped="0">`);
    for (const c of cases) {
      const head = `    <testcase classname="${attr(file)}" name="${attr(`${c.audience} > ${c.name}`)}" time="${(c.ms / 1000).toFixed(3)}"`;
      if (passed(c)) {
        suites.push(`${head}/>`);
        continue;
      }
      if (c.error !== undefined) {
        suites.push(`${head}>`, `      <error message="${attr(c.error)}"/>`, "    </testcase>");
        continue;
      }
      const detail = [...traceLines(c.trace, painter(false), ""), ...c.problems.map((p) => `note: ${p}`)].join("\n");
      suites.push(
        `${head}>`,
        `      <failure message="${attr(`expected: ${answer(c.expected)}; it ${c.qualifies ? "qualifies" : "does not"}`)}">${text(detail)}</failure>`,
        "    </testcase>",
      );
    }
    suites.push("  </testsuite>");
  }
  for (const p of run.problems) {
    suites.push(
      `  <testsuite name="${attr(p.file)}" tests="1" failures="0" errors="1" skipped="0">`,
      `    <testcase classname="${attr(p.file)}" name="the file loads">`,
      `      <error message="the file has errors">${text(p.messages.join("\n"))}</error>`,
      "    </testcase>",
      "  </testsuite>",
    );
  }
  const failures = run.cases.filter((c) => !passed(c)).length;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="${attr(`pql-audience test ${toolVersion}`)}" tests="${run.cases.length + run.problems.length}" failures="${failures}" errors="${run.problems.length}" time="${(run.ms / 1000).toFixed(3)}">`,
    ...suites,
    "</testsuites>",
    "",
  ].join("\n");
}
