// `evaluate --format text`: for each audience, whether the profile is in it, then the expression's
// boolean parts with the value each had, nested as they are written, so the decisive one is easy to
// find; CHAIN steps with the events that matched them, and why a part could not be decided.
import type { Span } from "../syntax/ast.js";
import type { AudienceEvaluation } from "../run/evaluate-audiences.js";
import { ansi, painter } from "./code-frame.js";
import { safeText } from "./text-width.js";

const MAX_TEXT = 96;

/** The expression text of a span, on one line, shortened in the middle when long. */
function excerpt(pql: string, span: Span): string {
  const text = pql.slice(span.start.offset, span.end.offset).replace(/\s+/g, " ");
  return safeText(text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 20)} ... ${text.slice(-15)}` : text);
}

function word(value: boolean | null): string {
  return value === null ? "unknown" : String(value);
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
  const tone = (value: boolean | null) => (value === true ? ansi.green : value === false ? ansi.red : ansi.yellow);
  const out: string[] = [];
  input.results.forEach((result, i) => {
    const pql = input.pql[i]!;
    const title = result.name === input.file ? input.file : `${input.file}: ${result.name}`;
    out.push(`${paint(ansi.bold, title)}  ${paint(tone(result.qualifies), result.qualifies ? "qualifies" : "does not qualify")} ${paint(ansi.dim, `(at ${input.now})`)}`);
    // Outermost first; a part sits under the parts whose span holds it.
    const nodes = [...result.trace.nodes].sort((a, b) => a.span.start.offset - b.span.start.offset || b.span.end.offset - a.span.end.offset);
    const open: Span[] = [];
    for (const node of nodes) {
      while (open.length > 0 && node.span.start.offset >= open[open.length - 1]!.end.offset) open.pop();
      const value = word(node.value);
      out.push(`  ${"  ".repeat(open.length)}${paint(tone(node.value), value.padEnd(7))} ${excerpt(pql, node.span)}`);
      open.push(node.span);
    }
    for (const chain of result.trace.chains) {
      for (const step of chain.steps) {
        const matched = step.matched.length > 0 ? `matched ${step.matched.map(String).join(", ")}` : "no event matched";
        out.push(`  ${paint(ansi.dim, "CHAIN")} ${step.label}: ${matched}${step.needed > 1 ? ` (needs ${step.needed})` : ""}`);
      }
    }
    for (const problem of result.trace.problems) out.push(`  ${paint(ansi.yellow, "note")}    ${problem.message} (${problem.span.start.line}:${problem.span.start.column})`);
    out.push("");
  });
  return `${out.join("\n")}`;
}
