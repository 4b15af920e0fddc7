import type { EdgeRule } from "../edge-rule.js";
import { reportWindowProblem } from "./window-problems.js";

export const edgeWindowBoundary: EdgeRule = {
  meta: {
    code: "PQL205",
    name: "edge/window-boundary",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "The event window is exactly 24 hours, inclusive (`<= 24 hours`)",
    why: 'The rule says "shorter than 24 hours" while AEP\'s own examples use `<= 24 hours before now`; pql-audience follows the rule unless `edge.windowBoundary: inclusive` is set.',
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 24 hours before now)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 1 day before now)])' },
    ],
    valid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 24 hours before now)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 23 hours before now)])' },
    ],
  },
  checkFacts(context) {
    reportWindowProblem(context, "boundary", (status, range) => ({
      message: `the event window is ${status.text} (\`<=\`); edge audiences need less than 24 hours`,
      range,
      label: status.text,
      hints: [
        "write `< 24 hours before now`, or set `edge.windowBoundary: inclusive` in the config to accept a window of exactly 24 hours (AEP's own examples use one)",
      ],
    }));
  },
};
