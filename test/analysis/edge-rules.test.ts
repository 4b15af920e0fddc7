// The analyzer asks the edge rules of its own list (src/analysis/rules/index.ts); the linter's
// table of codes (src/lint/rules/index.ts) is the only table. The two cannot drift apart.
import { expect, it } from "vitest";
import { edgeRules } from "../../src/analysis/rules/index.js";
import { allRules } from "../../src/lint/rules/index.js";

it("the analyzer's edge rules are exactly the table's rules with checkFacts or checkEligible, in code order", () => {
  const withEdgeHooks = allRules.filter((r) => r.checkFacts || r.checkEligible);
  expect(edgeRules.map((r) => r.meta.code)).toEqual(withEdgeHooks.map((r) => r.meta.code));
  expect(edgeRules.every((r, i) => r === withEdgeHooks[i])).toBe(true);
});
