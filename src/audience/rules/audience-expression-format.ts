import type { DeclaredRule } from "../../syntax/rule.js";
import { yamlAudience } from "./examples.js";

export const audienceExpressionFormat: DeclaredRule = {
  meta: {
    code: "PQL105",
    name: "audience/expression-format",
    category: "audience",
    defaultSeverity: "error",
    dropsAudience: true,
    summary: "`expression.value` is not written in its `expression.format`",
    why: "A `pql/json` value is read as AEP's JSON tree of the expression; one that is not JSON, or not a PQL tree, cannot be checked or published.",
    invalid: [{ file: "yaml", code: yamlAudience({ format: "pql/json" }) }],
    valid: [
      { file: "yaml", code: yamlAudience() },
      {
        file: "yaml",
        code: yamlAudience({
          format: "pql/json",
          value:
            '{"nodeType":"fnApply","fnName":"=","params":[{"nodeType":"fieldLookup","fieldName":"countryCode","object":{"nodeType":"fieldLookup","fieldName":"homeAddress","object":{"nodeType":"parameterReference","position":1}}},{"nodeType":"literal","literalType":"String","value":"US"}]}',
        }),
      },
    ],
  },
  source: "loader",
};
