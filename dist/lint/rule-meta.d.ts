import type { Severity } from "./diagnostic.js";
export type RuleCategory = "syntax" | "edge" | "audience" | "ref" | "style" | "suppressions";
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
/** One audience found in a file, with its edge verdict. */
