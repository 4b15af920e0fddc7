import type { DeclaredRule } from "../syntax/rule.js";
import type { FactsContext } from "./edge-rule.js";
/** A streaming rule: a reason the expression is not streaming-eligible, from its facts. */
export interface StreamingRule extends DeclaredRule {
    /** `windows` are judged with AEP's streaming boundary: a window of exactly 24 hours passes. */
    checkStreaming?: (context: FactsContext) => void;
}
