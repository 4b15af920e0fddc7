import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

export const audienceExpressionType: Rule = {
  meta: {
    code: "PQL104",
    name: "audience/expression-type",
    category: "audience",
    defaultSeverity: "error",
    summary: "`expression.type` must be `PQL`",
    why: "pql-audience checks and publishes PQL definitions; other expression types (`ARL`) are not checked.",
    invalid: [{ file: "yaml", code: yamlAudience({ type: "ARL" }) }],
    valid: [{ file: "yaml", code: yamlAudience() }],
  },
  check({ audience, report }) {
    const { definition } = audience.loaded;
    if (audience.kind === "pql" || definition.expression.type === "PQL") return;
    const range = audience.loaded.locate(["expression", "type"]);
    if (range)
      report({
        in: "file",
        range,
        message: `\`expression.type\` is \`${definition.expression.type}\`; pql-audience checks PQL definitions only`,
        hints: ["set `expression.type: PQL`"],
      });
  },
};
