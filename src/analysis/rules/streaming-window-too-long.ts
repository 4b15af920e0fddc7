import { yamlAudience } from "../../audience/rules/examples.js";
import type { StreamingRule } from "../streaming-rule.js";
import { reportWindowProblem } from "./window-problems.js";
import { streaming, streamingBatchSentence } from "./streaming-hints.js";

export const streamingWindowTooLong: StreamingRule = {
  meta: {
    code: "PQL404",
    name: "streaming/window-too-long",
    category: "streaming",
    defaultSeverity: "error",
    summary: "The event window is longer than 24 hours",
    why: "Since 20 May 2025 AEP evaluates a single event with a window longer than 24 hours in batch; the lookback of a streaming query is one day.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])',
          evaluation: streaming,
        }),
      },
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(<= 24 hours before now)])',
          evaluation: streaming,
        }),
      },
    ],
  },
  checkStreaming(context) {
    reportWindowProblem(context, "too-long", (status, range) => ({
      message: `the event window is ${status.text}; streaming audiences look back one day at most`,
      range,
      label: status.text,
      hints: [`use a window of 24 hours at most, e.g. \`WHEN(<= 24 hours before now)\``, streamingBatchSentence],
    }));
  },
};
