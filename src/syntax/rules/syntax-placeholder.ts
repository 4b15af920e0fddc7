import type { DeclaredRule } from "../rule.js";

export const syntaxPlaceholder: DeclaredRule = {
  meta: {
    code: "PQL005",
    name: "syntax/placeholder",
    category: "syntax",
    defaultSeverity: "error",
    summary: "A documentation placeholder such as `_{TENANT_ID}` was copied into the expression",
    why: "AEP's docs write tenant fields as `_{TENANT_ID}.field`; the real field starts with your tenant namespace, e.g. `_acmecorp.field`.",
    invalid: [{ code: "_{TENANT_ID}.loyaltyPoints > 100" }],
    valid: [{ code: "_acmecorp.loyaltyPoints > 100" }],
  },
  source: "parser",
};
