import type { DeclaredRule } from "../../syntax/rule.js";
import { yamlAudience } from "./examples.js";

export const suppressionsMissingRule: DeclaredRule = {
  meta: {
    code: "PQL903",
    name: "suppressions/missing-rule",
    category: "suppressions",
    defaultSeverity: "error",
    summary: "A suppression names no rule, or a rule that does not exist",
    why: "A suppression must say which rule it silences (`PQL204`, `edge/window-too-long`, `edge/*`); silencing everything hides new problems, and a misspelt rule silences nothing.",
    invalid: [
      { file: "yaml", code: `# pql-audience-disable -- legacy file\n${yamlAudience()}` },
      { file: "yaml", code: `# pql-audience-disable edge/profile-only-dayly -- daily refresh is fine for this list\n${yamlAudience()}` },
    ],
    valid: [{ file: "yaml", code: `# pql-audience-disable PQL213 -- daily refresh is fine for this list\n${yamlAudience()}` }],
  },
  source: "loader",
};
