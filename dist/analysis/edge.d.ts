import type { Span } from "../syntax/ast.js";
import type { Facts } from "./facts.js";
import { describeAmount, type WindowBoundary } from "./time.js";
import type { EdgeType, Reason, ReasonSeverity, Verdict } from "./verdict.js";
/** Stable codes of the rules this file decides (the lint rules of category `edge` share them). */
export declare const edgeCodes: {
    readonly "edge/ignore-year": "PQL201";
    readonly "edge/negated-event": "PQL202";
    readonly "edge/event-aggregation": "PQL203";
    readonly "edge/window-too-long": "PQL204";
    readonly "edge/window-boundary": "PQL205";
    readonly "edge/window-absolute": "PQL206";
    readonly "edge/window-not-current": "PQL207";
    readonly "edge/no-time-window": "PQL208";
    readonly "edge/multiple-events": "PQL209";
    readonly "edge/event-with-segment": "PQL210";
    readonly "edge/unresolved-segment": "PQL211";
    readonly "edge/no-criteria": "PQL212";
    readonly "edge/profile-only-daily": "PQL213";
    readonly "edge/segment-disqualification": "PQL214";
    readonly "edge/merge-policy": "PQL215";
    readonly "edge/schema": "PQL216";
    readonly "edge/marked-but-ineligible": "PQL217";
    readonly "edge/eligible-not-marked": "PQL218";
    readonly "edge/mixed-evaluation": "PQL219";
};
export type EdgeRule = keyof typeof edgeCodes;
/** What is known about a referenced segment: its shape, or nothing (unresolved). */
export type SegmentLookup = (id: string) => {
    profileOnly: boolean;
    name?: string;
    type?: EdgeType | null;
} | null;
export interface EdgeOptions {
    windowBoundary?: WindowBoundary;
    resolveSegment?: SegmentLookup;
}
export declare function reason(rule: EdgeRule, severity: ReasonSeverity, message: string, range: Span, extra?: {
    label?: string;
    hints?: string[];
}): Reason;
/** The query type by shape alone (events, segments, profile attributes), whatever else is wrong. */
export declare function shapeOf(facts: Facts): EdgeType | null;
export declare function classify(facts: Facts, options?: EdgeOptions): Verdict;
export { describeAmount };
