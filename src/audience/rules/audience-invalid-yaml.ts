import type { DeclaredRule } from "../../syntax/rule.js";
import { yamlAudience } from "./examples.js";

export const audienceInvalidYaml: DeclaredRule = {
  meta: {
    code: "PQL102",
    name: "audience/invalid-yaml",
    category: "audience",
    defaultSeverity: "error",
    dropsAudience: true,
    summary: "The audience file is not valid YAML",
    why: "A file that cannot be read cannot be checked or published; the position shows where reading stopped.",
    invalid: [{ file: "yaml", code: 'name: "US customers\nexpression:\n  type: PQL\n' }],
    valid: [{ file: "yaml", code: yamlAudience() }],
  },
  source: "loader",
};
