// Hover text: on a function, method or keyword its one-line documentation; on
// `inSegment("alias:NAME")` the audience it names and that audience's verdict; elsewhere on the
// expression the edge verdict, the evaluation method and one line per reason (`explain` has the frames), with the hints of the
// diagnostics under the cursor.
import type { AudienceExplanation } from "../lint/explain.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import type { StreamingVerdict, Verdict, MethodDecision } from "../analysis/verdict.js";
import { methodLine, verdictOutline } from "../report/explain-text.js";
import { wordDoc } from "./pql-words.js";

export interface WordAt {
  word: string;
  start: number;
  end: number;
  /** Written after a `.` (a method, or a field of a path). */
  afterDot: boolean;
  /** Followed by `(` (a call). */
  called: boolean;
}

const wordChar = /[A-Za-z0-9_]/;

export function wordAt(text: string, offset: number): WordAt | undefined {
  let start = offset;
  while (start > 0 && wordChar.test(text[start - 1]!)) start--;
  let end = offset;
  while (end < text.length && wordChar.test(text[end]!)) end++;
  if (start === end || /[0-9]/.test(text[start]!)) return undefined;
  let before = start - 1;
  while (before >= 0 && text[before] === " ") before--;
  let after = end;
  while (after < text.length && text[after] === " ") after++;
  return { word: text.slice(start, end), start, end, afterDot: text[before] === ".", called: text[after] === "(" };
}

/** The documentation of the word at the cursor, as Markdown; only for words PQL has. */
export function wordHover(w: WordAt): string | undefined {
  // A method or a function is only one when called; `person.count` is a field.
  if (w.afterDot && !w.called) return undefined;
  const doc = wordDoc(w.word, w.afterDot);
  if (!doc) return undefined;
  return `\`\`\`pql\n${doc.signature}\n\`\`\`\n${doc.doc}`;
}

export function verdictSummary(verdict: Verdict): string {
  if (verdict.eligible === true) return `edge-eligible: ${verdict.type}`;
  if (verdict.eligible === null) return "edge eligibility unknown: it depends on a segment that could not be resolved";
  const blocking = verdict.reasons.filter((r) => r.severity === "error");
  return `not edge-eligible: ${blocking.map((r) => `${r.message} (${r.code})`).join("; ")}`;
}

/** The hover of a reference to another audience of the project. */
export function referenceHover(
  reference: string,
  target:
    | {
        name: string;
        file: string;
        verdict: Verdict | undefined;
        method?: MethodDecision | undefined;
        streaming?: StreamingVerdict | undefined;
      }
    | undefined,
): string {
  if (!target) return `\`${reference}\`: no audience of the project has this alias`;
  // The method matters as much as the edge verdict here: an audience that references this one
  // is evaluated no faster than it (a segment of segments follows its slowest reference).
  const method =
    target.method && target.streaming ? `evaluation method: ${methodLine({ method: target.method, streaming: target.streaming })}` : "";
  return [`**${target.name}** (${target.file})`, target.verdict ? verdictSummary(target.verdict) : "", method]
    .filter((paragraph) => paragraph !== "")
    .join("\n\n");
}

/**
 * The verdict of the audience under the cursor, its method and one line per reason (the code
 * frames and facts are `explain`'s: a hover is read at a glance), and the hints of the
 * diagnostics there.
 */
export function expressionHover(explanation: AudienceExplanation, here: readonly Diagnostic[]): string {
  const parts = [`\`\`\`text\n${verdictOutline(explanation).join("\n")}\n\`\`\``];
  for (const d of here) {
    if (d.hints.length === 0) continue;
    parts.push(`**${d.code}** ${d.message}\n\n${d.hints.map((h) => `- ${h}`).join("\n")}`);
  }
  return parts.join("\n\n");
}
