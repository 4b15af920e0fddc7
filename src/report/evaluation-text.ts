// `evaluate --format text`: for each audience, whether the profile is in it, then the expression's
// boolean parts with the value each had, nested as they are written, so the decisive one is easy to
// find; CHAIN steps with the events that matched them, and why a part could not be decided.
import type { AudienceEvaluation } from "../run/evaluate-audiences.js";
import { traceOutline, type OutlineLine } from "../run/trace-outline.js";
import { ansi, painter, type Paint } from "./code-frame.js";
import { safeText } from "./text-width.js";
import { visibleControls } from "../text/visible-controls.js";

/**
 * A trace outline as text, one line per boolean part: its value (coloured) and its text, nested
 * as written. Shared by `evaluate` and by the failures `test` reports.
 */
export function traceLines(outline: readonly OutlineLine[], paint: Paint, indent: string): string[] {
  return outline.map(
    (line) =>
      `${indent}${"  ".repeat(line.depth)}${paint(valueTone(line.value), (line.value === null ? "unknown" : String(line.value)).padEnd(7))} ${safeText(line.text)}`,
  );
}

function valueTone(value: boolean | null): string {
  return value === true ? ansi.green : value === false ? ansi.red : ansi.yellow;
}

export interface EvaluationTextInput {
  /** The file name shown (or `<stdin>`). */
  file: string;
  /** Each audience's PQL, in the order of `results`: the trace's spans are offsets into it. */
  pql: readonly string[];
  results: readonly AudienceEvaluation[];
  /** The instant evaluated at, ISO-8601. */
  now: string;
}

export function evaluationText(input: EvaluationTextInput, options: { color?: boolean } = {}): string {
  const paint = painter(options.color);
  const out: string[] = [];
  input.results.forEach((result, i) => {
    const pql = input.pql[i]!;
    const title = visibleControls(result.name === input.file ? input.file : `${input.file}: ${result.name}`);
    const verdict =
      result.status === "budget-exceeded"
        ? paint(ansi.yellow, "budget exceeded: no answer")
        : result.status === "data-too-deep"
          ? paint(ansi.yellow, `not evaluated: ${visibleControls(result.data.message)}`)
          : paint(valueTone(result.qualifies), result.qualifies ? "qualifies" : "does not qualify");
    out.push(`${paint(ansi.bold, title)}  ${verdict} ${paint(ansi.dim, `(at ${input.now})`)}`);
    out.push(...traceLines(traceOutline(result.trace.nodes, pql), paint, "  "));
    for (const chain of result.trace.chains) {
      for (const step of chain.steps) {
        const matched = step.matched.length > 0 ? `matched ${step.matched.map(String).join(", ")}` : "no event matched";
        out.push(`  ${paint(ansi.dim, "CHAIN")} ${step.label}: ${matched}${step.needed > 1 ? ` (needs ${step.needed})` : ""}`);
      }
    }
    for (const problem of result.trace.problems)
      out.push(`  ${paint(ansi.yellow, "note")}    ${problem.message} (${problem.span.start.line}:${problem.span.start.column})`);
    out.push("");
  });
  return `${out.join("\n")}`;
}
