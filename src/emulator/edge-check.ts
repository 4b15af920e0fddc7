// What happens when a definition asks for edge evaluation (`evaluationInfo.synchronous.enabled`).
// Two things must hold ("Segment definitions endpoint" in docs/aep-docs.md, §1.7): the PQL is of an edge-safe kind (the
// errors `pql-audience lint` gives for it, pql-check.ts, or `options.judge` when one is passed
// in), and the definition's merge policy is active on edge. When either fails the emulator, by
// default, answers 400 in AEP's problem shape with one entry per reason in `report.reasons`, as
// AEP refuses such a definition (see IneligibleEdgePolicy in options.ts for the "downgrade"
// alternative).
import { edgeMergePolicy } from "../lint/rules/edge-merge-policy.js";
import { expressionPql } from "./conversion.js";
import { checkPqlText, describeReason, type PqlReason } from "./pql-check.js";
import { problem } from "./responses.js";
import type { Reply, RouteContext } from "./router.js";
import type { Json, StoredSegment } from "./state.js";
import { isObject } from "../text/is-object.js";

export function wantsEdge(def: Json): boolean {
  const info = def.evaluationInfo;
  return isObject(info) && isObject(info.synchronous) && info.synchronous.enabled === true;
}

/** The reasons a definition asking for edge evaluation cannot have it; empty when it can. */
export function edgeReasons(ctx: RouteContext, def: StoredSegment): PqlReason[] {
  const reasons: PqlReason[] = [];
  const policy = ctx.state.data.mergePolicies.find((p) => p.id === def.mergePolicyId);
  if (!policy)
    reasons.push({
      rule: edgeMergePolicy.meta.name,
      message: "no merge policy applies to this definition; edge evaluation needs one with isActiveOnEdge",
    });
  else if (!policy.isActiveOnEdge)
    reasons.push({ rule: edgeMergePolicy.meta.name, message: `merge policy "${policy.name}" (${policy.id}) is not active on edge` });
  const judge = ctx.options.judge;
  const text = expressionPql(def.expression); // pql/json is judged by its PQL text
  if (text === undefined) return reasons;
  if (judge) {
    const verdict = judge(text, def);
    // eligible === null: only an unresolved segment reference is in doubt; accept, as AEP resolves it.
    if (verdict.eligible === false) reasons.push(...verdict.reasons.map(({ rule, message }) => ({ rule, message })));
  } else reasons.push(...checkPqlText(text).edge);
  return reasons;
}

/** Undefined to go on (possibly after downgrading `def` in place), or the 400 to send. */
export function checkEdge(ctx: RouteContext, def: StoredSegment): Reply | undefined {
  if (!wantsEdge(def)) return undefined;
  const reasons = edgeReasons(ctx, def);
  if (reasons.length === 0) return undefined;
  if (ctx.options.ineligibleEdge === "downgrade") {
    const info = def.evaluationInfo as Json;
    def.evaluationInfo = { ...info, synchronous: { enabled: false }, continuous: { enabled: true } };
    return undefined;
  }
  const summary = reasons.map(describeReason).join("; ");
  return problem(400, "UPS-1423", "Segment definition is not edge-eligible", `"${def.name}" cannot be evaluated on edge: ${summary}`, {
    reasons,
  });
}
