// The trace: why a profile qualifies or not. Bounded by the size of the expression, never by
// the number of events: sub-expressions are recorded only where they are evaluated once (not
// per event or per array element), a CHAIN step lists only the events it needed, and problems
// stop at a fixed count.
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
export const MAX_PROBLEMS = 20;
export const MAX_CHAINS = 50;
export const MAX_NODES = 500;

export class TraceRecorder {
  readonly nodes: TraceNode[] = [];
  readonly chains: ChainTrace[] = [];
  readonly problems: Problem[] = [];

  node(kind: string, span: Span, value: boolean | null): void {
    if (this.nodes.length < MAX_NODES) this.nodes.push({ kind, span, value });
  }

  chain(trace: ChainTrace): void {
    if (this.chains.length < MAX_CHAINS) this.chains.push(trace);
  }

  problem(span: Span, message: string): void {
    if (this.problems.length >= MAX_PROBLEMS) return;
    // The same problem met for each of many elements is told once.
    for (const p of this.problems) if (p.span.start.offset === span.start.offset && p.message === message) return;
    this.problems.push({ span, message });
  }

  result(top: TraceNode): Trace {
    return { nodes: [top, ...this.nodes], chains: this.chains, problems: this.problems };
  }
}
