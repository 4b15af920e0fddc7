import type { EdgeRule } from "../edge-rule.js";
import { batchSentence } from "./edge-hints.js";

const hints = [`test for a single event, e.g. with CHAIN(...)`, batchSentence];

export const edgeEventAggregation: EdgeRule = {
  meta: {
    code: "PQL203",
    name: "edge/event-aggregation",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "Events are aggregated (`count()`, `sum`, `sum ... over`, ...)",
    why: "The edge keeps one incoming event, not a history to count or sum over.",
    invalid: [{ code: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today].count() > 3' }],
    valid: [{ code: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today]' }],
  },
  checkFacts({ facts, report }) {
    for (const e of facts.events)
      if (e.aggregation)
        report({
          message: `\`${e.aggregation}\` aggregates events; edge audiences can only test for one event`,
          range: e.span,
          label: "aggregation",
          hints,
        });
  },
};
