import { yamlAudience } from "../../audience/rules/examples.js";
import type { StreamingRule } from "../streaming-rule.js";
import { eventsNeeded } from "../facts.js";
import { streaming, streamingBatchSentence } from "./streaming-hints.js";

const twoChains =
  'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today)]) and CHAIN(xEvent, timestamp, [C1: WHAT(eventType = "b") WHEN(today)])';
const oneChain = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today), C1: WHAT(eventType = "b") WHEN(today)])';

export const streamingEventOrder: StreamingRule = {
  meta: {
    code: "PQL407",
    name: "streaming/event-order",
    category: "streaming",
    defaultSeverity: "error",
    summary: "Several events without a strict time order between them (not the steps of one CHAIN)",
    why: "AEP's streaming guide requires a strict time-ordering condition between the events of a query with event history; the steps of one CHAIN have it, separate event references do not.",
    invalid: [{ file: "yaml", code: yamlAudience({ value: twoChains, evaluation: streaming }) }],
    valid: [{ file: "yaml", code: yamlAudience({ value: oneChain, evaluation: streaming }) }],
  },
  checkStreaming({ facts, report }) {
    // A negated event next to others is allowed (AEP's guide): the order is between the events that happen.
    const happening = facts.events.filter((e) => !e.negation);
    if (happening.reduce((n, e) => n + eventsNeeded(e.count), 0) <= 1) return;
    const first = happening[0]!;
    const unordered = happening.find((e) => e.sequence === null || e.sequence !== first.sequence);
    if (!unordered) return;
    report({
      message: `this audience reads ${happening.length} events with no strict time order between them; streaming audiences order their events`,
      range: (unordered === first ? (happening[1] ?? first) : unordered).span,
      label: "not ordered with the other events",
      hints: [
        `write the events as steps of one CHAIN(...), or give each its own audience and combine them with inSegment(...)`,
        streamingBatchSentence,
      ],
    });
  },
};
