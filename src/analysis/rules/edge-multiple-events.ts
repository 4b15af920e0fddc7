import type { EdgeRule } from "../edge-rule.js";
import type { EventReference } from "../facts.js";
import { batchSentence } from "./edge-hints.js";

const hints = [`split it into single-event audiences and combine them with inSegment(...)`, batchSentence];

/** How many events an event reference needs: `COUNT(5)` needs five. */
function eventsNeeded(event: EventReference): number {
  return event.count !== null && event.count > 1 ? event.count : 1;
}

export const edgeMultipleEvents: EdgeRule = {
  meta: {
    code: "PQL209",
    name: "edge/multiple-events",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "More than one event (two references, a CHAIN with two steps, or `COUNT(n)` with n > 1)",
    why: "The edge evaluates one incoming event at a time; sequences and frequencies need event history.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today), C1: WHAT(eventType = "b") WHEN(today)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(< 24 hours before now) COUNT(5)])' },
    ],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today)])' }],
  },
  checkFacts({ facts, report }) {
    const totalEvents = facts.events.reduce((n, e) => n + eventsNeeded(e), 0);
    if (totalEvents <= 1) return;
    const counted = facts.events.find((e) => eventsNeeded(e) > 1);
    const second = facts.events[1];
    const at = second ?? counted!;
    const what =
      facts.events.length === 1
        ? `\`COUNT(${counted!.count})\` needs ${counted!.count} events`
        : `this audience reads ${facts.events.length} events`;
    report({
      message: `${what}; edge audiences use a single event`,
      range: at.span,
      label: second ? "another event" : `COUNT(${counted!.count})`,
      hints,
    });
  },
};
