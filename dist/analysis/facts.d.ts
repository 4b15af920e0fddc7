import type * as A from "../syntax/ast.js";
import { type IgnoreYearConstraint } from "./ignore-year.js";
export type EventReferenceKind = "chain-step" | "select" | "exists" | "forall" | "filter" | "method" | "path" | "sum-over";
export interface EventReference {
    kind: EventReferenceKind;
    /** The node that reads events (a CHAIN step, a `select`, a filter, a method call...). */
    span: A.Span;
    /** The time constraint that bounds it, if any (`WHEN(...)`, `timestamp occurs ...`). */
    window: A.TimeConstraint | null;
    /** `COUNT(n)` of a CHAIN step. */
    count: number | null;
    /** The `not` / `!` it sits under, if any. */
    negation: A.Span | null;
    /** The aggregation applied to the events (`count`, `sum`, `sum ... over`), if any. */
    aggregation: string | null;
    /**
     * Which CHAIN of the expression the step belongs to (0 for the first), null for any other
     * reference: the steps of one CHAIN are in strict time order, as streaming needs.
     */
    sequence: number | null;
}
export interface ProfileAttribute {
    path: string;
    span: A.Span;
}
export interface SegmentReferenceFact {
    /** The referenced audience id (or local alias); null when not a literal. */
    id: string | null;
    span: A.Span;
    /** Where the id string stands, for "unknown segment" diagnostics. */
    idSpan: A.Span;
    via: "inSegment" | "segmentMembership";
}
export interface Facts {
    /** The whole expression. */
    root: A.Span;
    events: EventReference[];
    profileAttributes: ProfileAttribute[];
    segments: SegmentReferenceFact[];
    ignoreYear: IgnoreYearConstraint[];
}
/** How many events an event reference needs: `COUNT(5)` needs five. */
export declare function eventsNeeded(count: number | null): number;
/** Methods that aggregate a collection instead of testing for a single matching event. */
export declare const aggregationMethods: Set<string>;
export declare function extractFacts(root: A.Expression): Facts;
/**
 * The time constraint on an event's timestamp inside a condition: `V.timestamp occurs ...` or,
 * in an implicit event scope, bare `timestamp occurs ...` (not in another binding's condition,
 * where `bareTimestamp` is false: there a bare name is a field of that binding's item). Looks
 * through `and`/`or`/parentheses, not into nested filters (those constrain other data).
 */
export declare function findWindow(condition: A.Expression, variable: string | null, bareTimestamp?: boolean): A.TimeConstraint | null;
