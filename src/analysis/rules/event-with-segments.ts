// The segments an expression with events combines that are not profile-only: what both the edge
// and the streaming rule on "an event with a segment reference" judge (each in its own words).
import type { ResolvedSegment } from "../edge-rule.js";
import type { Facts } from "../facts.js";

export interface SegmentWithEvents {
  segment: Facts["segments"][number];
  found: NonNullable<ResolvedSegment>;
  /** The segment as a message names it: its audience's name, else its id. */
  shown: string;
}

export function segmentsReadingEvents(facts: Facts, resolveSegment: (id: string | null) => ResolvedSegment): SegmentWithEvents[] {
  // Only an event combined with segments is judged on what the segments are.
  if (facts.events.length === 0) return [];
  const out: SegmentWithEvents[] = [];
  for (const segment of facts.segments) {
    const found = resolveSegment(segment.id);
    if (found === null || found.profileOnly) continue;
    out.push({ segment, found, shown: found.name ? `\`${found.name}\`` : `\`${segment.id}\`` });
  }
  return out;
}
