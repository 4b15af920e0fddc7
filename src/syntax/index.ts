// parse(text) -> { ast, errors }: the one entry point to the PQL front end.
// It never throws: any input (binary junk, a megabyte of text, ten thousand nested parentheses)
// returns a result, with errors a PQL author can act on.
import { EOF, Lexer, type ILexingError, type IRecognitionException, type IToken } from "chevrotain";
import type { Expression, Span } from "./ast.js";
import { PqlParser } from "./parser.js";
import { LineMap } from "./positions.js";
import { decodeString, encodeString } from "./strings.js";
import { AstBuilder } from "./to-ast.js";
import * as t from "./tokens.js";
import { deepest } from "./walk.js";

export type SyntaxRule =
  | "syntax/parse-error"
  | "syntax/unexpected-character"
  | "syntax/unclosed-string"
  | "syntax/invalid-escape"
  | "syntax/placeholder"
  | "syntax/too-deep";

/** Stable codes of the syntax rules (the lint rules of category `syntax` carry the same ones). */
export const syntaxCodes: Record<SyntaxRule, string> = {
  "syntax/parse-error": "PQL001",
  "syntax/unexpected-character": "PQL002",
  "syntax/unclosed-string": "PQL003",
  "syntax/invalid-escape": "PQL004",
  "syntax/placeholder": "PQL005",
  "syntax/too-deep": "PQL006",
};

/** A syntax error: where, what, and (when we know) what to do. */
export interface ParseError {
  rule: SyntaxRule;
  code: string;
  message: string;
  span: Span;
  /** Text to show under the carets. */
  label?: string;
  hints: string[];
}

export interface ParseResult {
  /** The tree, or null when the input has errors. */
  ast: Expression | null;
  errors: ParseError[];
}

/**
 * Brackets nested deeper than this are reported instead of parsed: the parser recurses about a
 * dozen grammar rules per `(`. Measured on Node 20 with the default stack (984 KB), the deepest
 * input that still parses is 136 nested `(`, 234 nested filters `a[b[...]]`, 263 nested calls;
 * with half that stack, 65 nested `(`. 64 keeps a 2x margin for callers that are already deep in
 * their own stack, and is far beyond any real audience (they nest fewer than 10 levels).
 */
export const MAX_NESTING = 64;
/** A tree deeper than this (e.g. 5 000 `+` in a row) is reported: every later pass recurses over it. */
export const MAX_TREE_DEPTH = 1000;
const MAX_ERRORS = 20;

let validateGrammar = false;
let lexer: Lexer | undefined;
let parser: PqlParser | undefined;

/** Turns on Chevrotain's grammar checks (tests do; the shipped build skips them for start-up time). */
export function enableGrammarValidation(): void {
  validateGrammar = true;
  lexer = undefined;
  parser = undefined;
}

function getLexer(): Lexer {
  lexer ??= new Lexer(t.allTokens, {
    positionTracking: "onlyOffset", // lines and columns come from our LineMap
    ensureOptimizations: validateGrammar,
    skipValidations: !validateGrammar,
  });
  return lexer;
}

/** The parser instance (built once per process, on first use). */
export function getParser(): PqlParser {
  parser ??= new PqlParser(validateGrammar);
  return parser;
}

