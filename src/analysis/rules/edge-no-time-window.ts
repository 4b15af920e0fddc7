import type { EdgeRule } from "../edge-rule.js";
import { batchSentence } from "./edge-hints.js";

export const edgeNoTimeWindow: EdgeRule = {
  meta: {
    code: "PQL208",
    name: "edge/no-time-window",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "An event reference has no time window",
    why: "Since May 2025 AEP evaluates a single event without a time window in batch; edge needs a window shorter than 24 hours.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "addToCart")])' },
      { code: 'select X from xEvent where X.eventType = "addToCart"' },
    ],
    valid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "addToCart") WHEN(today)])' },
      { code: 'select X from xEvent where X.eventType = "addToCart" and X.timestamp occurs < 1 hour before now' },
    ],
  },
  checkFacts({ facts, report }) {
    for (const event of facts.events) {
      if (event.window) continue;
      const example =
        event.kind === "chain-step"
          ? "add `WHEN(< 24 hours before now)` to the step"
          : "add `timestamp occurs < 24 hours before now` to its condition";
      report({
        message: "this event has no time window; edge audiences need one shorter than 24 hours",
        range: event.span,
        label: "no time window",
        hints: [example, batchSentence],
      });
    }
  },
};
