import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

export const audienceExpressionFormat: Rule = {
  meta: {
    code: "PQL105",
    name: "audience/expression-format",
    category: "audience",
    defaultSeverity: "error",
    summary: "`expression.format` must be `pql/text`",
    why: "The expression is checked as PQL text; `pql/json` trees are not readable by people and not checked.",
    invalid: [{ file: "yaml", code: yamlAudience({ format: "pql/json" }) }],
    valid: [{ file: "yaml", code: yamlAudience() }],
  },
  check({ audience, report }) {
    const { definition } = audience.loaded;
    if (audience.kind === "pql" || definition.expression.format === "pql/text") return;
    const range = audience.loaded.locate(["expression", "format"]);
    if (range)
      report({
        in: "file",
        range,
        message: `\`expression.format\` is \`${definition.expression.format}\`; write the expression as \`pql/text\``,
        hints: ["convert it with the Segmentation API's `POST /segment/conversion`, then set `format: pql/text`"],
      });
  },
};
