import { yamlAudience } from "../../audience/rules/examples.js";
import type { StreamingRule } from "../streaming-rule.js";
import { streaming, streamingBatchSentence } from "./streaming-hints.js";

export const streamingEventAggregation: StreamingRule = {
  meta: {
    code: "PQL403",
    name: "streaming/event-aggregation",
    category: "streaming",
    defaultSeverity: "error",
    summary: "Events are aggregated (`count()`, `sum`, `sum ... over`, ...)",
    why: "AEP's streaming rulesets are single events and sequences of events (CHAIN); counting or summing over an event history is not one of them.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({
          value: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today].count() > 3',
          evaluation: streaming,
        }),
      },
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({ value: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today]', evaluation: streaming }),
      },
    ],
  },
  checkStreaming({ facts, report }) {
    for (const e of facts.events)
      if (e.aggregation)
        report({
          message: `\`${e.aggregation}\` aggregates events; streaming audiences test for events, not for a count or a sum of them`,
          range: e.span,
          label: "aggregation",
          hints: [`test for the events with CHAIN(...) (\`COUNT(n)\` counts a step)`, streamingBatchSentence],
        });
  },
};
