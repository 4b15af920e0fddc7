import type { Rule } from "../rule.js";

export const edgeNegatedEvent: Rule = {
  meta: {
    code: "PQL202",
    name: "edge/negated-event",
    category: "edge",
    defaultSeverity: "error",
    summary: "An event reference sits under `not` / `!`",
    why: "Edge evaluation qualifies profiles on incoming events; it cannot decide that an event did not happen.",
    invalid: [{ code: 'not(CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)]))' }],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)])' }],
  },
  source: "analyzer",
};
