import type { EdgeRule } from "../edge-rule.js";
import { reportWindowProblem } from "./window-problems.js";
import { batchSentence } from "./edge-hints.js";

const hints = [`use \`today\` or \`< 24 hours before now\``, batchSentence];

export const edgeWindowNotCurrent: EdgeRule = {
  meta: {
    code: "PQL207",
    name: "edge/window-not-current",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "The event window does not contain now",
    why: "The edge evaluates the event that just arrived; a window that ends before now (`yesterday`, `last hour`, `> 2 hours before now`) or lies in the future never contains it.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(yesterday)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(> 2 hours before now)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(last hour)])' },
    ],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(this hour)])' }],
  },
  checkFacts(context) {
    reportWindowProblem(context, "not-current", (status, range) => ({
      message: `the event window ${status.text === "does not end now" ? "does not end now" : `(${status.text}) does not contain now`}; edge audiences need a window that ends now`,
      range,
      label: "does not contain now",
      hints,
    }));
  },
};
