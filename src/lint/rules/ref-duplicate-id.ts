import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

export const refDuplicateId: Rule = {
  meta: {
    code: "PQL125",
    name: "ref/duplicate-id",
    category: "ref",
    defaultSeverity: "error",
    summary: "Two audience files claim the same published id or alias",
    why: "References and publishing find an audience by its id or alias; two files with the same one make both ambiguous.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ name: "VIP", extras: ["alias: vip"] }),
        others: [{ name: "other.audience.yaml", code: yamlAudience({ name: "Adults", value: "person.age > 21", extras: ["alias: vip"] }) }],
      },
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({ name: "VIP", extras: ["alias: vip"] }),
        others: [
          { name: "other.audience.yaml", code: yamlAudience({ name: "Adults", value: "person.age > 21", extras: ["alias: adults"] }) },
        ],
      },
    ],
  },
  checkGlobal({ audience, directory, report }) {
    for (const field of ["id", "alias"] as const) {
      const value = audience[field];
      if (value === undefined || (audience.kind === "pql" && field === "alias")) continue;
      const other = directory.duplicateOf(audience, field);
      const range = audience.ranges[field];
      if (other && range)
        report({
          range,
          message: `the ${field} \`${value}\` is also used by ${other.file}`,
          hints: [`give each audience its own ${field}`],
        });
    }
  },
};
