import { forEachNode } from "../../syntax/walk.js";
import type { Span } from "../../syntax/ast.js";
import type { Rule } from "../rule.js";

export const styleUppercaseKeyword: Rule = {
  meta: {
    code: "PQL302",
    name: "style/uppercase-keyword",
    category: "style",
    defaultSeverity: "warning",
    summary: "`AND`, `OR` or `NOT` written in upper case",
    why: "AEP documents these keywords in lower case only; pql-audience accepts upper case, but AEP's own parser may not.",
    invalid: [{ code: 'homeAddress.countryCode = "US" AND person.age > 21' }, { code: "NOT (person.age > 21)" }],
    valid: [{ code: 'homeAddress.countryCode = "US" and person.age > 21' }],
    fixable: true,
  },
  check({ audience, report }) {
    const text = audience.loaded.pql;
    if (!audience.ast || !hasKeywordNotInLowerCase(text)) return;
    const words: Span[] = [];
    forEachNode(audience.ast, (node) => {
      if (node.kind === "Logical") words.push(...node.operatorSpans);
      else if (node.kind === "Unary" && node.operator === "not") words.push(node.operatorSpan);
    });
    for (const span of words) {
      const word = text.slice(span.start.offset, span.end.offset);
      if (word === word.toLowerCase()) continue;
      const range = audience.loaded.mapSpan(span);
      report({
        in: "pql",
        range: span,
        message: `write \`${word.toLowerCase()}\`, not \`${word}\``,
        label: "upper case",
        ...(audience.loaded.exactPositions
          ? { fix: { description: `lower-case \`${word}\``, edits: [{ range, text: word.toLowerCase() }] } }
          : {}),
      });
    }
  },
};

/**
 * Whether the text has `and`, `or` or `not` written other than in lower case, anywhere (strings
 * too): a scan of the text, so that most audiences skip the walk over their tree.
 */
function hasKeywordNotInLowerCase(text: string): boolean {
  // One search for a keyword in any case but lower case: no match object per lower-case `and`.
  return /\b(?!(?:and|or|not)\b)(?:[aA][nN][dD]|[oO][rR]|[nN][oO][tT])\b/.test(text);
}
