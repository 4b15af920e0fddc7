import type { DeclaredRule } from "../rule.js";

export const syntaxParseError: DeclaredRule = {
  meta: {
    code: "PQL001",
    name: "syntax/parse-error",
    category: "syntax",
    defaultSeverity: "error",
    summary: "The expression is not valid PQL",
    why: "AEP rejects a definition that does not parse; the message says what was expected where.",
    invalid: [{ code: "homeAddress.countryCode = " }, { code: "x.timestamp occurs between date(2024, 1, 1) today" }],
    valid: [{ code: 'homeAddress.countryCode = "US"' }],
  },
  source: "parser",
};
