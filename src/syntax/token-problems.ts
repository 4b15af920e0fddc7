// Problems visible in the tokens alone, reported before (and instead of) parser errors: characters
// PQL does not have, habits from other languages (`==`, `&&`, single quotes, comments), bad string
// escapes, documentation placeholders, and nesting too deep for the parser's recursion.
import type { ILexingError, IToken } from "chevrotain";
import type { Report } from "./errors.js";
import { decodeString, encodeString } from "./strings.js";
import * as t from "./tokens.js";
import { syntaxInvalidEscape } from "./rules/syntax-invalid-escape.js";
import { syntaxPlaceholder } from "./rules/syntax-placeholder.js";
import { syntaxUnclosedString } from "./rules/syntax-unclosed-string.js";
import { syntaxUnexpectedCharacter } from "./rules/syntax-unexpected-character.js";

export function reportLexingError(e: ILexingError, text: string, report: Report): void {
  const ch = text.slice(e.offset, e.offset + e.length);
  const first = ch[0] ?? "";
  const end = e.offset + Math.min(e.length, 1);
  if (first === "'") {
    report(syntaxUnexpectedCharacter, 'strings use double quotes (`"..."`), not single quotes', e.offset, end);
  } else if (first === "\u201c" || first === "\u201d") {
    report(syntaxUnexpectedCharacter, 'curly quote: use a straight double quote `"`', e.offset, end, [
      "text copied from a word processor often has curly quotes",
    ]);
  } else if (first === "$") {
    report(syntaxUnexpectedCharacter, "`$` starts a parameter and needs its number, as in `$1`", e.offset, end);
  } else if (first === "@") {
    report(
      syntaxUnexpectedCharacter,
      "`@` starts a context reference and needs braces, as in `@{_xdm.context.additionalParameters;version=1}`",
      e.offset,
      end,
    );
  } else if (first === "&" || first === "|") {
    const word = first === "&" ? "and" : "or";
    report(syntaxUnexpectedCharacter, `unexpected \`${first}\`: PQL writes \`${word}\``, e.offset, end);
  } else {
    const shown = /^[\x21-\x7e]$/.test(first)
      ? `\`${first}\``
      : `character U+${(first.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
    report(syntaxUnexpectedCharacter, `unexpected ${shown}`, e.offset, end);
  }
}

/** Checks that need the token text: string escapes, unclosed strings, doc placeholders. */
export function checkTokens(tokens: IToken[], report: Report): void {
  for (const token of tokens) {
    const start = token.startOffset;
    if (token.tokenType === t.UnclosedString) {
      report(syntaxUnclosedString, 'unclosed string: it has no closing `"` on its line', start, start + 1, ['add the closing `"`']);
    } else if (token.tokenType === t.StringLiteral && token.image.includes("\\")) {
      const decoded = decodeString(token.image);
      if (!decoded.ok) report(syntaxInvalidEscape, decoded.message, start + decoded.index, start + decoded.index + decoded.length);
    } else if (token.tokenType === t.MisquotedString) {
      const curly = token.image.startsWith("\u201c");
      report(
        syntaxUnexpectedCharacter,
        curly ? 'curly quotes: strings use straight double quotes `"`' : 'strings use double quotes (`"..."`), not single quotes',
        start,
        start + token.image.length,
        [`write ${encodeString(token.image.slice(1, -1))}`],
      );
    } else if (token.tokenType === t.DoubleEquals || token.tokenType === t.DoubleAmpersand || token.tokenType === t.DoublePipe) {
      const pql = token.tokenType === t.DoubleEquals ? "=" : token.tokenType === t.DoubleAmpersand ? "and" : "or";
      const what = token.tokenType === t.DoubleEquals ? "equality is a single `=`" : `write \`${pql}\``;
      report(syntaxUnexpectedCharacter, `\`${token.image}\` is not PQL: ${what}`, start, start + token.image.length);
    } else if (token.tokenType === t.TenantPlaceholder) {
      report(
        syntaxPlaceholder,
        `\`${token.image}\` is a documentation placeholder, not a field`,
        start,
        start + token.image.length,
        ["replace it with your tenant namespace, e.g. `_acmecorp.loyaltyPoints`"],
        "placeholder",
      );
    }
  }
}

/** The first bracket that opens more than `max` levels deep, if any. */
export function findExcessiveNesting(tokens: IToken[], max: number): IToken | undefined {
  let depth = 0;
  for (const token of tokens) {
    const type = token.tokenType;
    if (type === t.LParen || type === t.LBracket || type === t.LBrace) {
      depth++;
      if (depth > max) return token;
    } else if (type === t.RParen || type === t.RBracket || type === t.RBrace) {
      depth = Math.max(0, depth - 1);
    }
  }
  return undefined;
}
