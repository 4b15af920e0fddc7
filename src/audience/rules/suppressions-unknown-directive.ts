import type { DeclaredRule } from "../../syntax/rule.js";
import { yamlAudience } from "./examples.js";

export const suppressionsUnknownDirective: DeclaredRule = {
  meta: {
    code: "PQL904",
    name: "suppressions/unknown-directive",
    category: "suppressions",
    defaultSeverity: "error",
    summary: "A `# pql-audience-...` comment that is not a known directive",
    why: "A misspelled directive silences nothing; the two directives are `pql-audience-disable-next-line` and `pql-audience-disable`.",
    invalid: [{ file: "yaml", code: `# pql-audience-disable-line PQL213 -- typo for disable-next-line\n${yamlAudience()}` }],
    valid: [{ file: "yaml", code: `# pql-audience-disable-next-line PQL213 -- daily refresh is fine\n${yamlAudience()}` }],
  },
  source: "loader",
};
