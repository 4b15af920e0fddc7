// `pql-audience test` reports: text like vitest's (a line per case, the trace of a failure, a
// summary), JSON, and JUnit XML for CI systems that read test reports.
import type { Diagnostic } from "../lint/diagnostic.js";
import type { OutlineLine } from "../run/trace-outline.js";
import { ansi, painter } from "./code-frame.js";
import { traceLines } from "./evaluation-text.js";
import { plural } from "../text/plural.js";
import { jsonDiagnostic } from "./json.js";
import type { ReportOptions } from "./reporter.js";
import { escapeXmlAttribute as attr, escapeXmlText as text } from "./xml.js";
import { visibleControls } from "../text/visible-controls.js";

export interface CaseResult {
  file: string;
  audience: string;
  name: string;
  expected: boolean;
  /** The answer; null when the case did not run (`errored`). */
  qualifies: boolean | null;
  /** Not run: its file has errors that leave what it means unknown (the file's FileProblem shows them). Never a pass. */
  errored?: boolean;
  ms: number;
  /** The decisive parts (boolean sub-expressions with their values) and their source text. */
  trace: OutlineLine[];
  problems: string[];
  /** Why the case has no answer (its evaluation went over its budget, its data nests too deeply): an error, not a pass or a failure. */
  error?: string | undefined;
}

export interface FileProblem {
  file: string;
  /** `file:line:col: message` lines, or code frames. */
  messages: string[];
  /** lint's findings among them (code frames in `messages`), for the JSON and JUnit reports. */
  diagnostics?: Diagnostic[];
}

export interface TestRun {
  cases: CaseResult[];
  problems: FileProblem[];
  files: number;
  ms: number;
}

/** Did not run or has no answer: its file has errors, or its evaluation went over its budget. */
const isErrored = (c: CaseResult) => c.errored === true || c.error !== undefined;
const passed = (c: CaseResult) => !isErrored(c) && c.expected === c.qualifies;
const answer = (q: boolean) => (q ? "qualifies" : "does not qualify");
const NOT_RUN = "not run: the file has errors";

/** How many cases passed, failed (ran, with the other answer) and errored (did not run). */
function counts(run: TestRun): { passed: number; failed: number; errored: number } {
  const errored = run.cases.filter(isErrored).length;
  const passedCount = run.cases.filter(passed).length;
  return { passed: passedCount, failed: run.cases.length - passedCount - errored, errored };
}

export function testText(run: TestRun, options: { color?: boolean } = {}): string {
  const paint = painter(options.color);
  const out: string[] = [];
  for (const c of run.cases) {
    const ok = passed(c);
    out.push(
      ` ${ok ? paint(ansi.green, "✓") : paint(ansi.red, "✗")} ${visibleControls(`${c.file} > ${c.audience} > ${c.name}`)} ${paint(ansi.dim, `${Math.round(c.ms)} ms`)}`,
    );
    if (ok) continue;
    if (c.errored) {
      out.push(`     ${NOT_RUN} (below)`);
      continue;
    }
    if (c.error !== undefined) {
      out.push(`     ${paint(ansi.red, "error")}: ${visibleControls(c.error)}`);
      continue;
    }
    out.push(`     expected: ${answer(c.expected)}; it ${c.qualifies ? "qualifies" : "does not"}`);
    out.push(...traceLines(c.trace, paint, "       "));
    for (const p of c.problems) out.push(`       ${paint(ansi.yellow, "note")}    ${p}`);
  }
  for (const p of run.problems) out.push(...p.messages.map((m) => ` ${paint(ansi.red, "✗")} ${m}`));
  const n = counts(run);
  const tally = [
    n.passed > 0 ? paint(ansi.green, `${n.passed} passed`) : "",
    n.failed > 0 ? paint(ansi.red, `${n.failed} failed`) : "",
    n.errored > 0 ? paint(ansi.red, `${n.errored} errored`) : "",
  ]
    .filter(Boolean)
    .join(", ");
  const broken = run.problems.length > 0 ? paint(ansi.red, `, ${plural(run.problems.length, "file")} with errors`) : "";
  out.push("", ` Tests  ${tally || "none"} (${run.cases.length})${broken}`, ` Files  ${run.files}`, ` Time   ${Math.round(run.ms)} ms`, "");
  return out.join("\n");
}

export function testJson(run: TestRun, options: Pick<ReportOptions, "ruleDocsUrl"> = {}): string {
  const n = counts(run);
  return `${JSON.stringify(
    {
      summary: {
        cases: run.cases.length,
        passed: n.passed,
        failed: n.failed,
        errored: n.errored,
        files: run.files,
        filesWithErrors: run.problems.length,
      },
      cases: run.cases.map((c) => ({
        file: c.file,
        audience: c.audience,
        name: c.name,
        passed: passed(c),
        ...(isErrored(c) ? { errored: true } : {}),
        expected: c.expected,
        qualifies: c.qualifies,
        ...(c.error === undefined ? {} : { error: c.error }),
        ms: c.ms,
        ...(passed(c) || isErrored(c) ? {} : { trace: c.trace, problems: c.problems }),
      })),
      // lint's findings in the shape of `lint --format json`'s diagnostics.
      problems: run.problems.map((p) => ({
        file: p.file,
        messages: p.messages,
        diagnostics: (p.diagnostics ?? []).map((d) => jsonDiagnostic(d, options)),
      })),
    },
    null,
    2,
  )}\n`;
}

export function testJunit(run: TestRun, toolVersion: string): string {
  const byFile = new Map<string, CaseResult[]>();
  for (const c of run.cases) byFile.set(c.file, [...(byFile.get(c.file) ?? []), c]);
  const suites: string[] = [];
  const problemOf = new Map(run.problems.map((p) => [p.file, p]));
  for (const [file, cases] of byFile) {
    const errors = cases.filter((c) => isErrored(c)).length;
    const failures = cases.filter((c) => !passed(c)).length - errors;
    suites.push(`  <testsuite name="${attr(file)}" tests="${cases.length}" failures="${failures}" errors="${errors}" skipped="0">`);
    for (const c of cases) {
      const head = `    <testcase classname="${attr(file)}" name="${attr(`${c.audience} > ${c.name}`)}" time="${(c.ms / 1000).toFixed(3)}"`;
      if (passed(c)) {
        suites.push(`${head}/>`);
        continue;
      }
      if (c.errored) {
        const problem = problemOf.get(file);
        const type = problem?.diagnostics?.[0]?.code;
        suites.push(
          `${head}>`,
          `      <error message="${NOT_RUN}"${type ? ` type="${attr(type)}"` : ""}>${text((problem?.messages ?? []).join("\n\n"))}</error>`,
          "    </testcase>",
        );
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
  // A file with errored cases shows its problems there; one whose cases could not be read, on its own.
  for (const p of run.problems.filter((p) => !byFile.has(p.file))) {
    suites.push(
      `  <testsuite name="${attr(p.file)}" tests="1" failures="0" errors="1" skipped="0">`,
      `    <testcase classname="${attr(p.file)}" name="the file loads">`,
      `      <error message="the file has errors">${text(p.messages.join("\n"))}</error>`,
      "    </testcase>",
      "  </testsuite>",
    );
  }
  const n = counts(run);
  const alone = run.problems.filter((p) => !byFile.has(p.file)).length;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="${attr(`pql-audience test ${toolVersion}`)}" tests="${run.cases.length + alone}" failures="${n.failed}" errors="${n.errored + alone}" time="${(run.ms / 1000).toFixed(3)}">`,
    ...suites,
    "</testsuites>",
    "",
  ].join("\n");
}
