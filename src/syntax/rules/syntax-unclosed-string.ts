import type { DeclaredRule } from "../rule.js";

export const syntaxUnclosedString: DeclaredRule = {
  meta: {
    code: "PQL003",
    name: "syntax/unclosed-string",
    category: "syntax",
    defaultSeverity: "error",
    summary: "A string is missing its closing quote",
    why: "A missing quote makes the rest of the expression part of the string; AEP's own docs contain this typo.",
    invalid: [
      { code: 'inSegment("7deb246a-49b4-4687-95f9-6316df049948) and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")' },
      { code: 'homeAddress.city = "Paris' },
    ],
    valid: [{ code: 'inSegment("7deb246a-49b4-4687-95f9-6316df049948") and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")' }],
  },
  source: "parser",
};
