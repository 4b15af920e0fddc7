import type { DeclaredRule } from "../../syntax/rule.js";

export const audienceInvalidJson: DeclaredRule = {
  meta: {
    code: "PQL101",
    name: "audience/invalid-json",
    category: "audience",
    defaultSeverity: "error",
    dropsAudience: true,
    summary: "The audience file is not valid JSON",
    why: "A file that cannot be read cannot be checked or published; the position shows where reading stopped.",
    invalid: [{ file: "json", code: '{ "name": "US customers", "expression": { "type": "PQL", }' }],
    valid: [
      {
        file: "json",
        code: '{ "name": "US customers", "expression": { "type": "PQL", "format": "pql/text", "value": "homeAddress.countryCode = \\"US\\"" }, "schema": { "name": "_xdm.context.profile" }, "evaluationInfo": { "synchronous": { "enabled": true } } }',
      },
    ],
  },
  source: "loader",
};
