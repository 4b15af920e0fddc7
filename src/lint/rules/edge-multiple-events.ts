import type { Rule } from "../rule.js";

export const edgeMultipleEvents: Rule = {
  meta: {
    code: "PQL209",
    name: "edge/multiple-events",
    category: "edge",
    defaultSeverity: "error",
    summary: "More than one event (two references, a CHAIN with two steps, or `COUNT(n)` with n > 1)",
    why: "The edge evaluates one incoming event at a time; sequences and frequencies need event history.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today), C1: WHAT(eventType = "b") WHEN(today)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(< 24 hours before now) COUNT(5)])' },
    ],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today)])' }],
  },
  source: "analyzer",
};
