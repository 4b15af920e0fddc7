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

/** An audience a segment of segments references, and the method AEP evaluates it with. */
export interface ReferencedMethod {
  name: string;
  method: Method;
}

/**
 * A segment of segments reads the memberships of the audiences it references, so AEP's
 * qualification of it follows them no faster than the slowest one: one that references a batch
 * audience is, in effect, batch (AEP's "Streaming segmentation" and "Edge segmentation" pages list
 * segments of segments among their types only with their parts evaluated the same way). The
 * first slowest reference is named, so `explain` can say why.
 */
export function followReferences(decision: MethodDecision, referenced: readonly ReferencedMethod[]): MethodDecision {
  let slowest: ReferencedMethod | undefined;
  for (const r of referenced) if (methodRank[r.method] > methodRank[slowest?.method ?? decision.method]) slowest = r;
  if (!slowest) return decision;
  const followsReference = { name: slowest.name, method: slowest.method };
  if (slowest.method === "streaming")
    return { method: "streaming", edgeType: null, streamingType: decision.streamingType ?? "segment-of-segments", followsReference };
  return { method: "batch", edgeType: null, streamingType: null, followsReference };
}
