import type { Rule } from "../rule.js";

export const edgeNoCriteria: Rule = {
  meta: {
    code: "PQL212",
    name: "edge/no-criteria",
    category: "edge",
    defaultSeverity: "error",
    summary: "The expression reads no profile attribute, event or segment",
    why: "A constant qualifies everyone or no one; it is not an audience.",
    invalid: [{ code: "true" }, { code: "1 = 1" }],
    valid: [{ code: "person.age >= 18" }],
  },
  source: "analyzer",
};
