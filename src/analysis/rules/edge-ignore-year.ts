import type { EdgeRule } from "../edge-rule.js";
import { batchSentence } from "./edge-hints.js";

export const edgeIgnoreYear: EdgeRule = {
  meta: {
    code: "PQL201",
    name: "edge/ignore-year",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "A date is matched on month and day only (ignore year)",
    why: 'AEP does not evaluate ignore-year time constraints on the edge. Segment Builder\'s "Ignore year" option computes a month/day match; pql-audience detects that computation.',
    invalid: [
      { code: "person.birthDate.getMonth() = currentMonth() and person.birthDate.getDayOfMonth() = currentDayOfMonth()" },
      { code: "person.birthDate.getMonth() = 6" },
    ],
    valid: [{ code: "person.birthDate occurs today" }, { code: "person.birthDate.getMonth() = 6 and person.birthDate.getYear() = 1990" }],
  },
  checkFacts({ facts, report }) {
    for (const c of facts.ignoreYear)
      report({
        message: `\`${c.path}\` is matched on month and day only (ignore year); edge audiences cannot use ignore-year time constraints`,
        range: c.span,
        label: "ignores the year",
        hints: [
          `a yearly date (a birthday, an anniversary) has no form that keeps the year; to match one date, add its year (e.g. \`${c.path}.getYear() = 1990\`)`,
          batchSentence,
        ],
      });
  },
};
