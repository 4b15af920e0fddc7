import type { EdgeRule } from "../edge-rule.js";

export const edgeNoCriteria: EdgeRule = {
  meta: {
    code: "PQL212",
    name: "edge/no-criteria",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "The expression reads no profile attribute, event or segment",
    why: "A constant qualifies everyone or no one; it is not an audience.",
    invalid: [{ code: "true" }, { code: "1 = 1" }],
    valid: [{ code: "person.age >= 18" }],
  },
  checkFacts({ facts, report }) {
    if (facts.events.length > 0 || facts.segments.length > 0 || facts.profileAttributes.length > 0) return;
    report({
      message: "this expression reads no profile attribute, event or segment: it is a constant, not an audience",
      range: facts.root,
      hints: ['add criteria, e.g. `homeAddress.countryCode = "US"`'],
    });
  },
};
