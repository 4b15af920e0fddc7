// The edge verdict (AEP's edge segmentation guide, docs/aep-docs.md): the query type of an eligible
// definition, or every reason it is not eligible. This file keeps what the edge rules share (the
// facts, each event's window arithmetic, the shape and type decision) and asks the rules, each in
// its own file under ./rules/, for their findings. Pure: segment lookups come in as a function.
import type { ExpressionFinding } from "../syntax/rule.js";
import { byPositionThenCode, reasonOf } from "./reason.js";
import type { EdgeRule, EligibleContext, FactsContext, ResolvedSegment } from "./edge-rule.js";
import { edgeRules } from "./rules/index.js";
import type { Facts } from "./facts.js";
import { describeAmount, judgeWindow, type WindowBoundary } from "./time.js";
import type { EdgeType, Reason, Verdict } from "./verdict.js";

/** What is known about a referenced segment: its shape, or nothing (unresolved). */
export type SegmentLookup = (id: string) => ResolvedSegment;

export interface EdgeOptions {
  windowBoundary?: WindowBoundary;
  resolveSegment?: SegmentLookup;
}

/** The query type by shape alone (events, segments, profile attributes), whatever else is wrong. */
export function shapeOf(facts: Facts): EdgeType | null {
  const events = facts.events.length;
  const segments = facts.segments.length;
  if (events === 0 && segments === 0) return facts.profileAttributes.length > 0 ? "profile-only" : null;
  if (events === 0) return "segment-of-segments";
  if (segments > 0 || facts.profileAttributes.length > 0) return "event-with-profile";
  return "single-event";
}

const factRules = edgeRules.filter((r) => r.checkFacts);
const eligibleRules = edgeRules.filter((r) => r.checkEligible);
const openRules = new Set(edgeRules.filter((r) => r.meta.leavesEligibilityOpen).map((r) => r.meta.name));

export function classify(facts: Facts, options: EdgeOptions = {}): Verdict {
  const boundary = options.windowBoundary ?? "exclusive";
  const windows = facts.events.map((e) => (e.window ? judgeWindow(e.window, boundary) : null));
  const lookup = options.resolveSegment;
  const resolveSegment = (id: string | null): ResolvedSegment => (id !== null && lookup ? lookup(id) : null);
  const reasons: Reason[] = [];
  // One context for all the rules, its `report` crediting the rule being asked, rather than a
  // context and a closure per rule per expression (15 rules, every expression of a large lint).
  let asked: EdgeRule = factRules[0]!;
  const report = (f: ExpressionFinding) => reasons.push(reasonOf(asked.meta, f));
  const factsContext: FactsContext = { facts, windows, resolveSegment, report };
  for (const rule of factRules) {
    asked = rule;
    rule.checkFacts!(factsContext);
  }

  const type = shapeOf(facts);
  const blocked = type === null || reasons.some((r) => r.severity === "error");
  if (!blocked) {
    const eligibleContext: EligibleContext = { facts, type, report };
    for (const rule of eligibleRules) {
      asked = rule;
      rule.checkEligible!(eligibleContext);
    }
  }

  const undecided = reasons.some((r) => openRules.has(r.rule));
  const eligible = blocked ? false : undecided ? null : true;
  reasons.sort(byPositionThenCode);
  return { eligible, type: eligible === true ? type : null, reasons };
}

export { describeAmount };
