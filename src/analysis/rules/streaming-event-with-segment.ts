import { segmentsReadingEvents } from "./event-with-segments.js";
import { yamlAudience } from "../../audience/rules/examples.js";
import type { StreamingRule } from "../streaming-rule.js";
import { streaming, streamingBatchSentence } from "./streaming-hints.js";

const checkout = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(<= 24 hours before now)])';
const clickers = yamlAudience({
  name: "Clickers",
  value: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "web.click") WHEN(today)])',
  extras: ["alias: clickers"],
});
const californians = yamlAudience({
  name: "California residents",
  value: 'homeAddress.state = "CA"',
  evaluation: [true, false, false],
  extras: ["alias: california"],
});

export const streamingEventWithSegment: StreamingRule = {
  meta: {
    code: "PQL408",
    name: "streaming/event-with-segment",
    category: "streaming",
    defaultSeverity: "error",
    summary: "An event is combined with a segment that is not profile-only",
    why: "AEP's streaming guide combines a streaming event with a batch audience through inSegment(...) only when that audience holds profile data; to combine events, reference each event's audience from a segment of segments.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ value: `inSegment("alias:clickers") and ${checkout}`, evaluation: streaming }),
        others: [{ name: "clickers.audience.yaml", code: clickers }],
      },
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({ value: `inSegment("alias:california") and ${checkout}`, evaluation: streaming }),
        others: [{ name: "california.audience.yaml", code: californians }],
      },
    ],
  },
  checkStreaming({ facts, resolveSegment, report }) {
    for (const { segment: s, shown } of segmentsReadingEvents(facts, resolveSegment)) {
      report({
        message: `an event combined with segment ${shown}, which reads events; streaming audiences combine an event only with profile-only segments`,
        range: s.span,
        label: "not a profile-only segment",
        hints: [`give the event its own audience and combine both with inSegment(...) in a segment of segments`, streamingBatchSentence],
      });
    }
  },
};
