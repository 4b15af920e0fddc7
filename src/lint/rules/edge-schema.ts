import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

export const PROFILE_SCHEMA = "_xdm.context.profile";

export const edgeSchema: Rule = {
  meta: {
    code: "PQL216",
    name: "edge/schema",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "An edge audience must read the profile schema `_xdm.context.profile`",
    why: "Edge segmentation evaluates profiles; audiences on other classes (multi-entity) are batch only.",
    invalid: [{ file: "yaml", code: yamlAudience({ schemaName: "_xdm.context.account" }) }],
    valid: [{ file: "yaml", code: yamlAudience() }],
  },
  check({ audience, report }) {
    const name = audience.loaded.definition.schema?.name;
    if (audience.kind === "pql" || name === undefined || name === PROFILE_SCHEMA) return;
    const range = audience.loaded.locate(["schema", "name"]);
    if (range)
      report({
        in: "file",
        range,
        message: `the schema is \`${name}\`; edge audiences read \`${PROFILE_SCHEMA}\``,
        hints: [`set \`schema.name: ${PROFILE_SCHEMA}\``],
      });
  },
};
