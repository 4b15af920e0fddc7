import type { Span } from "../syntax/ast.js";
export type EdgeType = "single-event" | "profile-only" | "event-with-profile" | "segment-of-segments";
export type ReasonSeverity = "error" | "warning" | "info";
export interface Reason {
    /** The rule's name, as docs/rules.md lists it: `edge/window-too-long`. */
    rule: string;
    /** Its stable code: `PQL204`. */
    code: string;
    severity: ReasonSeverity;
    message: string;
    /** Where in the PQL expression (offsets into the expression text). */
    range: Span;
    label?: string;
    hints?: string[];
}
export interface Verdict {
    /** false when any error reason exists; null when only an unresolved segment reference stands in the way. */
    eligible: boolean | null;
    /** Set only when eligible is true. */
    type: EdgeType | null;
    reasons: Reason[];
}
/** AEP's evaluation methods, fastest first. */
export type Method = "edge" | "streaming" | "batch";
/** AEP's streaming query types (its table of eligible rulesets, and segments of segments). */
export type StreamingType = "single-event" | "profile-only" | "event-with-profile" | "multiple-events" | "segment-of-segments";
export interface StreamingVerdict {
    /** false when any error reason exists; null when only an unresolved segment reference stands in the way. */
    eligible: boolean | null;
    /** Set only when eligible is true. */
    type: StreamingType | null;
    reasons: Reason[];
}
/** The method AEP evaluates a definition with, and its edge or streaming query type. */
export interface MethodDecision {
    method: Method;
    edgeType: EdgeType | null;
    streamingType: StreamingType | null;
    /** Set when a segment of segments is held to a slower method by an audience it references. */
    followsReference?: {
        name: string;
        method: Method;
    };
}
