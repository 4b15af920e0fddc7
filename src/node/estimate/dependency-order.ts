// The order `estimate` computes audiences in: an audience after the audiences of the run it
// references (`inSegment("alias:NAME")` or a recorded id), so their results are there to read.
// A reference loop (which lint refuses) is cut where it closes, as evaluateAudiences does.
import { referencedIds, referenceKeys, type RunnableAudience } from "../../run/evaluate-audiences.js";

/** The indices of `audiences`, each after those it references (otherwise in the order given). */
export function dependencyOrder(audiences: readonly RunnableAudience[]): number[] {
  const byKey = new Map<string, number>();
  audiences.forEach((a, i) => {
    for (const key of referenceKeys(a)) byKey.set(key, i);
  });
  const order: number[] = [];
  const state = new Map<number, "visiting" | "done">();
  const visit = (i: number) => {
    if (state.has(i)) return;
    state.set(i, "visiting");
    for (const id of referencedIds(audiences[i]!.ast)) {
      const target = byKey.get(id);
      if (target !== undefined && target !== i) visit(target);
    }
    state.set(i, "done");
    order.push(i);
  };
  audiences.forEach((_, i) => visit(i));
  return order;
}
