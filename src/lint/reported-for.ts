// Which findings are problems of an audience, given the methods its file asks for: an edge
// reason only when it asks for the edge, a streaming reason only when it asks for streaming. A
// batch audience is not wrong for being ineligible on the edge; the verdict still says why. One
// judgement for lint, explain and the portal's create page.
import { ruleNamesWhere } from "./registry.js";
import { edgeMergePolicy } from "./rules/edge-merge-policy.js";

/** The methods a file asks for in `evaluationInfo` (a bare `.pql` file is checked as an edge audience). */
export interface AskedMethods {
  edge: boolean;
  streaming: boolean;
}

const eligibilityRules = ruleNamesWhere((meta) => meta.eligibilityReason);
/** The rules whose findings make up a streaming verdict; the merge policy is edge's and streaming's. */
export const streamingReasonRules = new Set([...ruleNamesWhere((meta) => meta.category === "streaming"), edgeMergePolicy.meta.name]);

/** Whether lint reports a finding of this rule for an audience that asks for these methods. */
export function reportedFor(rule: string, asked: AskedMethods): boolean {
  if (asked.streaming && streamingReasonRules.has(rule)) return true;
  if (eligibilityRules.has(rule)) return asked.edge;
  return !streamingReasonRules.has(rule);
}
