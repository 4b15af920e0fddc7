// A string that lost its closing quote swallows the code after it up to the next `"`:
// `inSegment("7deb...) and inSegment("9e16...")` lexes as one string and then fails far away.
// When the errors come from such a string, they are replaced by one that says where the quote is
// missing (a typo real files have).
import type { IToken } from "chevrotain";
import { ruleIdentity, type ParseError } from "./errors.js";
import type { LineMap } from "./positions.js";
import * as t from "./tokens.js";
import { syntaxUnclosedString } from "./rules/syntax-unclosed-string.js";
import { shorten } from "../text/shorten.js";

/** `"7deb...) and inSegment("` is one string to the lexer; to the author it lost its closing quote. */
const codeInsideString = /\)\s*(?:and|or|AND|OR)\s|(?:inSegment|chain|CHAIN|WHAT|WHEN)\(|\s(?:and|or)\s+[A-Za-z_$]/;

/** Rewrites `errors` in place when a string literal holds code, as a missing quote would cause. */
export function explainMissingQuote(tokens: IToken[], errors: ParseError[], text: string, lines: LineMap): void {
  for (const token of tokens) {
    if (token.tokenType !== t.StringLiteral && token.tokenType !== t.UnclosedString) continue;
    const match = codeInsideString.exec(token.image);
    if (!match) continue;
    const bodyStart = token.startOffset + 1;
    const missingAt = token.startOffset + match.index;
    const intended = text.slice(bodyStart, missingAt);
    // The errors after this string are consequences of the missing quote: keep only this one.
    const kept = errors.filter((e) => e.span.start.offset < token.startOffset);
    errors.length = 0;
    errors.push(...kept, {
      ...ruleIdentity(syntaxUnclosedString),
      message: `missing closing quote: the string \`"${shorten(intended)}\` runs on into \`${match[0].trim()}\``,
      span: lines.span(missingAt, missingAt + 1),
      label: 'add `"` here',
      hints: [`close the string before \`${match[0].trim()[0]}\`: \`"${intended.slice(0, 40)}"\``],
    });
    break;
  }
}
