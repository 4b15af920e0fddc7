// The streaming verdict (AEP's streaming segmentation guide and its update of 20 May 2025,
// docs/evaluation-methods.md): the streaming query type of an eligible definition, or every reason
// it is not eligible. Like edge.ts, it keeps what the rules share (the facts, each event's window
// arithmetic, the type by shape) and asks the rules under ./rules/streaming-*.ts for their findings.
import type { ExpressionFinding } from "../syntax/rule.js";
import { byPositionThenCode, reasonOf } from "./reason.js";
import type { FactsContext, ResolvedSegment } from "./edge-rule.js";
import type { SegmentLookup } from "./edge.js";
import { eventsNeeded, type Facts } from "./facts.js";
import { streamingRules } from "./rules/streaming-index.js";
import type { StreamingRule } from "./streaming-rule.js";
import { judgeWindow } from "./time.js";
import type { Reason, StreamingType, StreamingVerdict } from "./verdict.js";

/** The streaming query type by shape alone, whatever else is wrong (AEP's table of eligible rulesets). */
export function streamingShapeOf(facts: Facts): StreamingType | null {
  const events = facts.events.reduce((n, e) => n + eventsNeeded(e.count), 0);
  const segments = facts.segments.length;
  const profile = facts.profileAttributes.length;
  if (events === 0 && segments === 0) return profile > 0 ? "profile-only" : null;
  if (events === 0) return "segment-of-segments";
  if (events > 1) return "multiple-events";
  return segments > 0 || profile > 0 ? "event-with-profile" : "single-event";
}

const openRules = new Set(streamingRules.filter((r) => r.meta.leavesEligibilityOpen).map((r) => r.meta.name));

export function classifyStreaming(facts: Facts, options: { resolveSegment?: SegmentLookup } = {}): StreamingVerdict {
  // AEP's streaming examples call `WHEN(<= 24 hours before now)` streaming: the boundary is inclusive.
  const windows = facts.events.map((e) => (e.window ? judgeWindow(e.window, "inclusive") : null));
  const lookup = options.resolveSegment;
  const resolveSegment = (id: string | null): ResolvedSegment => (id !== null && lookup ? lookup(id) : null);
  const reasons: Reason[] = [];
  let asked: StreamingRule = streamingRules[0]!;
  const report = (f: ExpressionFinding) => reasons.push(reasonOf(asked.meta, f));
  const context: FactsContext = { facts, windows, resolveSegment, report };
  for (const rule of streamingRules) {
    asked = rule;
    rule.checkStreaming!(context);
  }
  const type = streamingShapeOf(facts);
  const blocked = type === null || reasons.some((r) => r.severity === "error");
  const undecided = reasons.some((r) => openRules.has(r.rule));
  const eligible = blocked ? false : undecided ? null : true;
  reasons.sort(byPositionThenCode);
  return { eligible, type: eligible === true ? type : null, reasons };
}