export function parse(text: string): ParseResult {
  const lines = new LineMap(text);
  const errors: ParseError[] = [];
  const report = (rule: SyntaxRule, message: string, start: number, end: number, hints: string[] = [], label?: string) =>
    errors.push({ rule, code: syntaxCodes[rule], message, span: lines.span(start, end), hints, ...(label ? { label } : {}) });

  const lexed = getLexer().tokenize(text);
  for (const e of lexed.errors) reportLexingError(e, text, report);
  for (const c of lexed.groups.comments ?? [])
    report("syntax/unexpected-character", "PQL has no comments", c.startOffset, c.startOffset + c.image.length, [
      "put notes in the audience file's `description`",
    ]);
  for (const tag of lexed.groups.templates ?? [])
    report(
      "syntax/unexpected-character",
      `\`${shorten(tag.image)}\` is a Journey Optimizer template tag, not PQL: write only the condition`,
      tag.startOffset,
      tag.startOffset + tag.image.length,
    );
  const tokens = lexed.tokens;
  // "onlyOffset" tokens carry no end; the parser's node locations need one.
  for (const token of tokens) token.endOffset = token.startOffset + token.image.length - 1;
  checkTokens(tokens, report);

  const tooDeep = findExcessiveNesting(tokens);
  if (tooDeep) {
    report(
      "syntax/too-deep",
      `nested too deeply: more than ${MAX_NESTING} levels of brackets`,
      tooDeep.startOffset,
      tooDeep.startOffset + tooDeep.image.length,
      ["split the expression, or remove redundant parentheses"],
    );
    return finish(null, errors, text, lines);
  }

  // Nothing left to parse once comments or template tags are taken out: their errors say it all.
  if (tokens.length === 0 && errors.length > 0) return finish(null, errors, text, lines);

  const p = getParser();
  p.input = tokens;
  let cst;
  try {
    cst = p.query();
  } catch (e) {
    // Only a call-stack overflow gets here (deep prefix chains such as 10 000 `not`s).
    if (e instanceof RangeError) {
      report("syntax/too-deep", "nested too deeply to parse", 0, Math.min(text.length, 1), [
        "split the expression, or remove redundant operators",
      ]);
      return finish(null, errors, text, lines);
    }
    throw e;
  }
  for (const e of p.errors) reportRecognitionError(e, tokens, text, report);
  if (errors.length > 0) return finish(null, errors, text, lines, tokens);

  const builder = new AstBuilder(text);
  let ast: Expression | null;
  try {
    ast = builder.query(cst);
  } catch (e) {
    // Long chains that the bracket count does not see (`let ... in let ... in ...` a thousand deep).
    if (!(e instanceof RangeError)) throw e;
    report("syntax/too-deep", "nested too deeply to parse", 0, Math.min(text.length, 1), ["split the expression"]);
    return finish(null, errors, text, lines);
  }
  for (const problem of builder.problems)
    errors.push({ rule: "syntax/parse-error", code: "PQL001", message: problem.message, span: problem.span, hints: [] });
  const { node, depth } = deepest(ast);
  if (depth > MAX_TREE_DEPTH) {
    errors.push({
      rule: "syntax/too-deep",
      code: "PQL006",
      message: `nested too deeply: the expression is more than ${MAX_TREE_DEPTH} levels deep`,
      span: node.span,
      hints: ["split the expression into smaller audiences joined with inSegment(...)"],
    });
  }
  if (errors.length > 0) ast = null;
  return finish(ast, errors, text, lines);
}

type Report = (rule: SyntaxRule, message: string, start: number, end: number, hints?: string[], label?: string) => void;

