import type { Rule } from "../rule.js";

export const edgeNoTimeWindow: Rule = {
  meta: {
    code: "PQL208",
    name: "edge/no-time-window",
    category: "edge",
    defaultSeverity: "error",
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
  source: "analyzer",
};
