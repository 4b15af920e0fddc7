import type { Rule } from "../rule.js";
import { yamlAudience } from "./examples.js";

export const refDuplicateName: Rule = {
  meta: {
    code: "PQL124",
    name: "ref/duplicate-name",
    category: "references",
    defaultSeverity: "error",
    summary: "Two audience files use the same `name`",
    why: "Audience names are unique in a sandbox: AEP rejects the second one (422), and publishing matches definitions by name.",
    invalid: [{ file: "yaml", code: yamlAudience({ name: "VIP" }), others: [{ name: "other.audience.yaml", code: yamlAudience({ name: "VIP", value: "person.age > 21" }) }] }],
    valid: [{ file: "yaml", code: yamlAudience({ name: "VIP" }), others: [{ name: "other.audience.yaml", code: yamlAudience({ name: "Adults", value: "person.age > 21" }) }] }],
  },
  check({ audience, graph, report }) {
    if (audience.kind === "pql") return;
    const name = audience.loaded.definition.name;
    const first = graph.all.find((a) => a !== audience && a.kind !== "pql" && a.loaded.definition.name === name);
    if (!first) return;
    const range = audience.loaded.locate(["name"]);
    if (range)
      report({
        in: "file",
        range,
        message: `another audience is also named \`${name}\` (${first.file})`,
        hints: ["give each audience a unique name"],
      });
  },
};
