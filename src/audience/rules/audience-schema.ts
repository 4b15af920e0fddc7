import type { DeclaredRule } from "../../syntax/rule.js";
import { yamlAudience } from "./examples.js";

export const audienceSchemaRule: DeclaredRule = {
  meta: {
    code: "PQL103",
    name: "audience/schema",
    category: "audience",
    defaultSeverity: "error",
    dropsAudience: true,
    summary: "A field of the audience file is missing, unknown or of the wrong type",
    why: "The file is the Segmentation API create body; AEP rejects unknown fields and wrong types, and a typo in a field name silently loses a setting.",
    invalid: [
      { file: "yaml", code: yamlAudience().replace("synchronous: { enabled: true }", 'synchronous: { enabled: "yes" }') },
      { file: "yaml", code: yamlAudience().replace("schema:", "schemaa:") },
    ],
    valid: [{ file: "yaml", code: yamlAudience() }],
  },
  source: "loader",
};
