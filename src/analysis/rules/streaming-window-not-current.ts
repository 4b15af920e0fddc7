import { yamlAudience } from "../../audience/rules/examples.js";
import type { StreamingRule } from "../streaming-rule.js";
import type { FactsContext } from "../edge-rule.js";
import { reportWindowProblem } from "./window-problems.js";
import { streaming, streamingBatchSentence } from "./streaming-hints.js";

const hints = [`use a window that ends now, such as \`today\` or \`<= 24 hours before now\``, streamingBatchSentence];

export const streamingWindowNotCurrent: StreamingRule = {
  meta: {
    code: "PQL405",
    name: "streaming/window-not-current",
    category: "streaming",
    defaultSeverity: "error",
    summary: "The event window is fixed in time or does not end now",
    why: "Streaming qualifies a profile as its events arrive, within a relative window of the last 24 hours; a window between dates, or one that ends before now (`yesterday`), never holds an arriving event.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(between date(2024, 1, 1) and date(2024, 1, 2))])',
          evaluation: streaming,
        }),
      },
      {
        file: "yaml",
        code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(yesterday)])', evaluation: streaming }),
      },
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])', evaluation: streaming }),
      },
    ],
  },
  checkStreaming(context: FactsContext) {
    for (const problem of ["absolute", "not-current"] as const)
      reportWindowProblem(context, problem, (status, range) => ({
        message:
          problem === "absolute"
            ? `the event window is ${status.text}; streaming audiences need a window relative to now`
            : `the event window ${status.text === "does not end now" ? "does not end now" : `(${status.text}) does not end now`}; streaming audiences need a window that ends now`,
        range,
        label: problem === "absolute" ? "absolute" : "does not end now",
        hints,
      }));
  },
};
