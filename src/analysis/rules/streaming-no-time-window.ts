import { yamlAudience } from "../../audience/rules/examples.js";
import type { StreamingRule } from "../streaming-rule.js";
import { streaming, streamingBatchSentence } from "./streaming-hints.js";

export const streamingNoTimeWindow: StreamingRule = {
  meta: {
    code: "PQL406",
    name: "streaming/no-time-window",
    category: "streaming",
    defaultSeverity: "error",
    summary: "An event reference has no time window",
    why: "Since 20 May 2025 AEP evaluates an event with no time window in batch: a streaming audience must be constrained to a 24-hour window.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "addToCart")])', evaluation: streaming }),
      },
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "addToCart") WHEN(today)])', evaluation: streaming }),
      },
    ],
  },
  checkStreaming({ facts, report }) {
    for (const event of facts.events) {
      // A negated event needs no window of its own: the events it is next to set the window.
      if (event.window || event.negation) continue;
      const example =
        event.kind === "chain-step"
          ? "add `WHEN(<= 24 hours before now)` to the step"
          : "add `timestamp occurs <= 24 hours before now` to its condition";
      report({
        message: "this event has no time window; streaming audiences need one of 24 hours at most",
        range: event.span,
        label: "no time window",
        hints: [example, streamingBatchSentence],
      });
    }
  },
};
