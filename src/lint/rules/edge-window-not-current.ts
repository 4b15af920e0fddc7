import type { Rule } from "../rule.js";

export const edgeWindowNotCurrent: Rule = {
  meta: {
    code: "PQL207",
    name: "edge/window-not-current",
    category: "edge",
    defaultSeverity: "error",
    summary: "The event window does not contain now",
    why: "The edge evaluates the event that just arrived; a window that ends before now (`yesterday`, `last hour`, `> 2 hours before now`) or lies in the future never contains it.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(yesterday)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(> 2 hours before now)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(last hour)])' },
    ],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(this hour)])' }],
  },
  source: "analyzer",
};
