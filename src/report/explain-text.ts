// `explain --format text`: for each audience, the edge verdict, the evaluation method, the facts
// the analyzer found, and each reason (edge's, then streaming's) as a code frame.
import type { Diagnostic } from "../lint/diagnostic.js";
import type { AudienceExplanation } from "../lint/explain.js";
import { LineMap } from "../syntax/positions.js";
import type { Span } from "../syntax/ast.js";
import { plural } from "../text/plural.js";
import { painter, renderFrame } from "./code-frame.js";
import { diagnosticFrames } from "./stylish.js";
import { visibleControls } from "../text/visible-controls.js";
import { batchSentence } from "../analysis/rules/edge-hints.js";
import { streamingBatchSentence } from "../analysis/rules/streaming-hints.js";
import { reportedFor } from "../lint/reported-for.js";
import { ruleNamesWhere } from "../lint/registry.js";

/** The helps that say to evaluate the audience by another method: moot for a file that already asks for it. */
const methodSwitches = new Set([batchSentence, streamingBatchSentence]);
const edgeReasonRules = ruleNamesWhere((meta) => meta.category === "edge");

function at(span: Span): string {
  return `${span.start.line}:${span.start.column}`;
}

export function verdictLine(e: Pick<AudienceExplanation, "verdict">): string {
  const v = e.verdict;
  const blocking = v.reasons.filter((r) => r.severity === "error").length;
  if (v.eligible === true) return `edge-eligible: ${v.type}`;
  if (v.eligible === null) return "edge eligibility unknown: it depends on a segment that could not be resolved";
  return `not edge-eligible (${plural(blocking, "reason")})`;
}

/** `edge (single-event)`, `streaming (multiple-events)`, `batch (not streaming-eligible, 2 reasons)`. */
export function methodLine(e: Pick<AudienceExplanation, "method" | "streaming">): string {
  const { method, edgeType, streamingType, followsReference } = e.method;
  if (followsReference)
    return `${method}${streamingType ? ` (${streamingType})` : ""}: it follows \`${visibleControls(followsReference.name)}\`, evaluated ${followsReference.method === "batch" ? "in batch" : "by streaming"}`;
  if (method === "edge") return `edge (${edgeType})`;
  if (method === "streaming") return `streaming (${streamingType})`;
  if (e.streaming.eligible === null) return "batch (streaming eligibility unknown: it depends on a segment that could not be resolved)";
  const blocking = e.streaming.reasons.filter((r) => r.severity === "error").length;
  return blocking > 0 ? `batch (not streaming-eligible, ${plural(blocking, "reason")})` : "batch";
}

/**
 * The verdict in a few lines, for an editor's hover: the verdict, the method, then one line per
 * reason (edge's, then streaming's) with its severity as explain shows it, its code, rule, place
 * and message; no code frames, no facts (`explain` prints those).
 */
export function verdictOutline(e: Pick<AudienceExplanation, "verdict" | "streaming" | "method" | "asked">): string[] {
  const reasons = [...e.verdict.reasons, ...e.streaming.reasons].map((r) => {
    const severity = reportedFor(r.rule, e.asked) ? r.severity : "note";
    return `${severity} ${r.code} ${r.rule} at ${at(r.range)}: ${visibleControls(r.message)}`;
  });
  return [`verdict: ${verdictLine(e)}`, `method: ${methodLine(e)}`, ...reasons];
}

export function explainText(
  file: string,
  source: string,
  explanations: AudienceExplanation[],
  options: { color?: boolean; width?: number } = {},
): string {
  const paint = painter(options.color);
  const lines = new LineMap(source);
  const out: string[] = [];
  for (const e of explanations) {
    const v = e.verdict;
    const color = v.eligible === true ? "\x1b[32m" : v.eligible === null ? "\x1b[33m" : "\x1b[31m";
    out.push(paint("\x1b[1m", visibleControls(e.name === file ? file : `${file}: ${e.name}`)));
    out.push(`  verdict   ${paint(color, verdictLine(e))}`);
    out.push(`  method    ${methodLine(e)}`);
    if (e.facts) {
      const f = e.facts;
      const events = f.events.map((ev) => {
        const what = ev.kind === "chain-step" ? "CHAIN step" : ev.kind === "sum-over" ? "sum ... over" : ev.kind;
        const window =
          ev.window === null ? "no time window" : `window \`${ev.window}\` ${ev.windowOk ? "(edge-compatible)" : "(not edge-compatible)"}`;
        const extra = [
          ev.count !== null ? `COUNT(${ev.count})` : "",
          ev.negated ? "negated" : "",
          ev.aggregation ? `aggregated by ${ev.aggregation}` : "",
        ].filter(Boolean);
        return `${what} at ${at(ev.range)}, ${window}${extra.length ? `, ${extra.join(", ")}` : ""}`;
      });
      const section = (title: string, items: string[]) => {
        if (items.length === 0) out.push(`  ${title.padEnd(9)} none`);
        else items.forEach((item, i) => out.push(`  ${(i === 0 ? title : "").padEnd(9)} ${item}`));
      };
      section("events", events);
      section(
        "profile",
        f.profileAttributes.map((p) => `${p.path} (${at(p.range)})`),
      );
      section(
        "segments",
        f.segments.map((s) => `${s.id === null ? "(computed id)" : s.id} (${at(s.range)})`),
      );
      if (f.ignoreYear.length > 0)
        section(
          "ignore-year",
          f.ignoreYear.map((c) => `${c.path} (${at(c.range)})`),
        );
    }
    for (const r of [...v.reasons, ...e.streaming.reasons]) {
      // A reason lint does not report (the file asks for another method) is why the audience is
      // not evaluated faster, not a problem: a note, without the help to switch methods.
      const reported = reportedFor(r.rule, e.asked);
      const method = edgeReasonRules.has(r.rule) ? "edge" : "streaming";
      const where = method === "edge" ? "on the edge" : "by streaming";
      out.push("");
      out.push(
        renderFrame(
          {
            severity: reported ? r.severity : "note",
            code: r.code,
            rule: r.rule,
            message: r.message,
            file,
            range: r.range,
            ...(r.label ? { label: r.label } : {}),
            hints: reported ? (r.hints ?? []) : (r.hints ?? []).filter((h) => !methodSwitches.has(h)).map((h) => `${where}: ${h}`),
            ...(reported
              ? {}
              : { notes: [`not a problem (the file does not ask for ${method} evaluation): it is why AEP does not evaluate it ${where}`] }),
            docs: `pql-audience rules ${r.rule}`,
          },
          lines,
          { color: options.color ?? false, ...(options.width ? { width: options.width } : {}) },
        ),
      );
    }
    out.push("");
  }
  return out.join("\n");
}

/**
 * What lint finds in the file besides the verdicts shown: the problems that kept audiences from
 * loading (invalid JSON or YAML, schema errors) and the other errors lint fails the file for
 * (bytes that are not UTF-8, a reference to nothing), as code frames, then one line that says so.
 */
export function problemsText(
  file: string,
  source: string,
  problems: readonly Diagnostic[],
  explained: { audiences: number; incomplete: boolean },
  options: { color?: boolean; width?: number } = {},
): string {
  const frames = diagnosticFrames({ file, source }, problems, options);
  const outcome = !explained.incomplete
    ? "lint fails it for these"
    : explained.audiences === 0
      ? "it does not load, so there is nothing to explain"
      : `only ${plural(explained.audiences, "audience")} of it loaded`;
  return `${frames.map((f) => `${f}\n\n`).join("")}${plural(problems.length, "problem")} in ${file}: ${outcome}\n`;
}
