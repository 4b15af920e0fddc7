import type { DeclaredRule } from "../rule.js";

export const syntaxUnexpectedCharacter: DeclaredRule = {
  meta: {
    code: "PQL002",
    name: "syntax/unexpected-character",
    category: "syntax",
    defaultSeverity: "error",
    summary: "A character that PQL does not use",
    why: "Single quotes, curly quotes, `&&`, `||` and comments are common slips from other languages; PQL has none of them.",
    invalid: [{ code: "homeAddress.countryCode = 'US'" }, { code: "person.age > 21 && person.age < 65" }],
    valid: [{ code: 'homeAddress.countryCode = "US"' }, { code: "person.age > 21 and person.age < 65" }],
  },
  source: "parser",
};
