import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

export const refDuplicateName: Rule = {
  meta: {
    code: "PQL124",
    name: "ref/duplicate-name",
    category: "ref",
    defaultSeverity: "error",
    summary: "Two audience files use the same `name`",
    why: "Audience names are unique in a sandbox: AEP rejects the second one (422), and publishing matches definitions by name.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ name: "VIP" }),
        others: [{ name: "other.audience.yaml", code: yamlAudience({ name: "VIP", value: "person.age > 21" }) }],
      },
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({ name: "VIP" }),
        others: [{ name: "other.audience.yaml", code: yamlAudience({ name: "Adults", value: "person.age > 21" }) }],
      },
    ],
  },
  checkGlobal({ audience, directory, report }) {
    if (audience.kind === "pql") return;
    const other = directory.duplicateOf(audience, "name");
    if (!other || !audience.ranges.name) return;
    report({
      range: audience.ranges.name,
      message: `another audience is also named \`${audience.name}\` (${other.file})`,
      hints: ["give each audience a unique name"],
    });
  },
};
