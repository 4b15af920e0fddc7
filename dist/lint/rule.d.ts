import type { Verdict } from "../analysis/verdict.js";
import type { Span } from "../syntax/ast.js";
import type { ResolvedConfig } from "./config.js";
import type { Fix } from "./diagnostic.js";
import type { AudienceDirectory } from "./directory.js";
import type { AudienceDraft } from "./draft.js";
import type { LintedAudience } from "./linted-audience.js";
import type { RuleMeta } from "./types.js";
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
export type FindingSource = "parser" | "loader" | "analyzer" | "engine";
export interface Rule {
    meta: RuleMeta;
    /** Set when another stage computes this rule's findings; see FindingSource. */
    source?: FindingSource;
    check?: (context: RuleContext) => void;
    checkGlobal?: (context: GlobalRuleContext) => void;
}
