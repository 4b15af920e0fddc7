// The evaluation method AEP uses for a definition: the fastest one it allows, edge, then
// streaming, else batch (every query). Decided from the two verdicts, so the reasons each slower
// method was chosen for stay with the verdict that ruled the faster one out.
import type { EdgeType, Method, MethodDecision, StreamingVerdict, Verdict } from "./verdict.js";

/**
 * An eligibility that is unknown (a segment nobody could resolve) does not count: the method is
 * what can be shown, and explain says what stands in the way.
 */
export function decideMethod(edge: Verdict, streaming: StreamingVerdict): MethodDecision {
  if (edge.eligible === true) return { method: "edge", edgeType: edge.type as EdgeType, streamingType: null };
  if (streaming.eligible === true) return { method: "streaming", edgeType: null, streamingType: streaming.type };
  return { method: "batch", edgeType: null, streamingType: null };
}

/** How fast each method follows new data: a lower rank is faster. */
export const methodRank: Record<Method, number> = { edge: 0, streaming: 1, batch: 2 };
