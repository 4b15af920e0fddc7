import type { EdgeRule } from "../edge-rule.js";
import { reportWindowProblem } from "./window-problems.js";
import { batchSentence } from "./edge-hints.js";

const hints = [`use a window under 24 hours, e.g. \`WHEN(< 24 hours before now)\``, batchSentence];

export const edgeWindowTooLong: EdgeRule = {
  meta: {
    code: "PQL204",
    name: "edge/window-too-long",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "The event window is 24 hours or longer",
    why: "Edge audiences look at a single event in a relative window shorter than 24 hours.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(this week)])' },
    ],
    valid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 24 hours before now)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 90 minutes before now)])' },
    ],
  },
  checkFacts(context) {
    reportWindowProblem(context, "too-long", (status, range) => ({
      message: `the event window is ${status.text}; edge audiences need less than 24 hours`,
      range,
      label: status.text,
      hints,
    }));
  },
};
