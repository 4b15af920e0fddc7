import type { Rule } from "../rule.js";

export const edgeIgnoreYear: Rule = {
  meta: {
    code: "PQL201",
    name: "edge/ignore-year",
    category: "edge",
    defaultSeverity: "error",
    summary: "A date is matched on month and day only (ignore year)",
    why: 'AEP does not evaluate ignore-year time constraints on the edge. Segment Builder\'s "Ignore year" option computes a month/day match; pql-audience detects that computation.',
    invalid: [
      { code: "person.birthDate.getMonth() = currentMonth() and person.birthDate.getDayOfMonth() = currentDayOfMonth()" },
      { code: "person.birthDate.getMonth() = 6" },
    ],
    valid: [{ code: "person.birthDate occurs today" }, { code: "person.birthDate.getMonth() = 6 and person.birthDate.getYear() = 1990" }],
  },
  source: "analyzer",
};
