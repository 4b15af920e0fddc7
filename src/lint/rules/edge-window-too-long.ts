import type { Rule } from "../rule.js";

export const edgeWindowTooLong: Rule = {
  meta: {
    code: "PQL204",
    name: "edge/window-too-long",
    category: "edge",
    defaultSeverity: "error",
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
  source: "analyzer",
};
