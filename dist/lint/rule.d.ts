import type { EdgeRule } from "../analysis/edge-rule.js";
import type { StreamingRule } from "../analysis/streaming-rule.js";
import type { StreamingVerdict, Verdict } from "../analysis/verdict.js";
import type { ExpressionFinding } from "../syntax/rule.js";
import type { ResolvedConfig } from "./resolve-config.js";
import type { Fix } from "./diagnostic.js";
import type { AudienceDirectory } from "./directory.js";
import type { AudienceDraft } from "./audience-draft.js";
import type { LintedAudience } from "./linted-audience.js";
export type { EligibleContext, FactsContext, ResolvedSegment } from "../analysis/edge-rule.js";
export type { DeclaredRule, ExpressionFinding, FindingSource } from "../syntax/rule.js";
export interface Finding extends ExpressionFinding {
    /** A range in the PQL expression (`pql`) or in the audience file itself (`file`). */
    in: "pql" | "file";
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
    /** The streaming verdict, known when `verdict` is. */
    streaming: StreamingVerdict | null;
    /** Ranges are in the audience file. */
    report(finding: Omit<Finding, "in">): void;
}
/** Every hook a rule may have; the stages below the linter declare the ones they run. */
export interface Rule extends EdgeRule, StreamingRule {
    check?: (context: RuleContext) => void;
    checkGlobal?: (context: GlobalRuleContext) => void;
}
