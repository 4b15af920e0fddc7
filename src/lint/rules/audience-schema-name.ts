import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

export const audienceSchemaName: Rule = {
  meta: {
    code: "PQL107",
    name: "audience/schema-name",
    category: "audience",
    defaultSeverity: "error",
    summary: "The audience file has no `schema`",
    why: "The Segmentation API requires the schema the audience reads, usually `_xdm.context.profile`.",
    invalid: [{ file: "yaml", code: yamlAudience({ schemaName: null }) }],
    valid: [{ file: "yaml", code: yamlAudience() }],
  },
  check({ audience, report }) {
    if (audience.kind === "pql" || audience.loaded.definition.schema) return;
    const range = audience.loaded.locate(["name"], "key") ?? audience.loaded.range;
    report({
      in: "file",
      range,
      message: "the audience has no `schema`; the Segmentation API requires one",
      hints: ["add `schema: { name: _xdm.context.profile }`"],
    });
  },
};
