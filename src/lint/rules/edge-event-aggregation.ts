import type { Rule } from "../rule.js";

export const edgeEventAggregation: Rule = {
  meta: {
    code: "PQL203",
    name: "edge/event-aggregation",
    category: "edge",
    defaultSeverity: "error",
    summary: "Events are aggregated (`count()`, `sum`, `sum ... over`, ...)",
    why: "The edge keeps one incoming event, not a history to count or sum over.",
    invalid: [{ code: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today].count() > 3' }],
    valid: [{ code: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today]' }],
  },
  source: "analyzer",
};
