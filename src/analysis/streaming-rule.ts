// What a streaming rule sees: the analyzer asks each one for the reasons an expression cannot be
// evaluated by streaming segmentation (docs/evaluation-methods.md), from the same facts the edge
// rules read. A hook of its own name, so the edge rules' list and the streaming rules' list stay
// apart (test/analysis/edge-rules.test.ts, test/analysis/streaming-rules.test.ts).
import type { DeclaredRule } from "../syntax/rule.js";
import type { FactsContext } from "./edge-rule.js";

/** A streaming rule: a reason the expression is not streaming-eligible, from its facts. */
export interface StreamingRule extends DeclaredRule {
  /** `windows` are judged with AEP's streaming boundary: a window of exactly 24 hours passes. */
  checkStreaming?: (context: FactsContext) => void;
}