function reportLexingError(e: ILexingError, text: string, report: Report): void {
  const ch = text.slice(e.offset, e.offset + e.length);
  const first = ch[0] ?? "";
  const end = e.offset + Math.min(e.length, 1);
  if (first === "'") {
    report("syntax/unexpected-character", "strings use double quotes (`\"...\"`), not single quotes", e.offset, end);
  } else if (first === "\u201c" || first === "\u201d") {
    report("syntax/unexpected-character", "curly quote: use a straight double quote `\"`", e.offset, end, [
      "text copied from a word processor often has curly quotes",
    ]);
  } else if (first === "$") {
    report("syntax/unexpected-character", "`$` starts a parameter and needs its number, as in `$1`", e.offset, end);
  } else if (first === "@") {
    report("syntax/unexpected-character", "`@` starts a context reference and needs braces, as in `@{_xdm.context.additionalParameters;version=1}`", e.offset, end);
  } else if (first === "&" || first === "|") {
    const word = first === "&" ? "and" : "or";
    report("syntax/unexpected-character", `unexpected \`${first}\`: PQL writes \`${word}\``, e.offset, end);
  } else {
    const shown = /^[\x21-\x7e]$/.test(first) ? `\`${first}\`` : `character U+${(first.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
    report("syntax/unexpected-character", `unexpected ${shown}`, e.offset, end);
  }
}

/** Checks that need the token text: string escapes, unclosed strings, doc placeholders. */
function checkTokens(tokens: IToken[], report: Report): void {
  for (const token of tokens) {
    const start = token.startOffset;
    if (token.tokenType === t.UnclosedString) {
      report("syntax/unclosed-string", "unclosed string: it has no closing `\"` on its line", start, start + 1, [
        "add the closing `\"`",
      ]);
    } else if (token.tokenType === t.StringLiteral && token.image.includes("\\")) {
      const decoded = decodeString(token.image);
      if (!decoded.ok) report("syntax/invalid-escape", decoded.message, start + decoded.index, start + decoded.index + decoded.length);
    } else if (token.tokenType === t.MisquotedString) {
      const curly = token.image.startsWith("\u201c");
      report(
        "syntax/unexpected-character",
        curly ? "curly quotes: strings use straight double quotes `\"`" : "strings use double quotes (`\"...\"`), not single quotes",
        start,
        start + token.image.length,
        [`write ${encodeString(token.image.slice(1, -1))}`],
      );
    } else if (token.tokenType === t.DoubleEquals || token.tokenType === t.DoubleAmpersand || token.tokenType === t.DoublePipe) {
      const pql = token.tokenType === t.DoubleEquals ? "=" : token.tokenType === t.DoubleAmpersand ? "and" : "or";
      const what = token.tokenType === t.DoubleEquals ? "equality is a single `=`" : `write \`${pql}\``;
      report("syntax/unexpected-character", `\`${token.image}\` is not PQL: ${what}`, start, start + token.image.length);
    } else if (token.tokenType === t.TenantPlaceholder) {
      report(
        "syntax/placeholder",
        `\`${token.image}\` is a documentation placeholder, not a field`,
        start,
        start + token.image.length,
        ["replace it with your tenant namespace, e.g. `_acmecorp.loyaltyPoints`"],
        "placeholder",
      );
    }
  }
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function findExcessiveNesting(tokens: IToken[]): IToken | undefined {
  let depth = 0;
  for (const token of tokens) {
    const type = token.tokenType;
    if (type === t.LParen || type === t.LBracket || type === t.LBrace) {
      depth++;
      if (depth > MAX_NESTING) return token;
    } else if (type === t.RParen || type === t.RBracket || type === t.RBrace) {
      depth = Math.max(0, depth - 1);
    }
  }
  return undefined;
}

function reportRecognitionError(e: IRecognitionException, tokens: IToken[], text: string, report: Report): void {
  const token = e.token;
  if (token.tokenType === t.UnclosedString) return; // already reported, with a better message
  if (token.tokenType === EOF || Number.isNaN(token.startOffset)) {
    const last = tokens[tokens.length - 1];
    const at = last ? last.startOffset + last.image.length : text.length;
    report("syntax/parse-error", e.message, at, at);
    return;
  }
  report("syntax/parse-error", e.message, token.startOffset, token.startOffset + token.image.length);
}

/** `"7deb...) and inSegment("` is one string to the lexer; to the author it lost its closing quote. */
const codeInsideString = /\)\s*(?:and|or|AND|OR)\s|(?:inSegment|chain|CHAIN|WHAT|WHEN)\(|\s(?:and|or)\s+[A-Za-z_$]/;

function finish(ast: Expression | null, errors: ParseError[], text: string, lines: LineMap, tokens?: IToken[]): ParseResult {
  if (tokens && errors.length > 0) {
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
        rule: "syntax/unclosed-string",
        code: "PQL003",
        message: `missing closing quote: the string \`"${intended.length > 40 ? `${intended.slice(0, 37)}...` : intended}\` runs on into \`${match[0].trim()}\``,
        span: lines.span(missingAt, missingAt + 1),
        label: 'add `"` here',
        hints: [`close the string before \`${match[0].trim()[0]}\`: \`"${intended.slice(0, 40)}"\``],
      });
      break;
    }
  }
  errors.sort((a, b) => a.span.start.offset - b.span.start.offset);
  const unique: ParseError[] = [];
  for (const e of errors) {
    const prev = unique[unique.length - 1];
    if (prev && prev.span.start.offset === e.span.start.offset) continue;
    unique.push(e);
  }
  if (unique.length > MAX_ERRORS) {
    const rest = unique.length - MAX_ERRORS;
    unique.length = MAX_ERRORS;
    unique[MAX_ERRORS - 1]!.hints.push(`${rest} more syntax error${rest === 1 ? "" : "s"} not shown`);
  }
  return { ast, errors: unique };
}

export type * from "./ast.js";
export { LineMap } from "./positions.js";
export { childrenOf, forEachNode } from "./walk.js";
