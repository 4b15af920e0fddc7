import type { Method, MethodDecision, StreamingVerdict, Verdict } from "./verdict.js";
/**
 * An eligibility that is unknown (a segment nobody could resolve) does not count: the method is
 * what can be shown, and explain says what stands in the way.
 */
export declare function decideMethod(edge: Verdict, streaming: StreamingVerdict): MethodDecision;
/** How fast each method follows new data: a lower rank is faster. */
export declare const methodRank: Record<Method, number>;
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
export declare function followReferences(decision: MethodDecision, referenced: readonly ReferencedMethod[]): MethodDecision;
