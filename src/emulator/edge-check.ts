// What happens when a definition asks for edge evaluation (`evaluationInfo.synchronous.enabled`).
// Two things must hold ("Segment definitions endpoint" in docs/aep-docs.md, §1.7): the PQL is of an edge-safe kind (decided by the
// project's own analyzer, passed in as `options.judge`), and the definition's merge policy is
// active on edge. When either fails the emulator, by default, answers 422 in AEP's problem shape
// with one entry per reason in `report.reasons` (see IneligibleEdgePolicy in options.ts for why,
// and for the "downgrade" alternative).
import type { JudgeReason } from "./options.js";
import { edgeMergePolicy } from "../lint/rules/edge-merge-policy.js";
import { problem } from "./responses.js";
import type { Reply, RouteContext } from "./router.js";
import type { Json, StoredSegment } from "./state.js";
import { isObject } from "../text/is-object.js";

export function wantsEdge(def: Json): boolean {
  const info = def.evaluationInfo;
  return isObject(info) && isObject(info.synchronous) && info.synchronous.enabled === true;
}

/** The reasons a definition asking for edge evaluation cannot have it; empty when it can. */
export function edgeReasons(ctx: RouteContext, def: StoredSegment): JudgeReason[] {
  const reasons: JudgeReason[] = [];
  const policy = ctx.state.data.mergePolicies.find((p) => p.id === def.mergePolicyId);
  if (!policy)
    reasons.push({
      rule: edgeMergePolicy.meta.name,
      message: "no merge policy applies to this definition; edge evaluation needs one with isActiveOnEdge",
    });
  else if (!policy.isActiveOnEdge)
    reasons.push({ rule: edgeMergePolicy.meta.name, message: `merge policy "${policy.name}" (${policy.id}) is not active on edge` });
  const judge = ctx.options.judge;
  const expression = isObject(def.expression) ? def.expression : {};
  if (judge && typeof expression.value === "string") {
    const verdict = judge(expression.value, def);
    // eligible === null: only an unresolved segment reference is in doubt; accept, as AEP resolves it.
    if (verdict.eligible === false) reasons.push(...verdict.reasons.map(({ rule, message }) => ({ rule, message })));
  }
  return reasons;
}

/** Undefined to go on (possibly after downgrading `def` in place), or the 422 to send. */
export function checkEdge(ctx: RouteContext, def: StoredSegment): Reply | undefined {
  if (!wantsEdge(def)) return undefined;
  const reasons = edgeReasons(ctx, def);
  if (reasons.length === 0) return undefined;
  if (ctx.options.ineligibleEdge === "downgrade") {
    const info = def.evaluationInfo as Json;
    def.evaluationInfo = { ...info, synchronous: { enabled: false }, continuous: { enabled: true } };
    return undefined;
  }
  const summary = reasons.map((r) => `${r.rule}: ${r.message}`).join("; ");
  return problem(422, "UPS-1423", "Segment definition is not edge-eligible", `"${def.name}" cannot be evaluated on edge: ${summary}`, {
    reasons,
  });
}
