import type { Facts } from "../analysis/facts.js";
import type { WindowStatus } from "../analysis/time.js";
import type { EdgeType, Verdict } from "../analysis/verdict.js";
import type { Span } from "../syntax/ast.js";
import type { ResolvedConfig } from "./config.js";
import type { Fix } from "./diagnostic.js";
import type { AudienceDirectory } from "./directory.js";
import type { AudienceDraft } from "./draft.js";
import type { LintedAudience } from "./linted-audience.js";
import type { RuleMeta } from "./rule-meta.js";
export interface Finding {
    message: string;
    /** A range in the PQL expression (`pql`) or in the audience file itself (`file`). */
    range: Span;
    in: "pql" | "file";
    label?: string;
    hints?: string[];
    fix?: Fix;
}
export interface RuleContext {
    audience: LintedAudience;
    config: ResolvedConfig;
    report(finding: Finding): void;
}
export interface GlobalRuleContext {
    file: string;
    audience: AudienceDraft;
    directory: AudienceDirectory;
    config: ResolvedConfig;
    /**
     * The verdict after config severities and suppressions; null for the rules that run before it
     * is known (references), set for the rules that judge it (marked-but-ineligible, ...).
     */
    verdict: Verdict | null;
    /** Ranges are in the audience file. */
    report(finding: Omit<Finding, "in">): void;
}
/** What is known about a referenced segment, or null when nothing is (unresolved). */
export type ResolvedSegment = {
    profileOnly: boolean;
    name?: string;
    type?: EdgeType | null;
} | null;
/** A finding in the PQL expression (ranges are offsets into the expression text). */
export type ExpressionFinding = Omit<Finding, "in" | "fix">;
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
export type FindingSource = "parser" | "loader" | "engine";
export interface Rule {
    meta: RuleMeta;
    /** Set when another stage finds this rule's problems while it reads; see FindingSource. */
    source?: FindingSource;
    /** An edge rule: a reason the expression is not edge-eligible (or a note on it), from its facts. */
    checkFacts?: (context: FactsContext) => void;
    /** A note on an expression that is edge-eligible so far; runs after every checkFacts. */
    checkEligible?: (context: EligibleContext) => void;
    check?: (context: RuleContext) => void;
    checkGlobal?: (context: GlobalRuleContext) => void;
}
