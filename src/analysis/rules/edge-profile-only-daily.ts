import type { EdgeRule } from "../edge-rule.js";

export const edgeProfileOnlyDaily: EdgeRule = {
  meta: {
    code: "PQL213",
    name: "edge/profile-only-daily",
    category: "edge",
    defaultSeverity: "info",
    eligibilityReason: true,
    summary: "A profile-only audience is evaluated on the edge once a day",
    why: "AEP lists profile-only as an edge type but refreshes it daily; add event data for real-time evaluation.",
    invalid: [{ code: 'homeAddress.country.equals("US", false)' }],
    valid: [
      {
        code: 'homeAddress.country.equals("US", false) and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
      },
    ],
  },
  checkEligible({ facts, type, report }) {
    if (type === "profile-only")
      report({
        message: "profile-only audiences are evaluated on the edge once a day; add event data for real-time evaluation",
        range: facts.profileAttributes[0]!.span,
      });
  },
};
