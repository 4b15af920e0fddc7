import type { DeclaredRule, ExpressionFinding } from "../syntax/rule.js";
import type { Facts } from "./facts.js";
import type { WindowStatus } from "./time.js";
import type { EdgeType } from "./verdict.js";
/** What is known about a referenced segment, or null when nothing is (unresolved). */
export type ResolvedSegment = {
    profileOnly: boolean;
    name?: string;
    type?: EdgeType | null;
} | null;
export interface FactsContext {
    facts: Facts;
    /** The window arithmetic of each event in `facts.events` (null: the event has no window). */
    windows: readonly (WindowStatus | null)[];
    /** What is known about a referenced segment; null when its id is computed or unknown. */
    resolveSegment(id: string | null): ResolvedSegment;
    report(finding: ExpressionFinding): void;
}
export interface EligibleContext {
    facts: Facts;
    /** The query type the definition has so far (no error reason stands). */
    type: EdgeType;
    report(finding: ExpressionFinding): void;
}
/** An edge rule: a reason the expression is not edge-eligible (or a note on it), from its facts. */
export interface EdgeRule extends DeclaredRule {
    checkFacts?: (context: FactsContext) => void;
    /** A note on an expression that is edge-eligible so far; runs after every checkFacts. */
    checkEligible?: (context: EligibleContext) => void;
}
