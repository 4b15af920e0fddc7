import type { Rule } from "../rule.js";

export const edgeWindowAbsolute: Rule = {
  meta: {
    code: "PQL206",
    name: "edge/window-absolute",
    category: "edge",
    defaultSeverity: "error",
    summary: "The event window is fixed in time (dates)",
    why: "An edge window moves with now; a window between dates is evaluated in batch.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(between date(2024, 1, 1) and date(2024, 1, 2))])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(after date(2024, 1, 1))])' },
    ],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }],
  },
  source: "analyzer",
};
