import type { Span } from "../syntax/ast.js";
/** One boolean sub-expression (or the top node): its value where it was evaluated once. */
export interface TraceNode {
    kind: string;
    span: Span;
    /** true, false, or null when it could not be decided (a type error, a missing value). */
    value: boolean | null;
}
export interface ChainStepTrace {
    label: string;
    span: Span;
    /** How many events the step needs (`COUNT(n)`, otherwise 1). */
    needed: number;
    /** The events that matched, by `_id` or, without one, by their index in the events given; at most `needed`. */
    matched: (string | number)[];
}
export interface ChainTrace {
    span: Span;
    value: boolean;
    steps: ChainStepTrace[];
}
/** Why something evaluated to false or null instead of failing: a type error, an unknown function. */
export interface Problem {
    span: Span;
    message: string;
}
export interface Trace {
    /** The top node first, then boolean sub-expressions in the order they finished. */
    nodes: TraceNode[];
    chains: ChainTrace[];
    problems: Problem[];
}
/** At most this many problems and chains are kept: the first ones explain the result. */
export declare const MAX_PROBLEMS = 20;
export declare const MAX_CHAINS = 50;
export declare const MAX_NODES = 500;
export declare class TraceRecorder {
    readonly nodes: TraceNode[];
    readonly chains: ChainTrace[];
    readonly problems: Problem[];
    node(kind: string, span: Span, value: boolean | null): void;
    chain(trace: ChainTrace): void;
    problem(span: Span, message: string): void;
    result(top: TraceNode): Trace;
}
