import type { Expression, Span } from "./ast.js";
export type Severity = "error" | "warning" | "info";
export type RuleCategory = "syntax" | "edge" | "streaming" | "audience" | "ref" | "style" | "project" | "suppressions";
export type ConfiguredSeverity = Severity | "off";
export interface RuleExample {
    /** A bare PQL expression, or a whole audience file when `file` names its kind. */
    code: string;
    file?: "pql" | "json" | "yaml";
    /** Config to apply, for rules that depend on it. */
    config?: Record<string, unknown>;
    /** Other audience files linted together with this one (for cross-file rules). */
    others?: {
        name: string;
        code: string;
    }[];
    /** The file is `code` saved in this encoding instead of UTF-8 (`é` is the one byte 0xE9). */
    savedAs?: "latin1";
}
/** A rule's documentation; `docs/rules.md`, `pql-audience rules`, SARIF and the table tests come from it. */
export interface RuleMeta {
    code: string;
    name: string;
    category: RuleCategory;
    defaultSeverity: ConfiguredSeverity;
    summary: string;
    why: string;
    invalid: RuleExample[];
    valid: RuleExample[];
    fixable?: boolean;
    /**
     * A reason a definition is not edge-eligible: always part of its verdict, but reported as a
     * problem only for audiences meant for the edge (a batch audience is not wrong for it).
     */
    eligibilityReason?: boolean;
    /** A finding means the file, or an audience in it, did not load: explain and publish skip it. */
    dropsAudience?: boolean;
    /** A finding leaves eligibility unknown (null) rather than false. */
    leavesEligibilityOpen?: boolean;
    /** Judges the final verdict, so runs after config severities and suppressions are applied. */
    judgesVerdict?: boolean;
}
/** Which stage finds a rule's problems while it reads (the engine: the linter itself, late). */
export type FindingSource = "parser" | "loader" | "engine";
/** A rule as the stage that detects it declares it: documentation, and who reports it. */
export interface DeclaredRule {
    meta: RuleMeta;
    /** Set when a stage finds this rule's problems while it reads; see FindingSource. */
    source?: FindingSource;
}
/** A finding in the PQL expression (ranges are offsets into the expression text). */
export interface ExpressionFinding {
    message: string;
    range: Span;
    label?: string;
    hints?: string[];
}
/**
 * A rule that also walks a parsed tree once its file is loaded (`check`); the context holds only
 * what such a check reads, so the linter's fuller context fits it.
 */
export interface TreeRule extends DeclaredRule {
    check(context: {
        audience: {
            ast: Expression | null;
        };
        report(finding: ExpressionFinding & {
            in: "pql";
        }): void;
    }): void;
}
