import { yamlAudience } from "../../audience/rules/examples.js";
import type { StreamingRule } from "../streaming-rule.js";
import { streaming, streamingBatchSentence } from "./streaming-hints.js";

export const streamingNegatedEvent: StreamingRule = {
  meta: {
    code: "PQL402",
    name: "streaming/negated-event",
    category: "streaming",
    defaultSeverity: "error",
    summary: "Every event reference sits under `not` / `!`",
    why: "AEP's streaming guide supports a negated event next to another event, but the whole event cannot be a negation: streaming qualifies on an event that arrives.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({
          value: 'not(CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)]))',
          evaluation: streaming,
        }),
      },
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)])', evaluation: streaming }),
      },
    ],
  },
  checkStreaming({ facts, report }) {
    if (facts.events.length === 0 || facts.events.some((e) => !e.negation)) return;
    report({
      message: "every event of this audience is negated; a streaming audience needs an event that happens",
      range: facts.events[0]!.negation!,
      label: "negates the only event",
      hints: [
        `add the event that qualifies a profile, or put the exclusion in its own batch audience and reference it with inSegment(...)`,
        streamingBatchSentence,
      ],
    });
  },
};
