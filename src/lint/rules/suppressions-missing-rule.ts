import type { Rule } from "../rule.js";
import { yamlAudience } from "./examples.js";

export const suppressionsMissingRule: Rule = {
  meta: {
    code: "PQL903",
    name: "suppressions/missing-rule",
    category: "suppressions",
    defaultSeverity: "error",
    summary: "A suppression comment names no rule",
    why: "A suppression must say which rule it silences (`PQL204`, `edge/window-too-long`, `edge/*`); silencing everything hides new problems.",
    invalid: [{ file: "yaml", code: `# pql-audience-disable -- legacy file\n${yamlAudience()}` }],
    valid: [{ file: "yaml", code: `# pql-audience-disable PQL213 -- daily refresh is fine for this list\n${yamlAudience()}` }],
  },
  source: "loader",
};
