// CHAIN: the steps must be met by events in time order, each step's events strictly later than
// the previous step's. A step with COUNT(n) needs at least n matching events. Matching is greedy
// on the earliest events, which is enough: taking a step's earliest matches leaves the most room
// for the steps after it.
import type { Chain, ChainStep } from "../syntax/ast.js";
import { field } from "./scope.js";
import type { ChainStepTrace, ChainTrace } from "./trace.js";
import { isObject, toInstantMs, type Value } from "./values.js";

export interface TimedEvent {
  event: Value;
  ms: number;
  index: number;
}

/** Whether one event meets a step (its WHAT, WHERE and WHEN); the caller evaluates the clauses. */
export type StepTest = (step: ChainStep, event: TimedEvent) => boolean;

/** An event's name in the trace: its `_id`, or its index in the events given. */
function eventId(e: TimedEvent): string | number {
  const id = isObject(e.event) ? e.event._id : undefined;
  return typeof id === "string" || typeof id === "number" ? id : e.index;
}

/** The events with a readable timestamp, in time order (stable: equal times keep their order). */
function timed(events: Value[], timestampField: string): TimedEvent[] {
  const out: TimedEvent[] = [];
  let sorted = true;
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    const ms = toInstantMs(field(event, timestampField));
    if (ms === null) continue;
    if (out.length > 0 && ms < out[out.length - 1]!.ms) sorted = false;
    out.push({ event, ms, index: i });
  }
  if (!sorted) out.sort((a, b) => a.ms - b.ms || a.index - b.index);
  return out;
}

/** One step needs no time order, only enough matches: the events are read in place, none sorted or copied. */
function matchOne(node: Chain, events: Value[], test: StepTest, trace: ChainStepTrace): boolean {
  const step = node.steps[0]!;
  const name = node.timestampField.name;
  const candidate: TimedEvent = { event: null, ms: 0, index: 0 };
  let found = 0;
  for (let i = 0; i < events.length && found < trace.needed; i++) {
    const event = events[i]!;
    const ms = toInstantMs(field(event, name));
    if (ms === null) continue;
    candidate.event = event;
    candidate.ms = ms;
    candidate.index = i;
    if (!test(step, candidate)) continue;
    found++;
    trace.matched.push(eventId(candidate));
  }
  return found >= trace.needed;
}

export function matchChain(node: Chain, events: Value[], test: StepTest): ChainTrace {
  const steps: ChainStepTrace[] = node.steps.map((s) => ({
    label: s.label.name,
    span: s.span,
    needed: Math.max(1, s.count ?? 1),
    matched: [],
  }));
  if (node.steps.length === 1) return { span: node.span, value: matchOne(node, events, test, steps[0]!), steps };
  const list = timed(events, node.timestampField.name);
  let from = 0;
  let after = -Infinity;
  let value = true;
  for (let k = 0; k < node.steps.length; k++) {
    const step = node.steps[k]!;
    const trace = steps[k]!;
    let found = 0;
    let last = -1;
    for (let i = from; i < list.length && found < trace.needed; i++) {
      const e = list[i]!;
      if (e.ms <= after) continue;
      if (!test(step, e)) continue;
      found++;
      last = i;
      trace.matched.push(eventId(e));
    }
    if (found < trace.needed) {
      value = false;
      break;
    }
    after = list[last]!.ms;
    from = last + 1;
  }
  return { span: node.span, value, steps };
}
