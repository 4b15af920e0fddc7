import type { EdgeRule } from "../edge-rule.js";
import { reportWindowProblem } from "./window-problems.js";
import { batchSentence } from "./edge-hints.js";

const hints = [`use a relative window such as \`today\` or \`< 24 hours before now\``, batchSentence];

export const edgeWindowAbsolute: EdgeRule = {
  meta: {
    code: "PQL206",
    name: "edge/window-absolute",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "The event window is fixed in time (dates)",
    why: "An edge window moves with now; a window between dates is evaluated in batch.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(between date(2024, 1, 1) and date(2024, 1, 2))])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(after date(2024, 1, 1))])' },
    ],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }],
  },
  checkFacts(context) {
    reportWindowProblem(context, "absolute", (status, range) => ({
      message: `the event window is ${status.text}; edge audiences need a window relative to now`,
      range,
      label: "absolute",
      hints,
    }));
  },
};
