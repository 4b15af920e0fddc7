import type { DeclaredRule } from "../rule.js";

export const syntaxInvalidEscape: DeclaredRule = {
  meta: {
    code: "PQL004",
    name: "syntax/invalid-escape",
    category: "syntax",
    defaultSeverity: "error",
    summary: "An unknown backslash escape in a string",
    why: "AEP's docs say a regex `\\w` must be written `\\\\w` inside a PQL string; a lone backslash before another letter is a mistake.",
    invalid: [{ code: 'person.name.matches("^\\w+$")' }],
    valid: [{ code: 'person.name.matches("^\\\\w+$")' }],
  },
  source: "parser",
};
