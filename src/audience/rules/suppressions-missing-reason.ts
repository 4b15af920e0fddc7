import type { DeclaredRule } from "../../syntax/rule.js";
import { yamlAudience } from "./examples.js";

export const suppressionsMissingReason: DeclaredRule = {
  meta: {
    code: "PQL902",
    name: "suppressions/missing-reason",
    category: "suppressions",
    defaultSeverity: "error",
    summary: "A suppression gives no reason",
    why: "A reason tells the next reader why the rule does not apply; reports show it next to the silenced finding.",
    invalid: [{ file: "yaml", code: `# pql-audience-disable PQL213\n${yamlAudience()}` }],
    valid: [{ file: "yaml", code: `# pql-audience-disable PQL213 -- daily refresh is fine for this list\n${yamlAudience()}` }],
  },
  source: "loader",
};
