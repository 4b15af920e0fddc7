import type { Rule } from "../rule.js";

export const edgeWindowBoundary: Rule = {
  meta: {
    code: "PQL205",
    name: "edge/window-boundary",
    category: "edge",
    defaultSeverity: "error",
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
  source: "analyzer",
};
