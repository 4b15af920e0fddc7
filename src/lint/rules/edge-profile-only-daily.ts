import type { Rule } from "../rule.js";

export const edgeProfileOnlyDaily: Rule = {
  meta: {
    code: "PQL213",
    name: "edge/profile-only-daily",
    category: "edge",
    defaultSeverity: "info",
    summary: "A profile-only audience is evaluated on the edge once a day",
    why: "AEP lists profile-only as an edge type but refreshes it daily; add event data for real-time evaluation.",
    invalid: [{ code: 'homeAddress.country.equals("US", false)' }],
    valid: [
      {
        code: 'homeAddress.country.equals("US", false) and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
      },
    ],
  },
  source: "analyzer",
};
