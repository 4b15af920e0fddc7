import type { EdgeRule } from "../edge-rule.js";
import { batchSentence } from "./edge-hints.js";

const hints = ["put the exclusion in its own batch audience and reference it with inSegment(...)", batchSentence];

export const edgeNegatedEvent: EdgeRule = {
  meta: {
    code: "PQL202",
    name: "edge/negated-event",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "An event reference sits under `not` / `!`",
    why: "Edge evaluation qualifies profiles on incoming events; it cannot decide that an event did not happen.",
    invalid: [{ code: 'not(CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)]))' }],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)])' }],
  },
  checkFacts({ facts, report }) {
    for (const e of facts.events)
      if (e.negation)
        report({
          message: "this event is negated; edge audiences cannot exclude events",
          range: e.negation,
          label: "negates an event",
          hints,
        });
  },
};
